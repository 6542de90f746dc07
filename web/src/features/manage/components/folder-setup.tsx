// The folder's setup tab (spec 001 §3.3 Folder: label, address, company flag; §7 PUT Folder/{uid}).
// The company flag is set when a folder is made and cannot change after (the server refuses it).
// Its identity configs (a site's customer number, issue 14) are saved with it. Above it, on their
// own, its sign-in settings: login messages and its state (folder-sign-in.tsx, ADR 100).
import type { Folder, FolderSaveBody } from '@ullage/domain/api/folder';
import { canEditFolder } from '@ullage/domain/editing';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { ConfigType } from '@ullage/domain/configs';
import { Permission } from '@ullage/domain/people/permissions';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { UserDefSetupDto } from '@ullage/domain/api/user-def';
import { toastSaveFailure } from '../../../lib/save-errors';
import { useUserDefSetup } from '../api/get-user-def-setup';
import { useSaveUserDefSetup } from '../api/save-user-def-setup';
import { rowsOf, setupProblems, UserDefSetupEditor, type SetupRow } from './user-def-fields';
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
import { FolderSignIn } from './folder-sign-in';
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

/** A company's folder also carries its user-defined fields (spec 001 §4: its save is followed by
 * saving its user-defined setup). */
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
  const setup = useUserDefSetup(folder.uid);
  if (folder.config.isCompany && !setup.data)
    return setup.isError ? (
      <p role="alert" className="field-error">
        This company's user-defined fields could not be loaded.
      </p>
    ) : (
      <Loader />
    );
  return (
    <>
      {/* Before the folder's form, whose Save then ends the tab: with the section after it, a click
          on that Save submitted nothing in the browser tests (the form's sticky actions bar). */}
      <FolderSignIn folder={folder} folderReadOnly={folderReadOnly} />
      <FolderSetupForm
        folder={folder}
        folderReadOnly={folderReadOnly}
        identities={identities}
        userDefSetup={folder.config.isCompany ? (setup.data ?? []) : null}
      />
    </>
  );
}

function FolderSetupForm({
  folder,
  folderReadOnly,
  identities,
  userDefSetup,
}: {
  folder: Folder;
  folderReadOnly: boolean;
  identities: StoredEntityConfig[];
  /** The company's fields; null for a folder that is not a company. */
  userDefSetup: UserDefSetupDto[] | null;
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
  const [rows, setRows] = useState<SetupRow[]>(() => rowsOf(userDefSetup ?? []));
  const saveSetup = useSaveUserDefSetup();
  const { onSubmit: submitFolder, failure } = useFormSave(form, save, {
    variables: (body: FolderSaveBody) => ({ uid: folder.uid, body }),
    failureTitle: SAVE_FAILURE_TITLES.folder,
    done: 'Folder saved',
    onSaved: (saved) => {
      form.reset({ ...folderToForm(saved), identityConfigs: form.getValues('identityConfigs') });
      if (userDefSetup === null) return;
      saveSetup.mutate(
        { folderUid: folder.uid, list: rows.map(({ key: _key, ...r }) => r) },
        {
          onSuccess: (list) => setRows(rowsOf(list)),
          // spec 000 §8: 'Error saving userdefine setup' with the server's message or 'Unknown error'.
          onError: (error) => toastSaveFailure(SAVE_FAILURE_TITLES.userDefineSetup, error),
        },
      );
    },
  });
  // Fields the save would refuse keep the folder from being saved (the list shows why).
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (userDefSetup !== null && setupProblems(rows).length > 0) {
      e.preventDefault();
      return;
    }
    submitFolder(e);
  };
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
        {userDefSetup !== null && (
          <fieldset className="manage-section" disabled={!editable}>
            <legend>User-defined fields</legend>
            <UserDefSetupEditor rows={rows} onChange={setRows} disabled={!editable} />
          </fieldset>
        )}
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
