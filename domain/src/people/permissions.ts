// spec 001 §6: the permission ids. spec 000 §6: roleRank 1 is system administrator.

export const PERMISSIONS = [
  { id: 1, key: 'AccessSupport', label: 'Access Support' },
  { id: 4, key: 'CreateOrders', label: 'Create Orders' },
  { id: 6, key: 'EditAssetsDevices', label: 'Edit Assets/Devices' },
  { id: 7, key: 'EditBillToDiscount', label: 'Edit Bill-To Discount' },
  { id: 8, key: 'EditBillToProfiles', label: 'Edit Bill-To Profiles' },
  { id: 9, key: 'EditCallBlockPricing', label: 'Edit CallBlock Pricing' },
  { id: 10, key: 'EditCompany', label: 'Edit Company' },
  { id: 11, key: 'EditContacts', label: 'Edit Contacts' },
  { id: 12, key: 'EditFolder', label: 'Edit Folder' },
  { id: 13, key: 'EditLevelBillingType', label: 'Edit Level Billing Type' },
  { id: 14, key: 'EditPermissions', label: 'Edit Permissions' },
  { id: 15, key: 'EditProducts', label: 'Edit Products' },
  { id: 16, key: 'EditShipToProfiles', label: 'Edit Ship-To Profiles' },
  { id: 17, key: 'EditUser', label: 'Edit User' },
  { id: 18, key: 'EnableBillToPassThrough', label: 'Enable Bill-To Pass-through' },
  { id: 19, key: 'OverwriteCustomerNumber', label: 'Overwrite Customer Number' },
  { id: 20, key: 'ResetPassword', label: 'Reset Password' },
  { id: 22, key: 'EditAssetInformation', label: 'Edit Asset Information' },
  { id: 23, key: 'EditSchedules', label: 'Edit Schedules' },
  { id: 24, key: 'SetupMonthlyBilling', label: 'Setup Monthly Billing' },
  { id: 25, key: 'OrderHardware', label: 'Order Hardware' },
  { id: 26, key: 'CreateRmaOrders', label: 'Create RMA Orders' },
  { id: 27, key: 'ViewRma', label: 'View RMA' },
  { id: 28, key: 'EditRma', label: 'Edit RMA' },
  { id: 29, key: 'ViewModem', label: 'View Modem' },
  { id: 30, key: 'EditModem', label: 'Edit Modem' },
  { id: 31, key: 'ViewInventory', label: 'View Inventory' },
  { id: 32, key: 'EditInventory', label: 'Edit Inventory' },
  { id: 33, key: 'ViewRmaInternalComments', label: 'View RMA Internal Comments' },
  { id: 34, key: 'RequestRma', label: 'Request RMA' },
  { id: 35, key: 'ApproveRmaRequest', label: 'Approve RMA Request' },
  { id: 36, key: 'ChangeDeviceBillToAccount', label: 'Change Device Bill-To Account' },
  { id: 37, key: 'ViewRmaAdmin', label: 'View RMA Admin' },
  { id: 38, key: 'MassUpdate', label: 'Mass Update' },
  { id: 39, key: 'ManageReportCard', label: 'Manage Report Card' },
  { id: 40, key: 'EditSalesRep', label: 'Edit Sales Rep' },
] as const;

type PermissionEntry = (typeof PERMISSIONS)[number];
export type PermissionKey = PermissionEntry['key'];
export type PermissionId = PermissionEntry['id'];

export const Permission = Object.fromEntries(PERMISSIONS.map((p) => [p.key, p.id])) as {
  [K in PermissionKey]: Extract<PermissionEntry, { key: K }>['id'];
};

export const PERMISSION_IDS: readonly PermissionId[] = PERMISSIONS.map((p) => p.id);

/** spec 000 §6 */
export const SYSTEM_ADMIN_ROLE_RANK = 1;
/** spec 001 §3.3 Role: rank default 6 */
export const DEFAULT_ROLE_RANK = 6;
