// spec 000 §7 invitation close: body invitation plus data = new password; a 400 lists what is wrong.
import { useMutation } from '@tanstack/react-query';
import { okResponseSchema } from '@ullage/domain/people/auth-api';
import { apiFetch } from '../../../lib/api-client';

export function closeInvitation({ requestId, password }: { requestId: string; password: string }) {
  return apiFetch('Public/Invitation/Close', {
    method: 'POST',
    body: { invitation: { requestId }, data: password },
    schema: okResponseSchema,
  });
}

export function useCloseInvitation() {
  return useMutation({ mutationFn: closeInvitation });
}
