// spec 000 §7: POST Webview/Email/Link/ body recipientUserUid, note, link (200 means success).
import { useMutation } from '@tanstack/react-query';
import { shareResultSchema, type EmailLinkBody } from '@ullage/domain/api/share';
import { apiFetch } from '../../../lib/api-client';

export function sendLink(body: EmailLinkBody) {
  return apiFetch('Webview/Email/Link', { method: 'POST', body, schema: shareResultSchema });
}

export function useSendLink() {
  return useMutation({ mutationFn: sendLink });
}
