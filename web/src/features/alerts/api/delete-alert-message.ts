// DELETE Alert/Message/{id} (issue 15): the alerts that named the message are worded by their kind's
// template from then on; the answer says how many.
import { useMutation } from '@tanstack/react-query';
import { alertMessageDeleteResultSchema } from '@ullage/domain/alerts/alert-messages';
import { apiFetch } from '../../../lib/api-client';

export function deleteAlertMessage(id: number) {
  return apiFetch(`Alert/Message/${id}`, { method: 'DELETE', schema: alertMessageDeleteResultSchema });
}

export function useDeleteAlertMessage() {
  return useMutation({ mutationFn: deleteAlertMessage });
}
