// Issue 4: "Navigation items whose pages later issues build are not shown until their page exists:
// no placeholder pages." A page exists when the route table routes it to something other than the
// catch-all login screen.
import { matchRoutes, type RouteObject } from 'react-router';

export function hasPageIn(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1]?.route;
  return Boolean(leaf) && leaf!.path !== '*' && leaf!.index !== true;
}
