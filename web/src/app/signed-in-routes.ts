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
  { path: 'report/asset', lazy: async () => ({ Component: (await import('./routes/report-route')).AssetReportRoute }) },
  { path: 'report/device', lazy: async () => ({ Component: (await import('./routes/report-route')).DeviceReportRoute }) },
  { path: 'report/config', lazy: async () => ({ Component: (await import('./routes/report-route')).ConfigReportRoute }) },
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
  // Alerts tab of assets, devices and folders (issue 15); their Comments and Documents tabs (issue 19).
  ...[
    'asset',
    'asset/setup',
    'asset/history',
    'asset/alerts',
    'asset/comments',
    'asset/documents',
    'device',
    'device/setup',
    'device/history',
    'device/alerts',
    'device/comments',
    'device/documents',
    'folder',
    'folder/setup',
    'folder/alerts',
    'folder/comments',
    'folder/documents',
    'user',
    'user/setup',
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
  // spec 000 §2 Folder menu: Custom Alerts (issue 15).
  {
    path: 'folder/custom-alerts',
    lazy: async () => ({ Component: (await import('./routes/custom-alerts-route')).CustomAlertsRoute }),
  },
  { path: 'create', lazy: async () => ({ Component: (await import('./routes/create-route')).CreateRoute }) },
];

/** Whether the signed-in frame routes `pathname` to a page. The shell shows a navigation item,
 * menu entry or icon only when it does (app/shell/route-availability.ts), so a screen appears in
 * the menus by being routed here. */
export const hasSignedInPage = (pathname: string) => hasPageIn(signedInRoutes, pathname);
