// The login messages after a sign-in (ADR 100, 102): asks for them, and loads the dialog's code only when
// there is one. Most sign-ins have none, and the dialog's primitives (Radix Dialog, focus guards,
// scroll lock) would otherwise be some 15 KB of every visit.
import { lazy, Suspense, useEffect } from 'react';
import { SESSION_KEYS, removeSession } from '../../../lib/storage';
import { useLoginMessage } from '../api/get-login-message';

const LoginMessageDialog = lazy(async () => ({
  default: (await import('./login-message-dialog')).LoginMessageDialog,
}));

export function LoginMessage() {
  const { data } = useLoginMessage();
  // The company's message first, then the billing notices (call blocks expiring: ADR 102).
  const messages = data ? [...(data.message ? [data.message] : []), ...data.notices] : [];
  useEffect(() => {
    if (data && !data.message && data.notices.length === 0) removeSession(SESSION_KEYS.loginMessagePending);
  }, [data]);
  if (messages.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LoginMessageDialog messages={messages} />
    </Suspense>
  );
}
