// spec 000 §2 token hand-over screen: "Reads query parameters at (access token), rt (refresh
// token) and cb (company branding, default the main brand), logs the user in immediately and
// renders nothing. Its path is not shown" (ours: /handover, docs/decisions/015-login-page.md).
// The tokens leave the address bar and the history entry before anything else happens.
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { DEFAULT_BRAND_KEY } from '@ullage/domain/brands';
import { clearSignedInState, startSignIn, storeLoginBrand } from '../utils/auth-storage';

export const HANDOVER_PATH = '/handover';

export function tokenHandoverLoader(queryClient: QueryClient) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const at = url.searchParams.get('at');
    const rt = url.searchParams.get('rt');
    const cb = (url.searchParams.get('cb') ?? DEFAULT_BRAND_KEY).toLowerCase();
    // At once: no token stays visible, in the history, or in a Referer.
    window.history.replaceState(null, '', HANDOVER_PATH);
    if (!at || !rt) return redirect('/');
    if (/^[a-z0-9-]+$/.test(cb)) storeLoginBrand(cb);
    startSignIn({ access_token: at, refresh_token: rt, theme: '' });
    try {
      // Loaded here, not with the login page's router (docs/decisions/048-zod-off-the-login-page.md).
      const { completeSignIn } = await import('../hooks/complete-sign-in');
      return redirect(await completeSignIn(queryClient));
    } catch {
      clearSignedInState();
      return redirect(cb !== DEFAULT_BRAND_KEY && /^[a-z0-9-]+$/.test(cb) ? `/${cb}` : '/');
    }
  };
}

/** Renders nothing (spec 000 §2). */
export function TokenHandover() {
  return null;
}
