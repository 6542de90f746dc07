// spec 000 §2 Layout ("Top header with company branding and logout") and Right navigation (user
// name, Log Out, a Dark Mode switch, the application version). spec 000 §4 Token refresh and Logout.
import { useQueryClient } from '@tanstack/react-query';
import { APP_VERSION } from '@ullage/domain/constants';
import { SYSTEM_ADMIN_ROLE_RANK } from '@ullage/domain/permissions';
import { useEffect } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { LabelledSwitch } from '../components/switch';
import { useSession } from '../features/auth/api/get-session';
import { logout } from '../features/auth/api/logout';
import { useTokenRefresh } from '../features/auth/hooks/use-token-refresh';
import { signedOutPath } from '../features/auth/utils/auth-storage';
import { useBrandTheme } from '../features/auth/utils/brand-theme';
import { isApiError } from '../lib/api-client';
import { useColorScheme } from '../lib/theme';
import './signed-in-layout.css';

export function SignedInLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: session, error } = useSession();
  const [scheme, setScheme] = useColorScheme();
  const rejected = isApiError(error) && error.status === 401;
  useTokenRefresh();
  useBrandTheme(session?.branding.theme, session?.branding.inputTheme);

  useEffect(() => {
    // The stored token is no longer accepted: sign out cleanly.
    if (!rejected) return;
    const to = signedOutPath();
    logout(queryClient);
    void navigate(to, { replace: true });
  }, [rejected, queryClient, navigate]);

  // Anything else the session call throws is unexpected: the route's error page takes it.
  if (error && !rejected && !session) throw error;

  const onLogOut = () => {
    // spec 000 §4: back to / or to the company's own path.
    const to = signedOutPath();
    logout(queryClient);
    void navigate(to, { replace: true });
  };

  return (
    <div className="shell">
      <header className="shell-header">
        <div className="shell-brand">{session?.branding.companyName}</div>
        {session?.roleRank === SYSTEM_ADMIN_ROLE_RANK && (
          <nav className="shell-admin" aria-label="System administration">
            <NavLink to="/admin/outbox">Outbox</NavLink>
            <NavLink to="/admin/brands">Brands</NavLink>
          </nav>
        )}
        <div className="shell-account" aria-busy={!session}>
          {session && (
            <div className="shell-user">
              <span className="shell-user-name">{session.userName}</span>
              <span className="shell-user-folder">{session.baseFolder.label}</span>
            </div>
          )}
          <LabelledSwitch
            label="Dark Mode"
            checked={scheme === 'dark'}
            onCheckedChange={(dark) => setScheme(dark ? 'dark' : 'light')}
          />
          <span className="shell-version">v{APP_VERSION}</span>
          <button type="button" className="button button-secondary shell-logout" onClick={onLogOut}>
            Log Out
          </button>
        </div>
      </header>
      <main className="shell-main">
        <Outlet />
      </main>
    </div>
  );
}
