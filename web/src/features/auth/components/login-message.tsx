// The login message after a sign-in (ADR 100): asks for it, and loads the dialog's code only when
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
  const message = data?.message ?? null;
  useEffect(() => {
    if (data && !data.message) removeSession(SESSION_KEYS.loginMessagePending);
  }, [data]);
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <LoginMessageDialog message={message} />
    </Suspense>
  );
}
