// spec 000 §2 Screens and routes: the screens inside the signed-in frame. In a file of their own
// because both the router (which nests them under the signed-in layout) and the layout (whose
// menus show an item only when its page is routed) need them; the layout importing the router
// made an import cycle.
import type { RouteObject } from 'react-router';
import { SIGNED_IN_HOME } from '../features/auth/utils/landing';
import { hasPageIn } from './shell/route-availability';

export const signedInRoutes: RouteObject[] = [
  { path: SIGNED_IN_HOME.slice(1), lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }) },
  // spec 000 §2 /report/*: the summary (default landing) and the report grids, each its
  // own chunk; AG Grid loads with the first grid shown (lazy-report-grid.tsx).
  { path: 'report/summary', lazy: async () => ({ Component: (await import('./routes/summary-route')).SummaryRoute }) },
  // Issue 17: the folder at a glance.
  { path: 'report/dashboard', lazy: async () => ({ Component: (await import('./routes/dashboard-route')).DashboardRoute }) },
  { path: 'report/asset', lazy: async () => ({ Component: (await import('./routes/report-route')).AssetReportRoute }) },
  { path: 'report/device', lazy: async () => ({ Component: (await import('./routes/report-route')).DeviceReportRoute }) },
  { path: 'report/config', lazy: async () => ({ Component: (await import('./routes/report-route')).ConfigReportRoute }) },
  // spec 000 §2 Help menu: Return Material Authorization (issue 18), the RMA report grid.
  { path: 'report/rma', lazy: async () => ({ Component: (await import('./routes/report-route')).RmaReportRoute }) },
  // spec 000 §2 Folder menu: Devices (issue 18), the company's device inventory.
  {
    path: 'folder/device-inventory',
    lazy: async () => ({ Component: (await import('./routes/device-inventory-route')).DeviceInventoryRoute }),
  },
  // Issue 17: a folder's weather for degree-day forecasting (its temperature sensor, CSV import).
  { path: 'folder/weather', lazy: async () => ({ Component: (await import('./routes/weather-route')).WeatherRoute }) },
  // spec 000 §2 Reports menu: MapView (issue 17); Leaflet comes with this route's chunk only.
  { path: 'report/map', lazy: async () => ({ Component: (await import('./routes/map-route')).MapRoute }) },
  // Issue 17: a folder's delivery plan in truck loads and route order (ADR 092).
  { path: 'report/deliveries', lazy: async () => ({ Component: (await import('./routes/deliveries-route')).DeliveriesRoute }) },
  // spec 000 §2 Analysis menu (issue 16): fill, inventory, usage (over the Usage report) and the
  // report card (Manage Report Card).
  { path: 'analysis/fill-analysis', lazy: async () => ({ Component: (await import('./routes/analysis-route')).FillAnalysisRoute }) },
  {
    path: 'analysis/inventory-analysis',
    lazy: async () => ({ Component: (await import('./routes/analysis-route')).InventoryAnalysisRoute }),
  },
  { path: 'analysis/usage', lazy: async () => ({ Component: (await import('./routes/analysis-route')).UsageAnalysisRoute }) },
  { path: 'analysis/report-card', lazy: async () => ({ Component: (await import('./routes/analysis-route')).ReportCardRoute }) },
  { path: 'search', lazy: async () => ({ Component: (await import('./routes/search-route')).SearchRoute }) },
  {
    path: 'admin/outbox',
    lazy: async () => ({ Component: (await import('../features/admin/components/outbox-page')).OutboxPage }),
  },
  {
    path: 'admin/brands',
    lazy: async () => ({ Component: (await import('../features/admin/components/brands-page')).BrandsPage }),
  },
  // spec 000 §2 manage modal sub-paths and /create (issue 6); /user and /user/setup (issue 14); the
  // Alerts tab of assets, devices and folders (issue 15); the user's Email Reports (issue 16); the
  // Comments, Documents and Events tabs and the Config tab, the config snapshot (issue 19).
  ...[
    'asset',
    'asset/setup',
    'asset/history',
    'asset/config',
    'asset/alerts',
    'asset/comments',
    'asset/documents',
    'asset/events',
    'device',
    'device/setup',
    'device/history',
    'device/config',
    'device/alerts',
    'device/comments',
    'device/documents',
    'device/rma',
    'device/events',
    'folder',
    'folder/setup',
    'folder/config',
    'folder/alerts',
    'folder/comments',
    'folder/documents',
    'folder/events',
    'user',
    'user/setup',
    'user/email-reports',
  ].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./routes/manage-route')).ManageRoute }),
  })),
  // spec 000 §2 Folder menu: Users (issue 14).
  { path: 'folder/users', lazy: async () => ({ Component: (await import('./routes/folder-users-route')).FolderUsersRoute }) },
  // spec 000 §2 Folder menu: Schedules (issue 15).
  {
    path: 'folder/schedules',
    lazy: async () => ({ Component: (await import('./routes/folder-schedules-route')).FolderSchedulesRoute }),
  },
  // spec 000 §2 Folder menu: Products (issue 19).
  {
    path: 'folder/products',
    lazy: async () => ({ Component: (await import('./routes/folder-products-route')).FolderProductsRoute }),
  },
  // spec 000 §2 Folder menu: Templates (issue 19): asset templates and strapping tables.
  {
    path: 'folder/asset-templates',
    lazy: async () => ({ Component: (await import('./routes/folder-templates-route')).FolderTemplatesRoute }),
  },
  // spec 000 §2 Folder menu: Billing (issue 18).
  { path: 'billing', lazy: async () => ({ Component: (await import('./routes/billing-route')).BillingRoute }) },
  // spec 000 §2 Folder menu: Custom Alerts (issue 15).
  {
    path: 'folder/custom-alerts',
    lazy: async () => ({ Component: (await import('./routes/custom-alerts-route')).CustomAlertsRoute }),
  },
  { path: 'create', lazy: async () => ({ Component: (await import('./routes/create-route')).CreateRoute }) },
  // spec 000 §2 Help menu (issue 19): open signed out too, in the help pages' own frame (router.tsx).
  { path: 'help/user-guide', lazy: async () => ({ Component: (await import('./routes/help-route')).UserGuideRoute }) },
  { path: 'help/hardware-docs', lazy: async () => ({ Component: (await import('./routes/help-route')).HardwareDocsRoute }) },
  { path: 'help/request-support', lazy: async () => ({ Component: (await import('./routes/help-route')).RequestSupportRoute }) },
  {
    path: 'help/developer-support',
    lazy: async () => ({ Component: (await import('./routes/help-route')).DeveloperSupportRoute }),
  },
];

/** Whether the signed-in frame routes `pathname` to a page. The shell shows a navigation item,
 * menu entry or icon only when it does (app/shell/route-availability.ts), so a screen appears in
 * the menus by being routed here. */
export const hasSignedInPage = (pathname: string) => hasPageIn(signedInRoutes, pathname);
