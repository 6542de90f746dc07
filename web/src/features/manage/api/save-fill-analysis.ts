// PUT AssetFill/{id} (ours; spec 001 §3.3 AssetFill includeInAnalysis): leaves a fill of the tank's
// history out of the analysis screens' figures, or returns it. The tank's fill history is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ASSET_FILL_PATH, assetFillAnswerSchema } from '@ullage/domain/tanks/api';
import { apiFetch } from '../../../lib/api-client';

export function saveFillAnalysis({ id, includeInAnalysis }: { id: number; includeInAnalysis: boolean }) {
  return apiFetch(`${ASSET_FILL_PATH}/${id}`, { method: 'PUT', body: { includeInAnalysis }, schema: assetFillAnswerSchema });
}

export function useSaveFillAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFillAnalysis,
    onSuccess: () => client.invalidateQueries({ queryKey: ['history', 'fills'] }),
  });
}
