// spec 000 §4: a navigate-to-entity invitation kept in session storage (auth-storage.ts) while the
// sign-in finishes, read back once and checked against its schema (which fills its defaults).
import { invitationSchema, type Invitation } from '@ullage/domain/people/invitations';
import { SESSION_KEYS, readSessionJson, removeSession } from '../../../lib/storage';

/** Read once: a navigate-to-entity invitation is honoured by one sign-in. */
export function takePendingInvitation(): Invitation | undefined {
  const parsed = invitationSchema.safeParse(readSessionJson(SESSION_KEYS.pendingInvitation));
  removeSession(SESSION_KEYS.pendingInvitation);
  return parsed.success ? parsed.data : undefined;
}
