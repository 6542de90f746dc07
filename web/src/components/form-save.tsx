// Saving a setup or create form: validate (the form's zod resolver), send, and on failure put the
// server's first message of each field on it and the rest under the save's title (spec 001 §5
// "Server result handling", §8 save failure titles); the Undo and Save buttons.
import { useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '../lib/toast';
import { applySaveError, toastSaveFailure, type SaveFailure } from '../lib/save-errors';
import { FormAlert, formHasField } from './form-fields';

interface Mutation<V, R> {
  mutate: (variables: V, options: { onSuccess: (result: R) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

export interface FormSaveOptions<B, V, R> {
  /** The call's variables for the body the form's schema made. */
  variables: (body: B) => V;
  /** spec 001 §8: 'Error saving Device', 'Error saving Folder', ... */
  failureTitle: string;
  /** Toast after a save ('Asset saved'). */
  done: string;
  onSaved?: (result: R) => void;
  /** Also say the failure in a toast (spec 000 §8: 'Error saving User', 'Error saving contact'),
   * with the server's message or 'Unknown error'. */
  toastFailure?: boolean;
}

export function useFormSave<T extends FieldValues, B, V, R>(
  form: UseFormReturn<T, unknown, B>,
  mutation: Mutation<V, R>,
  options: FormSaveOptions<B, V, R>,
) {
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const formEl = e.currentTarget;
    void form.handleSubmit((body) => {
      setFailure(null);
      mutation.mutate(options.variables(body), {
        onSuccess: (result) => {
          toast.success(options.done, { autoClose: 3000 });
          options.onSaved?.(result);
        },
        onError: (error) => {
          setFailure(applySaveError(error, options.failureTitle, form.setError, (f) => formHasField(formEl, f)));
          if (options.toastFailure) toastSaveFailure(options.failureTitle, error);
        },
      });
    })(e);
  };
  return { onSubmit, failure };
}

/** The failure, if any, and the form's buttons: Undo changes (setup forms) and the submit button. */
export function FormActions({
  failure,
  pending,
  submitLabel,
  pendingLabel,
  onUndo,
  undoDisabled,
}: {
  failure: SaveFailure | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onUndo?: () => void;
  undoDisabled?: boolean;
}) {
  return (
    <>
      {failure && <FormAlert title={failure.title} messages={failure.messages} />}
      <div className="manage-actions">
        {onUndo && (
          <button type="button" className="button button-secondary" disabled={undoDisabled || pending} onClick={onUndo}>
            Undo changes
          </button>
        )}
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
