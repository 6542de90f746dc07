// spec 001 §6 lists the permission ids without grouping them; the roles screen (issue 14: "create a
// role by ticking permissions grouped by area") shows them under these areas, each permission in
// exactly one (permission-areas.test.ts).
import { Permission as P, PERMISSIONS, type PermissionId } from './permissions';

export interface PermissionArea {
  key: string;
  label: string;
  permissions: readonly PermissionId[];
}

export const PERMISSION_AREAS: readonly PermissionArea[] = [
  {
    key: 'assets',
    label: 'Assets & devices',
    permissions: [P.EditAssetsDevices, P.EditAssetInformation, P.EditProducts, P.EditSchedules, P.MassUpdate, P.ManageReportCard],
  },
  { key: 'people', label: 'People', permissions: [P.EditUser, P.EditPermissions, P.ResetPassword, P.EditContacts] },
  { key: 'folders', label: 'Folders & company', permissions: [P.EditFolder, P.EditCompany, P.OverwriteCustomerNumber, P.EditSalesRep] },
  {
    key: 'billing',
    label: 'Billing & orders',
    permissions: [
      P.CreateOrders,
      P.OrderHardware,
      P.EditBillToProfiles,
      P.EditShipToProfiles,
      P.EditBillToDiscount,
      P.EnableBillToPassThrough,
      P.EditCallBlockPricing,
      P.EditLevelBillingType,
      P.SetupMonthlyBilling,
      P.ChangeDeviceBillToAccount,
    ],
  },
  {
    key: 'rma',
    label: 'RMA',
    permissions: [P.RequestRma, P.ViewRma, P.EditRma, P.CreateRmaOrders, P.ApproveRmaRequest, P.ViewRmaInternalComments, P.ViewRmaAdmin],
  },
  { key: 'inventory', label: 'Inventory & modem', permissions: [P.ViewInventory, P.EditInventory, P.ViewModem, P.EditModem] },
  { key: 'support', label: 'Support', permissions: [P.AccessSupport] },
];

/** The spec's name of a permission ('Edit Contacts'). */
export function permissionLabel(id: number): string {
  return PERMISSIONS.find((p) => p.id === id)?.label ?? `Permission ${id}`;
}
