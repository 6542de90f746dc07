// spec 000 §2 Screens and routes.
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { SIGNED_IN_HOME, LoginPage } from '../features/auth/components/login-page';
import { hasAccessToken } from '../features/auth/utils/auth-storage';
import { ErrorPage } from './error-page';

/** Signed-in screens need a token in session storage; without one the visitor goes to login. */
function requireSignedIn() {
  return hasAccessToken() ? null : redirect('/');
}

/** spec 000 §2 "anything else: Login screen" for visitors; a signed-in user goes home instead. */
function signedInGoHome() {
  return hasAccessToken() ? redirect(SIGNED_IN_HOME) : null;
}

/** The route table. The shell shows a navigation item, menu entry or icon only when its page is
 * here (app/shell/route-availability.ts), so a screen appears in the menus by being routed. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <div className="route-loading" aria-busy="true" />,
    children: [
      { index: true, Component: LoginPage },
      {
        // The signed-in frame (spec 000 §2 Layout) around every signed-in screen; its own chunk,
        // so the login page does not download it.
        id: 'signed-in',
        loader: requireSignedIn,
        lazy: async () => ({ Component: (await import('./signed-in-layout')).SignedInLayout }),
        children: [
          { path: SIGNED_IN_HOME.slice(1), lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }) },
          { path: 'search', lazy: async () => ({ Component: (await import('./routes/search-route')).SearchRoute }) },
        ],
      },
      { path: '*', loader: signedInGoHome, Component: LoginPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
