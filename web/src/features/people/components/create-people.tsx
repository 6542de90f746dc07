// /create's User and Contact (issue 14; spec 001 §7 POST User/ToFolder/{folder}, POST
// Contact/ToFolder/{folder}). A new user gets no password: the server emails an invitation with a
// one-time link to set one, and the toast says where it went (masked).
import type { ContactDto } from '@ullage/domain/people/contacts-api';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { FormActions, useFormSave } from '../../../components/form-save';
import { useCaller } from '../../../lib/caller';
import { zodResolver } from '../../../lib/form-resolver';
import { useSaveUser, type SaveUserVariables } from '../api/save-user';
import { newUserForm, userFormSchema, type UserBody, type UserFormValues } from '../utils/forms';
import { ContactFields } from './contact-fields';
import { ContactForm } from './contact-form';
import { TimeZoneFields, UnitFields } from './unit-fields';
import { RoleSelect, UserNameField } from './user-fields';
import './people.css';

export function CreateUser({ folderUid, onCreated }: { folderUid: number; onCreated: (uid: number) => void }) {
  const caller = useCaller();
  const form = useForm<UserFormValues, unknown, UserBody>({
    resolver: zodResolver(userFormSchema(null)),
    defaultValues: newUserForm(caller.units, caller.timeZone),
    mode: 'onTouched',
  });
  const save = useSaveUser();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: UserBody): SaveUserVariables => ({ folderUid, body }),
    failureTitle: SAVE_FAILURE_TITLES.user,
    done: 'User created',
    toastFailure: true,
    onSaved: (result) => {
      if (result.invitationSentTo) toast.info(`An invitation to set a password went to ${result.invitationSentTo}`, { autoClose: 8000 });
      onCreated(result.user.uid);
    },
  });
  return (
    <FormProvider {...form}>
      <form className="manage-form" onSubmit={onSubmit} noValidate aria-label="New user">
        <fieldset className="manage-section">
          <legend>Account</legend>
          <div className="manage-grid">
            <UserNameField />
            <RoleSelect folderUid={folderUid} current={null} problem={null} />
          </div>
          <p className="field-hint">The user sets a password from the invitation emailed to the address below.</p>
        </fieldset>
        <fieldset className="manage-section">
          <legend>Contact</legend>
          <ContactFields prefix="contact" withNote={false} />
        </fieldset>
        <fieldset className="manage-section">
          <legend>Units and time zone</legend>
          <UnitFields prefix="unitConfig" />
          <TimeZoneFields prefix="timeZoneConfig" />
        </fieldset>
        <FormActions failure={failure} pending={save.isPending} submitLabel="Create User" pendingLabel="Creating…" />
      </form>
    </FormProvider>
  );
}

export function CreateContact({ folderUid, onCreated }: { folderUid: number; onCreated: (contact: ContactDto) => void }) {
  return <ContactForm contact={null} folderUid={folderUid} readOnly={false} onSaved={onCreated} />;
}
