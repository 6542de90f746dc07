// spec 000 §2 Layout ("Top header with company branding and logout") and Right navigation (user
// name, Log Out, a Dark Mode switch, the application version).
import { useQueryClient } from '@tanstack/react-query';
import { APP_VERSION } from '@ullage/domain/constants';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LabelledSwitch } from '../components/switch';
import { useSession } from '../features/auth/api/get-session';
import { logout } from '../features/auth/api/logout';
import { isApiError } from '../lib/api-client';
import { useColorScheme } from '../lib/theme';
import './signed-in-layout.css';

export function SignedInLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: session, error } = useSession();
  const [scheme, setScheme] = useColorScheme();
  const rejected = isApiError(error) && error.status === 401;

  useEffect(() => {
    // The stored token is no longer accepted (token refresh is a later issue): sign out cleanly.
    if (!rejected) return;
    logout(queryClient);
    void navigate('/', { replace: true });
  }, [rejected, queryClient, navigate]);

  // Anything else the session call throws is unexpected: the route's error page takes it.
  if (error && !rejected && !session) throw error;

  const onLogOut = () => {
    logout(queryClient);
    void navigate('/', { replace: true });
  };

  return (
    <div className="shell">
      <header className="shell-header">
        <div className="shell-brand">{session?.branding.companyName}</div>
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
