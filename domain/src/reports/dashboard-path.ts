/** GET Folder/{uid}/Dashboard, the dashboard's call (its contract: ./dashboard-api.ts). Apart from
 * that contract so that code which only names the call, such as the live updates on a signed-in
 * page's first paint, does not load zod (docs/decisions/073-first-paint-bytes.md). */
export const FOLDER_DASHBOARD_PATH = 'Folder/{uid}/Dashboard';
