// spec 000 §2 Main navigation (left: Reports, Analysis, the folder menu titled with the selected
// folder's name, Help) and spec 000 §6 visibility: ManageReportCard gates Report Card; EditCompany
// gates Custom Alerts and Devices; Analysis, Products, Custom Alerts, Devices and Templates are
// hidden when the selected folder is its own admin and not a company; Templates also for folder 0.
// An item shows only when its page exists (route-availability.ts).
import { Permission, type PermissionId } from '@ullage/domain/people/permissions';

export interface NavFolder {
  uid: number;
  label: string;
  isOwnAdmin: boolean;
  isCompany: boolean;
}

export interface NavContext {
  permissions: ReadonlySet<number>;
  folder: NavFolder;
  hasPage: (pathname: string) => boolean;
}

interface NavItemSpec {
  label: string;
  path: string;
  permission?: PermissionId;
  /** Hidden for the vendor's root (own admin, not a company). */
  hiddenAtRoot?: boolean;
  hiddenForFolderZero?: boolean;
  /** The link carries the selected folder (fuid and uid). */
  forFolder?: boolean;
}

interface NavGroupSpec {
  key: 'reports' | 'analysis' | 'folder' | 'help';
  title: string | null;
  hiddenAtRoot?: boolean;
  items: NavItemSpec[];
}

export const LEFT_NAVIGATION: readonly NavGroupSpec[] = [
  {
    key: 'reports',
    title: 'Reports',
    items: [
      { label: 'Assets (Tanks)', path: '/report/asset', forFolder: true },
      { label: 'Devices (Gateways)', path: '/report/device', forFolder: true },
      { label: 'Company or Folder Summary', path: '/report/summary', forFolder: true },
      { label: 'Configuration', path: '/report/config', forFolder: true },
      { label: 'MapView', path: '/report/map', forFolder: true },
      { label: 'Dashboard', path: '/report/dashboard', forFolder: true },
      // Issue 17 (ADR 092): a view of the folder's tanks today, beside the map.
      { label: 'Deliveries', path: '/report/deliveries', forFolder: true },
    ],
  },
  {
    key: 'analysis',
    title: 'Analysis',
    hiddenAtRoot: true,
    items: [
      { label: 'Fill Analysis', path: '/analysis/fill-analysis', forFolder: true },
      { label: 'Inventory Analysis', path: '/analysis/inventory-analysis', forFolder: true },
      { label: 'Usage Analysis', path: '/analysis/usage', forFolder: true },
      { label: 'Report Card', path: '/analysis/report-card', permission: Permission.ManageReportCard, forFolder: true },
    ],
  },
  {
    key: 'folder',
    // Titled with the selected folder's name.
    title: null,
    items: [
      { label: 'Setup', path: '/folder/setup', forFolder: true },
      { label: 'Products', path: '/folder/products', hiddenAtRoot: true, forFolder: true },
      { label: 'Users', path: '/folder/users', forFolder: true },
      { label: 'Custom Alerts', path: '/folder/custom-alerts', permission: Permission.EditCompany, hiddenAtRoot: true, forFolder: true },
      { label: 'Devices', path: '/folder/device-inventory', permission: Permission.EditCompany, hiddenAtRoot: true, forFolder: true },
      { label: 'Schedules', path: '/folder/schedules', forFolder: true },
      // Issue 17 (ours): the folder's weather for degree-day forecasting (ADR 093, 098).
      { label: 'Weather', path: '/folder/weather', hiddenAtRoot: true, forFolder: true },
      { label: 'Templates', path: '/folder/asset-templates', hiddenAtRoot: true, hiddenForFolderZero: true, forFolder: true },
      { label: 'Billing', path: '/billing', forFolder: true },
    ],
  },
  {
    key: 'help',
    title: 'Help',
    items: [
      { label: 'User Guide', path: '/help/user-guide' },
      { label: 'Hardware Docs', path: '/help/hardware-docs' },
      { label: 'Request Support', path: '/help/request-support' },
      { label: 'Return Material Authorization', path: '/report/rma', forFolder: true },
      { label: 'Developer Support', path: '/help/developer-support' },
    ],
  },
];

export interface NavGroup {
  key: NavGroupSpec['key'];
  title: string;
  items: { label: string; href: string }[];
}

/** The groups and items to show; a group with nothing to show is left out. */
export function visibleNavigation(ctx: NavContext): NavGroup[] {
  const atRoot = ctx.folder.isOwnAdmin && !ctx.folder.isCompany;
  return LEFT_NAVIGATION.flatMap((group) => {
    if (group.hiddenAtRoot && atRoot) return [];
    const items = group.items
      .filter(
        (i) =>
          (i.permission === undefined || ctx.permissions.has(i.permission)) &&
          !(i.hiddenAtRoot && atRoot) &&
          !(i.hiddenForFolderZero && ctx.folder.uid === 0),
      )
      .filter((i) => ctx.hasPage(i.path))
      .map((i) => ({ label: i.label, href: i.forFolder ? `${i.path}?fuid=${ctx.folder.uid}&uid=${ctx.folder.uid}` : i.path }));
    return items.length ? [{ key: group.key, title: group.title ?? ctx.folder.label, items }] : [];
  });
}

/** spec 000 §2 Right navigation: Information, Setup, Email Reports (then Log Out, Dark Mode and the
 * version, which always show). */
export const USER_NAVIGATION = [
  { label: 'Information', path: '/user' },
  { label: 'Setup', path: '/user/setup' },
  { label: 'Email Reports', path: '/user/email-reports' },
] as const;

export function visibleUserNavigation(hasPage: (pathname: string) => boolean, userUid: number) {
  return USER_NAVIGATION.filter((i) => hasPage(i.path)).map((i) => ({ label: i.label, href: `${i.path}?uid=${userUid}` }));
}
