// Which role holds which permission is ours to design (spec 001 §6 "not shown"); see
// docs/decisions/006-authorization.md. Ranks: 1 system administrator (spec 000 §6) .. 6 default.
import { PERMISSION_IDS, Permission as P, type PermissionId } from '@ullage/domain/people/permissions';

export type RoleKey = 'administrator' | 'manager' | 'dispatcher' | 'office' | 'technician' | 'driver' | 'customerViewer';

/** Held only by the monitoring vendor's own staff. */
const VENDOR_ONLY: PermissionId[] = [P.AccessSupport, P.OverwriteCustomerNumber, P.ViewRmaAdmin, P.EditSalesRep];

export const ROLE_PRESETS: Record<RoleKey, { label: string; rank: number; permissions: PermissionId[] }> = {
  administrator: {
    label: 'Company Administrator',
    rank: 2,
    permissions: PERMISSION_IDS.filter((p) => !VENDOR_ONLY.includes(p)),
  },
  manager: {
    label: 'Manager',
    rank: 3,
    permissions: [
      P.ManageReportCard,
      P.EditAssetsDevices,
      P.EditAssetInformation,
      P.EditContacts,
      P.EditFolder,
      P.EditUser,
      P.ResetPassword,
      P.EditProducts,
      P.EditSchedules,
      P.CreateOrders,
      P.ViewRma,
      P.RequestRma,
      P.ViewInventory,
      P.ViewModem,
      P.MassUpdate,
    ],
  },
  dispatcher: {
    label: 'Dispatcher',
    rank: 4,
    permissions: [P.EditAssetInformation, P.EditContacts, P.EditSchedules, P.ViewRma, P.ViewInventory],
  },
  office: {
    label: 'Office and Billing',
    rank: 4,
    permissions: [
      P.CreateOrders,
      P.EditBillToProfiles,
      P.EditShipToProfiles,
      P.EditBillToDiscount,
      P.EditContacts,
      P.SetupMonthlyBilling,
      P.ChangeDeviceBillToAccount,
      P.ViewRma,
      P.OrderHardware,
    ],
  },
  technician: {
    label: 'Installer and Technician',
    rank: 5,
    permissions: [
      P.EditAssetsDevices,
      P.EditAssetInformation,
      P.EditSchedules,
      P.ViewModem,
      P.EditModem,
      P.ViewInventory,
      P.EditInventory,
      P.RequestRma,
      P.ViewRma,
      P.CreateRmaOrders,
    ],
  },
  // A delivery driver reads the tanks and their site contacts (whom to call, the gate code) and may
  // correct a tank's information found wrong at the tank; nothing else (issue 14).
  driver: { label: 'Driver', rank: 5, permissions: [P.EditAssetInformation] },
  customerViewer: { label: 'Customer (read only)', rank: 6, permissions: [] },
};
