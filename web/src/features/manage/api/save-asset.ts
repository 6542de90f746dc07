// spec 001 §4 create-or-update: PUT Asset/{uid} or POST Asset/ToFolder/{folder}.
import { useMutation } from '@tanstack/react-query';
import { assetSchema, type AssetSaveBody } from '@ullage/domain/tanks/api';
import { apiFetch } from '../../../lib/api-client';

export type AssetSave = { uid: number; body: AssetSaveBody } | { folderUid: number; body: AssetSaveBody };

export function saveAsset(save: AssetSave) {
  return 'uid' in save
    ? apiFetch(`Asset/${save.uid}`, { method: 'PUT', body: save.body, schema: assetSchema })
    : apiFetch(`Asset/ToFolder/${save.folderUid}`, { method: 'POST', body: save.body, schema: assetSchema });
}

export function useSaveAsset() {
  return useMutation({ mutationFn: saveAsset });
}
