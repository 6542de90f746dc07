// "Delete with validation" (issue 4; spec 001 §7 GET Folder/{uid}/Validate/Delete before DELETE
// Folder/{uid}): the reasons a folder cannot go are shown, and Delete stays disabled.
import { showGenericErrorToast } from '../../../components/error-toast';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { isApiError } from '../../../lib/api-client';
import { useDeleteFolder } from '../api/delete-folder';
import { useFolderDeleteValidation } from '../api/validate-folder-delete';

export function DeleteFolderDialog({
  uid,
  label,
  onClose,
  onDeleted,
}: {
  uid: number;
  label: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const validation = useFolderDeleteValidation(uid, true);
  const remove = useDeleteFolder();
  const items = validation.data ?? [];
  const blocked = items.some((i) => !i.isValid);

  const onDelete = async () => {
    try {
      await remove.mutateAsync(uid);
      onDeleted();
    } catch (error) {
      if (isApiError(error) && error.status === 409) void validation.refetch();
      else showGenericErrorToast(error);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${label}`}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={!validation.data || blocked || remove.isPending}
            onClick={onDelete}
          >
            Delete
          </button>
        </>
      }
    >
      {validation.isPending && <Loader label="Checking the folder…" />}
      {validation.isError && <p className="field-error">The folder could not be checked. Close this and try again.</p>}
      {validation.data && (
        <ul className="validation-list">
          {items.map((item) => (
            <li key={item.label} className={item.isValid ? 'validation-ok' : 'validation-blocked'}>
              <strong>{item.label}:</strong> {item.message}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
