// spec 000 §4 Copy/Move dialog: pick a target folder, then confirm; on success the dialog closes
// and navigation goes to the source's parent folder with the hierarchy reloaded. spec 000 §5 the
// target rules (domain/src/copy-move.ts, the same the server enforces); §8 failed move: generic
// handler; failed copy: only logged. Modal 900x400.
import { copyMoveTargetError, type CopyMoveSubject, type CopyMoveTarget } from '@ullage/domain/copy-move';
import type { CopyMoveAction } from '@ullage/domain/messages';
import { useState } from 'react';
import { showGenericErrorToast } from '../../../components/error-toast';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { isApiError } from '../../../lib/api-client';
import { reportException } from '../../../lib/report-exception';
import { useCopyEntity } from '../api/copy-entity';
import { useEntityFolders } from '../api/get-entity-folders';
import { useNavigationNode } from '../api/get-navigation-node';
import { useMoveEntity } from '../api/move-entity';
import type { ExplorerTarget } from './explorer-actions';
import { FolderPicker, type PickerFolder } from './folder-picker';

export interface CopyMoveDialogProps {
  action: CopyMoveAction;
  target: ExplorerTarget;
  rootUid: number;
  onClose: () => void;
  /** After success: the folder the source stood in. */
  onDone: (sourceFolderUid: number) => void;
}

const title = (action: CopyMoveAction, label: string) => `${action === 'copy' ? 'Copy' : 'Move'} ${label}`;

export function CopyMoveDialog({ action, target, rootUid, onClose, onDone }: CopyMoveDialogProps) {
  const isFolder = target.kind === 'folder';
  const memberships = useEntityFolders(target.uid, !isFolder);
  const root = useNavigationNode(rootUid);
  const copy = useCopyEntity();
  const move = useMoveEntity();
  const [dest, setDest] = useState<PickerFolder | null>(null);
  const [readOnly, setReadOnly] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const sourceFolderUid = isFolder ? (target.parentUid ?? target.fuid) : target.fuid;
  const currentFolderUids = isFolder
    ? target.parentUid
      ? [target.parentUid]
      : []
    : (memberships.data?.map((m) => m.folderUid) ?? [target.fuid]);
  const subject: CopyMoveSubject = {
    // A product is never offered copy or move (canCopyMove); were it, the rules refuse it as they
    // refuse a collection.
    kind: target.kind === 'product' ? 'collection' : target.kind,
    uid: target.uid,
    isOwnAdmin: target.isOwnAdmin,
    hasChildFolders: target.hasChildFolders,
    currentFolderUids,
  };
  const asTarget = (f: PickerFolder): CopyMoveTarget => ({
    uid: f.uid,
    path: f.path,
    hasFolders: f.hasFolders,
    hasAssetsOrDevices: f.hasAssetsOrDevices,
  });
  const refusal = (f: PickerFolder) => copyMoveTargetError(action, subject, asTarget(f));
  const error = dest ? refusal(dest) : null;
  const busy = copy.isPending || move.isPending;
  const ready = root.data && (isFolder || memberships.data);

  const onConfirm = async () => {
    if (!dest || error) return;
    setServerError(null);
    try {
      if (action === 'copy') await copy.mutateAsync({ uid: target.uid, destFolderUid: dest.uid, readOnly });
      else await move.mutateAsync({ uid: target.uid, srcFolderUid: sourceFolderUid, destFolderUid: dest.uid, readOnly: false });
      onDone(sourceFolderUid);
    } catch (failure) {
      // A refusal of the rules comes back in the same words: show it where the rule's would be.
      const message = isApiError(failure) && failure.status === 400 ? (failure.errors?.destFolderUid?.[0] ?? failure.message) : null;
      if (message) setServerError(message);
      else if (action === 'move') showGenericErrorToast(failure);
      else {
        console.error(failure);
        reportException(failure);
        setServerError('Nothing was copied. Try again.');
      }
    }
  };

  const rootFolder: PickerFolder | null = root.data
    ? {
        uid: root.data.uid,
        label: root.data.label,
        path: root.data.folderUidPath,
        hasFolders: (root.data.counts?.folders ?? 0) > 0,
        hasAssetsOrDevices: (root.data.counts?.assets ?? 0) + (root.data.counts?.devices ?? 0) > 0,
      }
    : null;

  return (
    <Modal
      open
      size="copyMove"
      onOpenChange={(open) => !open && onClose()}
      title={title(action, target.label)}
      description={action === 'copy' ? 'Pick the folder it should also stand in.' : 'Pick the folder it should move to.'}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button button-primary" disabled={!dest || !!error || busy} onClick={onConfirm}>
            {action === 'copy' ? 'Copy' : 'Move'}
          </button>
        </>
      }
    >
      {!ready || !rootFolder ? (
        <Loader />
      ) : (
        <>
          <FolderPicker
            root={rootFolder}
            selectedUid={dest?.uid ?? null}
            onSelect={(f) => {
              setDest(f);
              setServerError(null);
            }}
            refusal={refusal}
          />
          <p className="copy-move-target" aria-live="polite">
            {dest ? (
              <>
                Target: <strong>{dest.label}</strong>
              </>
            ) : (
              'No target folder picked yet.'
            )}
          </p>
          {(error ?? serverError) && (
            <p role="alert" className="field-error">
              {error ?? serverError}
            </p>
          )}
          {action === 'copy' && (
            <label className="checkbox-field">
              <input type="checkbox" checked={readOnly} onChange={(e) => setReadOnly(e.target.checked)} /> Read-only in the target folder
            </label>
          )}
        </>
      )}
    </Modal>
  );
}
