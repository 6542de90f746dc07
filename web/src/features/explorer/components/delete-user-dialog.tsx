// spec 000 §2: the User node's Delete. Asks first; DELETE User/{uid}; the server's refusal is shown.
import { Modal } from '../../../components/modal';
import { isApiError } from '../../../lib/api-client';
import { showGenericErrorToast } from '../../../components/error-toast';
import { toast } from '../../../lib/toast';
import { useState } from 'react';
import { useDeleteUser } from '../api/delete-user';

export function DeleteUserDialog({
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
  const remove = useDeleteUser();
  const [problem, setProblem] = useState<string | null>(null);
  const onDelete = () =>
    remove.mutate(uid, {
      onSuccess: () => {
        toast.success(`${label} deleted`, { autoClose: 3000 });
        onDeleted();
      },
      onError: (error) => {
        if (isApiError(error) && error.status < 500) setProblem(error.message);
        else showGenericErrorToast(error);
      },
    });
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
          <button type="button" className="button button-danger" disabled={remove.isPending} onClick={onDelete}>
            Delete
          </button>
        </>
      }
    >
      <p>Delete the user {label}? They will no longer be able to sign in.</p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}
