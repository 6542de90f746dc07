// POST Support/Request: emails the request to the company's support contact with the user's context.
import { useMutation } from '@tanstack/react-query';
import { supportRequestResultSchema, type SupportRequestBody } from '@ullage/domain/api/support';
import { apiFetch } from '../../../lib/api-client';

export function sendSupportRequest(body: SupportRequestBody) {
  return apiFetch('Support/Request', { method: 'POST', body, schema: supportRequestResultSchema });
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
