// The folder's setup tab (spec 001 §3.3 Folder: label, address, company flag; §7 PUT Folder/{uid}).
// The company flag is set when a folder is made and cannot change after (the server refuses it).
import type { Folder, FolderSaveBody } from '@ullage/domain/api/folder';
import { canEditFolder } from '@ullage/domain/editing';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/form-resolver';
import { useSaveFolder } from '../api/save-folder';
import { folderFormSchema, folderToForm, type FolderFormValues } from '../utils/form-schemas';
import { TextField } from '../../../components/form-fields';
import { FormActions, useFormSave } from '../../../components/form-save';
import { AddressFields } from './address-fields';
import { useManageEnvironment } from './manage-environment';

export function FolderSetup({ folder, folderReadOnly }: { folder: Folder; folderReadOnly: boolean }) {
  const env = useManageEnvironment();
  const editable = canEditFolder(env.permissions, { folderReadOnly, isCompany: folder.config.isCompany });
  const form = useForm<FolderFormValues, unknown, FolderSaveBody>({
    resolver: zodResolver(folderFormSchema(folder)),
    defaultValues: folderToForm(folder),
    mode: 'onTouched',
  });
  const save = useSaveFolder();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: FolderSaveBody) => ({ uid: folder.uid, body }),
    failureTitle: SAVE_FAILURE_TITLES.folder,
    done: 'Folder saved',
    onSaved: (saved) => form.reset(folderToForm(saved)),
  });

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
        {editable && (
          <FormActions
            failure={failure}
            pending={save.isPending}
            submitLabel="Save"
            pendingLabel="Saving…"
            onUndo={() => form.reset()}
            undoDisabled={!form.formState.isDirty}
          />
        )}
      </form>
    </FormProvider>
  );
}
