// The folder's setup tab (spec 001 §3.3 Folder: label, address, company flag; §7 PUT Folder/{uid}).
// The company flag is set when a folder is made and cannot change after (the server refuses it).
// Its identity configs (a site's customer number, issue 14) are saved with it.
import type { Folder, FolderSaveBody } from '@ullage/domain/api/folder';
import { canEditFolder } from '@ullage/domain/editing';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { ConfigType } from '@ullage/domain/configs';
import { Permission } from '@ullage/domain/people/permissions';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Loader } from '../../../components/loader';
import { zodResolver } from '../../../lib/form-resolver';
import { useEntityConfigs } from '../api/get-entity-configs';
import { useIdentityGroups } from '../api/get-identity-groups';
import { useSaveFolder } from '../api/save-folder';
import { folderFormSchema, folderToForm, type FolderFormValues, type StoredEntityConfig } from '../utils/form-schemas';
import { TextField } from '../../../components/form-fields';
import { FormActions, useFormSave } from '../../../components/form-save';
import { AddressFields } from './address-fields';
import { IdentityFields } from './identity-fields';
import { useManageEnvironment } from './manage-environment';

export function FolderSetup({ folder, folderReadOnly }: { folder: Folder; folderReadOnly: boolean }) {
  const configs = useEntityConfigs(folder.uid);
  if (configs.isError)
    return (
      <p role="alert" className="field-error">
        This folder's setup could not be loaded.
      </p>
    );
  if (!configs.data) return <Loader />;
  return <FolderSetupLoaded folder={folder} folderReadOnly={folderReadOnly} configs={configs.data as StoredEntityConfig[]} />;
}

function FolderSetupLoaded({
  folder,
  folderReadOnly,
  configs,
}: {
  folder: Folder;
  folderReadOnly: boolean;
  configs: StoredEntityConfig[];
}) {
  const identities = useMemo(() => configs.filter((c) => c.typeId === ConfigType.Identity), [configs]);
  return <FolderSetupForm folder={folder} folderReadOnly={folderReadOnly} identities={identities} />;
}

function FolderSetupForm({
  folder,
  folderReadOnly,
  identities,
}: {
  folder: Folder;
  folderReadOnly: boolean;
  identities: StoredEntityConfig[];
}) {
  const env = useManageEnvironment();
  const editable = canEditFolder(env.permissions, { folderReadOnly, isCompany: folder.config.isCompany });
  const groups = useIdentityGroups(folder.uid);
  const form = useForm<FolderFormValues, unknown, FolderSaveBody>({
    resolver: zodResolver(folderFormSchema(folder, undefined, identities)),
    defaultValues: folderToForm(folder, identities),
    mode: 'onTouched',
  });
  const save = useSaveFolder();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: FolderSaveBody) => ({ uid: folder.uid, body }),
    failureTitle: SAVE_FAILURE_TITLES.folder,
    done: 'Folder saved',
    onSaved: (saved) => form.reset({ ...folderToForm(saved), identityConfigs: form.getValues('identityConfigs') }),
  });
  // A save that adds an identifier gives it an id, which comes back with the configs' refetch: the
  // identity rows start again from the stored configs (an id kept, now an existing identifier).
  // (The configs keep their identity across refetches that change nothing: structural sharing.)
  const { reset, getValues } = form;
  useEffect(() => {
    reset({ ...getValues(), identityConfigs: folderToForm(folder, identities).identityConfigs });
  }, [identities, folder, reset, getValues]);

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
        <fieldset className="manage-section" disabled={!editable}>
          <legend>Identity</legend>
          <IdentityFields
            groups={groups.data ?? []}
            canOverwrite={env.permissions.includes(Permission.OverwriteCustomerNumber)}
            disabled={!editable}
          />
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
