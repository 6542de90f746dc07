// A user's setup tab (spec 000 §2 /user/setup; spec 001 §3.3 User; §7 PUT User/{uid}): the caller's
// own, or with Edit User (17) any user in scope not above them. Name and contact details, role (not
// one's own; Edit Permissions 14 and the granting rules), units, time zone, folder levels and the
// hierarchy settings; for oneself multi-factor sign-in and the password; for others a password
// reset (Reset Password 20). Saving one's own settings reloads the session (every write refreshes
// the cache), so units and time zone apply at once.
import type { UserDto } from '@ullage/domain/people/users-api';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { FormActions, useFormSave } from '../../../components/form-save';
import { useCaller } from '../../../lib/caller';
import { zodResolver } from '../../../lib/form-resolver';
import { toastSaveFailure } from '../../../lib/save-errors';
import { useResetUserPassword } from '../api/reset-user-password';
import { useSaveUser, type SaveUserVariables } from '../api/save-user';
import { userFormSchema, userToForm, type UserBody, type UserFormValues } from '../utils/forms';
import { passwordResetProblem, roleSelectProblem, userSetupProblem } from '@ullage/domain/people/user-rules';
import { ChangePassword } from './change-password';
import { ContactFields } from './contact-fields';
import { MfaSettings } from './mfa-settings';
import { TimeZoneFields, UnitFields } from './unit-fields';
import { HierarchySettings, RoleSelect, UserNameField } from './user-fields';

export function UserSetup({ user }: { user: UserDto }) {
  const caller = useCaller();
  const target = { uid: user.uid, roleRank: user.config.roleRank };
  const isSelf = caller.userUid === user.uid;
  const problem = userSetupProblem(caller, target);
  const editable = problem === null;
  const form = useForm<UserFormValues, unknown, UserBody>({
    resolver: zodResolver(userFormSchema(user)),
    defaultValues: userToForm(user),
    mode: 'onTouched',
  });
  const save = useSaveUser();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: UserBody): SaveUserVariables => ({ uid: user.uid, body }),
    failureTitle: SAVE_FAILURE_TITLES.user,
    done: isSelf ? 'Your settings are saved' : 'User saved',
    toastFailure: true,
    onSaved: (saved) => form.reset(userToForm(saved.user)),
  });
  const reset = useResetUserPassword();
  const resetProblem = passwordResetProblem(caller, target);

  return (
    <div className="manage-form">
      <FormProvider {...form}>
        <form className="manage-form" onSubmit={onSubmit} noValidate aria-label="User setup">
          {problem && <p className="manage-notice">{problem}</p>}
          <fieldset className="manage-section" disabled={!editable}>
            <legend>Account</legend>
            <div className="manage-grid">
              <UserNameField />
              <RoleSelect
                folderUid={user.baseFolderUid}
                current={{ id: user.config.roleId, label: user.roleLabel }}
                problem={roleSelectProblem(caller, target)}
              />
            </div>
          </fieldset>
          <fieldset className="manage-section" disabled={!editable}>
            <legend>Contact</legend>
            <ContactFields prefix="contact" withNote={false} />
          </fieldset>
          <fieldset className="manage-section" disabled={!editable}>
            <legend>Units and time zone</legend>
            <UnitFields prefix="unitConfig" />
            <TimeZoneFields prefix="timeZoneConfig" />
          </fieldset>
          <fieldset className="manage-section" disabled={!editable}>
            <legend>Hierarchy</legend>
            <HierarchySettings />
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
      {!isSelf && (
        <fieldset className="manage-section">
          <legend>Password</legend>
          <p>{user.passwordSet ? 'The user has set a password.' : 'The user has not set a password yet (the invitation is unused).'}</p>
          <button
            type="button"
            className="button button-secondary"
            disabled={Boolean(resetProblem) || reset.isPending}
            title={resetProblem ?? undefined}
            onClick={() =>
              reset.mutate(user.uid, {
                onSuccess: (r) =>
                  toast.success(
                    r.invitationSentTo ? `A password reset email went to ${r.invitationSentTo}` : 'A password reset email went out',
                    { autoClose: 5000 },
                  ),
                onError: (e) => toastSaveFailure(SAVE_FAILURE_TITLES.user, e),
              })
            }
          >
            Send password reset
          </button>
          {resetProblem && <p className="field-hint">{resetProblem}</p>}
        </fieldset>
      )}
      {isSelf && (
        <>
          <MfaSettings emailAddress={user.contact?.config.emailAddress ?? ''} mobileNumber={user.contact?.config.mobileNumber ?? ''} />
          <ChangePassword user={user} />
        </>
      )}
    </div>
  );
}
