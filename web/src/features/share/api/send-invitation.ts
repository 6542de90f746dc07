// spec 000 §7: POST Webview/Email/Invitation/ body recipientUserUid, note, uid, folderUid.
import { useMutation } from '@tanstack/react-query';
import { shareResultSchema, type InvitationSendBody } from '@ullage/domain/api/share';
import { apiFetch } from '../../../lib/api-client';

export function sendInvitation(body: InvitationSendBody) {
  return apiFetch('Webview/Email/Invitation', { method: 'POST', body, schema: shareResultSchema });
}

export function useSendInvitation() {
  return useMutation({ mutationFn: sendInvitation });
}
