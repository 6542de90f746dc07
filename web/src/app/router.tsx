// spec 000 §2 Screens and routes.
import { RMA_RETURN_FORM_PATH } from '@ullage/domain/billing/rma-paths';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { HANDOVER_PATH, TokenHandover, tokenHandoverLoader } from '../features/auth/components/token-handover';
import { hasAccessToken } from '../features/auth/utils/auth-storage';
import { SIGNED_IN_LANDING } from '../features/auth/utils/landing';
import { ErrorPage } from './error-page';
import { isHelpPath } from './help-pages';
import { signedInRoutes } from './signed-in-routes';
import { isWideNow, wideFrame } from './shell/wide-frame-part';

/** Signed-in screens need a token in session storage; without one the visitor goes to login,
 * except on the help pages, which open signed out too (spec 000 §2 "/help/*"). */
const requireSignedIn: LoaderFunction = ({ request }) =>
  hasAccessToken() || isHelpPath(new URL(request.url).pathname) ? null : redirect('/');

/** spec 000 §2 "anything else: Login screen" for visitors; a signed-in user goes to the summary of
 * the selected folder (the last one, else the base folder) instead. */
function signedInGoHome() {
  return hasAccessToken() ? redirect(SIGNED_IN_LANDING) : null;
}

/** The login page and /tlogin: their own chunk, with the form and its library (react-hook-form),
 * so a signed-in page's first load does without them; index.html preloads it on `/` and
 * `/{brand}` (server/src/plugins/spa.ts; docs/decisions/073-first-paint-bytes.md). */
const loginPage = async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage });
const tloginPage = async () => ({ Component: (await import('../features/auth/components/tlogin-page')).TLoginPage });

/** The route table. The signed-in screens are in ./signed-in-routes.ts, which the shell's menus
 * consult (a screen appears in the menus by being routed there). Exported for the browser suite's
 * accessibility test (e2e/support/routes.ts), which visits every page it routes. */
export function buildAppRoutes(handoverLoader?: LoaderFunction): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <div className="route-loading" aria-busy="true" />,
      children: [
        { index: true, loader: signedInGoHome, lazy: loginPage },
        // Their own chunks: forms the login page does not show (docs/decisions/048-zod-off-the-login-page.md).
        {
          path: 'forgot-password',
          lazy: async () => ({ Component: (await import('../features/auth/components/forgot-password-page')).ForgotPasswordPage }),
        },
        {
          path: 'change-password',
          lazy: async () => ({ Component: (await import('../features/auth/components/change-password-page')).ChangePasswordPage }),
        },
        // The RMA product return form an invitation leads to (issue 18), signed out.
        {
          path: RMA_RETURN_FORM_PATH.slice(1),
          lazy: async () => ({ Component: (await import('../features/rma/components/rma-return-page')).RmaReturnPage }),
        },
        { path: 'tlogin', loader: signedInGoHome, lazy: tloginPage },
        { path: HANDOVER_PATH.slice(1), loader: handoverLoader, Component: TokenHandover },
        {
          // The signed-in frame (spec 000 §2 Layout) around every signed-in screen; its own chunk,
          // so the login page does not download it.
          id: 'signed-in',
          loader: requireSignedIn,
          // In a wide window the frame's wide parts too, side by side (app/shell/wide-frame.tsx).
          // Signed out (only the help pages get here so), the help pages' own branded frame.
          lazy: async () => {
            if (!hasAccessToken()) return { Component: (await import('./public-help-frame')).PublicHelpFrame };
            const [frame] = await Promise.all([
              import('./signed-in-layout'),
              isWideNow() ? wideFrame.load().catch(() => undefined) : undefined,
            ]);
            return { Component: frame.SignedInLayout };
          },
          children: signedInRoutes,
        },
        // /demo and /{company} are the branded login pages (the first path segment names the
        // brand); anything else is the login screen (spec 000 §2).
        { path: '*', loader: signedInGoHome, lazy: loginPage },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildAppRoutes(tokenHandoverLoader(queryClient)));
}
