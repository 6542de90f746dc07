// spec 001 §7 POST EntityReport/CustomColumns/{uid}?reportTypeId: the user's column choice of one
// report type, visible columns in display order.
import { useMutation } from '@tanstack/react-query';
import { CUSTOM_COLUMNS_PATH } from '@ullage/domain/reports/api';
import { apiFetch } from '../../../lib/api-client';

export interface SaveCustomColumnsInput {
  userUid: number;
  reportTypeId: number;
  /** Visible column ids in display order. */
  colIds: readonly string[];
}

export function saveCustomColumns({ userUid, reportTypeId, colIds }: SaveCustomColumnsInput): Promise<unknown> {
  return apiFetch(`${CUSTOM_COLUMNS_PATH}/${userUid}`, {
    method: 'POST',
    query: { reportTypeId },
    body: colIds.map((fieldName) => ({ fieldName })),
  });
}

export function useSaveCustomColumns() {
  return useMutation({ mutationFn: saveCustomColumns });
}
