// spec 000 §5: "Rename does nothing if the name is unchanged or the action is cancelled." The name
// is checked with the server's own schema (domain renameBodySchema), so the words are the same.
import { renameBodySchema } from '@ullage/domain/api/entity';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/form-resolver';
import { showGenericErrorToast } from '../../../components/error-toast';
import { Modal, ModalFormActions } from '../../../components/modal';
import { isApiError } from '../../../lib/api-client';
import { useRenameEntity } from '../api/rename-entity';

export function RenameDialog({ uid, label, onClose }: { uid: number; label: string; onClose: () => void }) {
  const rename = useRenameEntity();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(renameBodySchema), defaultValues: { label } });

  const onSubmit = handleSubmit(async ({ label: next }) => {
    if (next === label) return onClose();
    try {
      await rename.mutateAsync({ uid, label: next });
      onClose();
    } catch (error) {
      // A 400 names the field in the server's words; anything else is the generic handler's.
      const message = isApiError(error) && error.status === 400 ? error.errors?.label?.[0] : undefined;
      if (message) setError('label', { message });
      else showGenericErrorToast(error);
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Rename ${label}`}
      footer={<ModalFormActions formId={id} onCancel={onClose} submitting={isSubmitting} />}
    >
      <form id={id} onSubmit={onSubmit} noValidate className="field">
        <label className="field-label" htmlFor={`${id}-label`}>
          Name
        </label>
        <input
          id={`${id}-label`}
          className="input"
          autoFocus
          maxLength={100}
          aria-invalid={errors.label ? true : undefined}
          {...register('label')}
        />
        {errors.label && <span className="field-error">{errors.label.message}</span>}
      </form>
    </Modal>
  );
}
