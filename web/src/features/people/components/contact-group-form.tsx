// A contact group (spec 001 §3.3 ContactGroup: label, group type, units, time zone, active; §7 PUT
// ContactGroup/{uid} or POST ContactGroup/ToFolder/{folder}) and, once it exists, its members: the
// contacts of the folder and its subfolders (POST ContactGroup/{uid}/Entity/Contact, DELETE
// ContactGroup/{g}/Contact/{c}).
import type { ContactDto, ContactGroupDto } from '@ullage/domain/people/contacts-api';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { CheckboxField, NumberField, TextField } from '../../../components/form-fields';
import { FormActions, useFormSave } from '../../../components/form-save';
import { Loader } from '../../../components/loader';
import { useCaller } from '../../../lib/caller';
import { zodResolver } from '../../../lib/form-resolver';
import { toastSaveFailure } from '../../../lib/save-errors';
import { useAddGroupContacts } from '../api/add-group-contacts';
import { useContacts } from '../api/get-contacts';
import { useGroupContacts } from '../api/get-group-contacts';
import { useRemoveGroupContact } from '../api/remove-group-contact';
import { useSaveContactGroup, type SaveContactGroupVariables } from '../api/save-contact-group';
import { contactGroupFormSchema, contactGroupToForm, type ContactGroupBody, type ContactGroupFormValues } from '../utils/forms';
import { TimeZoneFields, UnitFields } from './unit-fields';

export const contactName = (c: Pick<ContactDto, 'config'>) => `${c.config.firstName} ${c.config.lastName}`.trim();

export function ContactGroupForm({
  group,
  folderUid,
  readOnly,
  onSaved,
}: {
  group: ContactGroupDto | null;
  folderUid: number;
  readOnly: boolean;
  onSaved: (saved: ContactGroupDto) => void;
}) {
  const caller = useCaller();
  const form = useForm<ContactGroupFormValues, unknown, ContactGroupBody>({
    resolver: zodResolver(contactGroupFormSchema()),
    defaultValues: contactGroupToForm(group, caller.units, caller.timeZone),
    mode: 'onTouched',
  });
  const save = useSaveContactGroup();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: ContactGroupBody): SaveContactGroupVariables => (group ? { uid: group.uid, body } : { folderUid, body }),
    failureTitle: SAVE_FAILURE_TITLES.contact,
    done: group ? 'Contact group saved' : 'Contact group created',
    toastFailure: true,
    onSaved: (saved) => {
      form.reset(contactGroupToForm(saved, caller.units, caller.timeZone));
      onSaved(saved);
    },
  });
  return (
    <div className="manage-form">
      <FormProvider {...form}>
        <form className="manage-form" onSubmit={onSubmit} noValidate aria-label={group ? 'Edit contact group' : 'New contact group'}>
          <fieldset className="manage-section" disabled={readOnly}>
            <legend>Contact group</legend>
            <div className="manage-grid">
              <TextField name="config.label" label="Label" maxLength={100} />
              <NumberField name="config.groupTypeId" label="Group Type" integer />
              <CheckboxField name="active" label="Active" />
            </div>
          </fieldset>
          <fieldset className="manage-section" disabled={readOnly}>
            <legend>Units and time zone for its messages</legend>
            <UnitFields prefix="unitConfig" />
            <TimeZoneFields prefix="timeZoneConfig" />
          </fieldset>
          {!readOnly && (
            <FormActions
              failure={failure}
              pending={save.isPending}
              submitLabel={group ? 'Save' : 'Create Contact Group'}
              pendingLabel="Saving…"
              onUndo={group ? () => form.reset() : undefined}
              undoDisabled={!form.formState.isDirty}
            />
          )}
        </form>
      </FormProvider>
      {group && <GroupMembers group={group} folderUid={folderUid} readOnly={readOnly} />}
    </div>
  );
}

/** The members picker: the group's contacts (each can be taken out) beside the contacts of the
 * folder and its subfolders that are not in it (tick and add). */
function GroupMembers({ group, folderUid, readOnly }: { group: ContactGroupDto; folderUid: number; readOnly: boolean }) {
  const members = useGroupContacts(group.uid);
  const all = useContacts(folderUid, true);
  const add = useAddGroupContacts();
  const remove = useRemoveGroupContact();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState('');
  if (!members.data || !all.data)
    return members.isError || all.isError ? <p className="field-error">The members could not be loaded.</p> : <Loader />;
  const memberUids = new Set(members.data.map((m) => m.uid));
  const term = filter.trim().toLowerCase();
  const others = all.data
    .filter((c) => !memberUids.has(c.uid))
    .filter((c) => !term || `${contactName(c)} ${c.config.emailAddress}`.toLowerCase().includes(term));

  const onAdd = () =>
    add.mutate(
      { groupUid: group.uid, uids: [...picked] },
      {
        onSuccess: () => {
          toast.success(`${picked.size} contact${picked.size === 1 ? '' : 's'} added to ${group.label}`, { autoClose: 3000 });
          setPicked(new Set());
        },
        onError: (error) => toastSaveFailure(SAVE_FAILURE_TITLES.contact, error),
      },
    );

  return (
    <fieldset className="manage-section">
      <legend>Members</legend>
      <div className="members">
        <div>
          <h3 className="field-label">In the group ({members.data.length})</h3>
          <ul aria-label="Members">
            {members.data.length === 0 && <li className="people-empty">No contacts yet.</li>}
            {members.data.map((m) => (
              <li key={m.uid}>
                <span>
                  {contactName(m)} <span className="field-hint">{m.config.emailAddress}</span>
                </span>
                {!readOnly && (
                  <button
                    type="button"
                    className="button button-ghost"
                    aria-label={`Remove ${contactName(m)}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(
                        { groupUid: group.uid, contactUid: m.uid },
                        { onError: (error) => toastSaveFailure(SAVE_FAILURE_TITLES.contact, error) },
                      )
                    }
                  >
                    Remove
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
        {!readOnly && (
          <div>
            <h3 className="field-label">Contacts of this folder and its subfolders</h3>
            <input
              className="input"
              type="search"
              aria-label="Find contacts to add"
              placeholder="Find a contact"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
            <ul aria-label="Contacts to add">
              {others.length === 0 && <li className="people-empty">No other contacts.</li>}
              {others.map((c) => (
                <li key={c.uid}>
                  <label className="checkbox-field">
                    <input
                      type="checkbox"
                      checked={picked.has(c.uid)}
                      onChange={(e) => {
                        const next = new Set(picked);
                        if (e.target.checked) next.add(c.uid);
                        else next.delete(c.uid);
                        setPicked(next);
                      }}
                    />
                    {contactName(c)} <span className="field-hint">{c.config.emailAddress}</span>
                  </label>
                </li>
              ))}
            </ul>
            <div className="manage-actions">
              <button type="button" className="button button-primary" disabled={picked.size === 0 || add.isPending} onClick={onAdd}>
                Add to group
              </button>
            </div>
          </div>
        )}
      </div>
    </fieldset>
  );
}
