// A contact's form (spec 001 §3.3 Contact; §7 PUT Contact/{uid} or POST Contact/ToFolder/{folder}):
// used by the contacts panel (add, edit) and by /create. A failed save is titled 'Error saving
// contact' with the server's message (spec 000 §8).
import type { ContactDto } from '@ullage/domain/people/contacts-api';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions, useFormSave } from '../../../components/form-save';
import { zodResolver } from '../../../lib/form-resolver';
import { useSaveContact, type SaveContactVariables } from '../api/save-contact';
import { contactFormSchema, contactToForm, type ContactBody, type ContactFormValues } from '../utils/forms';
import { ContactFields } from './contact-fields';
import './people.css';

export function ContactForm({
  contact,
  folderUid,
  readOnly,
  onSaved,
}: {
  /** null: a new contact in folderUid. */
  contact: ContactDto | null;
  folderUid: number;
  readOnly: boolean;
  onSaved: (saved: ContactDto) => void;
}) {
  const form = useForm<ContactFormValues, unknown, ContactBody>({
    resolver: zodResolver(contactFormSchema()),
    defaultValues: contactToForm(contact),
    mode: 'onTouched',
  });
  const save = useSaveContact();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: ContactBody): SaveContactVariables => (contact ? { uid: contact.uid, body } : { folderUid, body }),
    failureTitle: SAVE_FAILURE_TITLES.contact,
    done: contact ? 'Contact saved' : 'Contact created',
    toastFailure: true,
    onSaved: (saved) => {
      form.reset(contactToForm(saved));
      onSaved(saved);
    },
  });
  return (
    <FormProvider {...form}>
      <form className="manage-form" onSubmit={onSubmit} noValidate aria-label={contact ? 'Edit contact' : 'New contact'}>
        {readOnly && <p className="manage-notice">You can view this contact but not change it (Edit Contacts is needed).</p>}
        <fieldset className="manage-section" disabled={readOnly}>
          <legend>Contact</legend>
          <ContactFields prefix="config" disabled={readOnly} />
        </fieldset>
        {!readOnly && (
          <FormActions
            failure={failure}
            pending={save.isPending}
            submitLabel={contact ? 'Save' : 'Create Contact'}
            pendingLabel="Saving…"
            onUndo={contact ? () => form.reset() : undefined}
            undoDisabled={!form.formState.isDirty}
          />
        )}
      </form>
    </FormProvider>
  );
}
