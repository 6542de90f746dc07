// The folder's setup tab (spec 001 §3.3 Folder: label, address, company flag; §7 PUT Folder/{uid}).
// The company flag is set when a folder is made and cannot change after (the server refuses it).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Folder, FolderSaveBody } from '@ullage/domain/api/folder';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useSaveFolder } from '../api/save-folder';
import { folderEditable } from '../utils/editing';
import { folderFormSchema, folderToForm, type FolderFormValues } from '../utils/form-schemas';
import { applySaveError, type SaveFailure } from '../utils/save-errors';
import { FormAlert, formHasField, TextField } from './form-fields';
import { AddressFields } from './address-fields';
import { useManageEnvironment } from './manage-environment';

export function FolderSetup({ folder, folderReadOnly }: { folder: Folder; folderReadOnly: boolean }) {
  const env = useManageEnvironment();
  const editable = folderEditable({ permissions: env.permissions, folderReadOnly }, folder.config.isCompany);
  const form = useForm<FolderFormValues, unknown, FolderSaveBody>({ resolver: zodResolver(folderFormSchema(folder)), defaultValues: folderToForm(folder), mode: 'onTouched' });
  const save = useSaveFolder();
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const formEl = e.currentTarget;
    void form.handleSubmit((body) => {
    setFailure(null);
    save.mutate(
      { uid: folder.uid, body },
      {
        onSuccess: (saved) => {
          form.reset(folderToForm(saved));
          toast.success('Folder saved', { autoClose: 3000 });
        },
        onError: (error) => setFailure(applySaveError(error, SAVE_FAILURE_TITLES.folder, form.setError, (f) => formHasField(formEl, f))),
      },
    );
    })(e);
  };

  return (
    <FormProvider {...form}>
      <form className="manage-form" onSubmit={onSubmit} noValidate aria-label="Folder setup">
        {!editable && <p className="manage-notice">You can view this folder's setup but not change it.</p>}
        <fieldset className="manage-section" disabled={!editable}>
          <legend>Folder</legend>
          <div className="manage-grid">
            <TextField name="label" label="Label" maxLength={100} />
            <div className="field">
              <span className="field-label">Kind</span>
              <span className="manage-static">{folder.config.isCompany ? 'Company (set when the folder was made)' : 'Folder'}</span>
            </div>
          </div>
        </fieldset>
        <fieldset className="manage-section" disabled={!editable}>
          <legend>Address</legend>
          <AddressFields />
        </fieldset>
        {failure && <FormAlert title={failure.title} messages={failure.messages} />}
        {editable && (
          <div className="manage-actions">
            <button type="button" className="button button-secondary" disabled={!form.formState.isDirty || save.isPending} onClick={() => form.reset()}>
              Undo changes
            </button>
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}
