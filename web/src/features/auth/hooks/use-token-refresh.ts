// spec 000 §4 Token refresh: "runs on a timer after each login or refresh, and is rescheduled after
// a page reload, when the session is restored from session storage. A non-200 result shows
// 'Session Expired' and logs out; a failure also logs out." spec 000 §9: every 600000 ms.
import { useQueryClient } from '@tanstack/react-query';
import { TOKEN_REFRESH_INTERVAL_MS } from '@ullage/domain/constants';
import { SESSION_EXPIRED } from '@ullage/domain/messages';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { logout } from '../api/logout';
import { refreshTokens } from '../api/refresh-token';
import { readTokensIssuedAt } from '../utils/auth-storage';
import { signedOutPath } from '../utils/stored-session';

export function useTokenRefresh(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const schedule = () => {
      // From when the tokens were issued, so a reload keeps the original rhythm.
      const due = readTokensIssuedAt() + TOKEN_REFRESH_INTERVAL_MS;
      timer = setTimeout(run, Math.max(0, due - Date.now()));
    };

    const run = async () => {
      try {
        await refreshTokens();
        if (!stopped) schedule();
      } catch {
        if (stopped) return;
        toast.error(SESSION_EXPIRED, { toastId: 'session-expired' });
        const to = signedOutPath();
        logout(queryClient);
        void navigate(to, { replace: true });
      }
    };

    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [queryClient, navigate]);
}
