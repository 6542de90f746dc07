// spec 000 §2 Screens and routes.
import { createBrowserRouter, redirect } from 'react-router';
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

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <div className="route-loading" aria-busy="true" />,
      children: [
        { index: true, Component: LoginPage },
        {
          path: SIGNED_IN_HOME.slice(1),
          loader: requireSignedIn,
          // The signed-in frame is its own chunk: the login page does not download it.
          lazy: async () => ({ Component: (await import('./signed-in-layout')).SignedInLayout }),
        },
        { path: '*', loader: signedInGoHome, Component: LoginPage },
      ],
    },
  ]);
}
