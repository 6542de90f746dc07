// spec 001 §7 PUT Alert/Message (an existing template, its id in the body) or POST
// Alert/Message/ToFolder/{folderUid} (a new one in the folder).
import { useMutation } from '@tanstack/react-query';
import { alertMessageSchema, type AlertMessage, type AlertMessageBody } from '@ullage/domain/alerts/alert-messages';
import { apiFetch } from '../../../lib/api-client';

export function saveAlertMessage({ folderUid, body }: { folderUid: number; body: AlertMessageBody }): Promise<AlertMessage> {
  return body.id > 0
    ? apiFetch('Alert/Message', { method: 'PUT', body, schema: alertMessageSchema })
    : apiFetch(`Alert/Message/ToFolder/${folderUid}`, { method: 'POST', body, schema: alertMessageSchema });
}

export function useSaveAlertMessage() {
  return useMutation({ mutationFn: saveAlertMessage });
}
