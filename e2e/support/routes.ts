// The pages the web app routes, read from its own route table (web/src/app/router.tsx, whose
// signed-in screens are web/src/app/signed-in-routes.ts): a test that visits "every page" walks
// this list, so a page added to the router is visited without the test being edited.
//
// Imported at run time by path (Vitest transforms the router's TSX), not statically: a static
// import would make `tsc -p e2e` type-check the whole web app under the e2e settings.
import type { DemoSite } from './demo';

interface RouteNode {
  path?: string;
  index?: boolean;
  id?: string;
  children?: RouteNode[];
}

export interface RoutedPage {
  /** The route's full path: '/', '/forgot-password', '/report/summary'; '/*' for the catch-all. */
  path: string;
  /** Inside the signed-in frame (the route with id 'signed-in'). */
  signedIn: boolean;
}

const ROUTER = new URL('../../web/src/app/router.tsx', import.meta.url).href;

export async function routedPages(): Promise<RoutedPage[]> {
  const { buildAppRoutes } = (await import(/* @vite-ignore */ ROUTER)) as { buildAppRoutes: () => RouteNode[] };
  const pages: RoutedPage[] = [];
  const walk = (routes: readonly RouteNode[], base: string, signedIn: boolean) => {
    for (const route of routes) {
      const path =
        route.index || route.path === undefined
          ? base
          : route.path.startsWith('/')
            ? route.path
            : `${base.replace(/\/$/, '')}/${route.path}`;
      const inside = signedIn || route.id === 'signed-in';
      if (route.children?.length) walk(route.children, path, inside);
      else pages.push({ path: path || '/', signedIn: inside });
    }
  };
  walk(buildAppRoutes(), '', false);
  return pages;
}

/** Tabs a signed-in page opens by a query parameter, each visited as well. */
const TABS: Readonly<Record<string, readonly string[]>> = {
  '/folder/users': ['tab=contacts', 'tab=roles'],
};

/** The system administrator's pages, visited as the system administrator; the rest as a company user. */
export const isAdminPage = (path: string) => path.startsWith('/admin/');

/** A signed-in page's addresses: the fixture entity its first path segment names (an asset, a
 * device, the user, a search term, the folder to add to), else the site folder, which every folder
 * page takes; then its tabs. */
export function signedInVisits(path: string, { site, userUid }: { site: DemoSite; userUid: number }): string[] {
  const first = path.split('/')[1];
  const query =
    first === 'asset'
      ? `fuid=${site.uid}&uid=${site.asset.uid}`
      : first === 'device'
        ? `fuid=${site.uid}&uid=${site.device.uid}`
        : first === 'user'
          ? `uid=${userUid}`
          : first === 'search'
            ? `term=${encodeURIComponent(site.label)}&fuid=${site.uid}&uid=${site.uid}`
            : first === 'create'
              ? `fuid=${site.uid}`
              : isAdminPage(path)
                ? ''
                : `fuid=${site.uid}&uid=${site.uid}`;
  const at = query ? `${path}?${query}` : path;
  return [at, ...(TABS[path] ?? []).map((tab) => `${at}${query ? '&' : '?'}${tab}`)];
}
