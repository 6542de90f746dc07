// One alert message template (spec 001 §7 PUT Alert/Message, POST Alert/Message/ToFolder/{folder}):
// its kind, label, subject and message, checked by the domain's schema (unknown placeholders are
// named), the placeholders it may use (a click puts one where the cursor is in the subject or the
// message), the server's messages on a failed save, and a live preview from a tank of the folder.
// A message inherited from a folder above is shown read-only, with a copy to make here. A message of
// the folder may be deleted (DELETE Alert/Message/{id}); its alerts then use their kind's template.
import {
  ALERT_BODY_MAX,
  ALERT_MESSAGE_PLACEHOLDERS,
  ALERT_SUBJECT_MAX,
  alertMessageBodySchema,
  DEFAULT_ALERT_MESSAGES,
  type AlertMessage,
  type AlertMessageBody,
} from '@ullage/domain/alerts/alert-messages';
import { ALERT_MESSAGE_KINDS, type AlertMessageKindId } from '@ullage/domain/alerts/alerts';
import { ALERT_MESSAGE_SAVE_FAILURE_TITLE } from '@ullage/domain/messages';
import { useId, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '../../../components/form-fields';
import { FormActions, useFormSave } from '../../../components/form-save';
import { zodResolver } from '../../../lib/form-resolver';
import { toast } from '../../../lib/toast';
import { Modal } from '../../../components/modal';
import { toastSaveFailure } from '../../../lib/save-errors';
import { useDeleteAlertMessage } from '../api/delete-alert-message';
import { useSaveAlertMessage } from '../api/save-alert-message';
import { MessagePreview } from './message-preview';

/** A stored message, or a new one of a kind (a copy of an inherited one when `copyOf`). */
export type EditedMessage = { message: AlertMessage } | { kindId: AlertMessageKindId; copyOf?: AlertMessage };

interface MessageFormValues {
  id: number;
  kindId: string;
  label: string;
  subject: string;
  body: string;
}

const messageFormSchema = z.preprocess((v: MessageFormValues) => ({ ...v, kindId: Number(v.kindId) }), alertMessageBodySchema);

function toForm(edited: EditedMessage): MessageFormValues {
  if ('message' in edited) {
    const m = edited.message;
    return { id: m.id, kindId: String(m.kindId), label: m.label, subject: m.subject, body: m.body };
  }
  const from = edited.copyOf ?? { label: '', ...DEFAULT_ALERT_MESSAGES[edited.kindId] };
  return { id: 0, kindId: String(edited.kindId), label: from.label, subject: from.subject, body: from.body };
}

type TemplateField = 'subject' | 'body';

export interface MessageEditorProps {
  folderUid: number;
  edited: EditedMessage;
  canEdit: boolean;
  onSaved: (message: AlertMessage) => void;
  onCopy: (message: AlertMessage) => void;
  onDeleted: () => void;
}

export function MessageEditor({ folderUid, edited, canEdit, onSaved, onCopy, onDeleted }: MessageEditorProps) {
  const inherited = 'message' in edited && edited.message.inherited;
  const editable = canEdit && !inherited;
  const form = useForm<MessageFormValues, unknown, AlertMessageBody>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: toForm(edited),
    mode: 'onTouched',
  });
  const save = useSaveAlertMessage();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: AlertMessageBody) => ({ folderUid, body }),
    failureTitle: ALERT_MESSAGE_SAVE_FAILURE_TITLE,
    done: 'Alert message saved',
    onSaved: (saved) => {
      form.reset(toForm({ message: saved }));
      onSaved(saved);
    },
  });
  const remove = useDeleteAlertMessage();
  const [deleting, setDeleting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [lastField, setLastField] = useState<TemplateField>('body');
  const [kindId, subject, body] = useWatch({ control: form.control, name: ['kindId', 'subject', 'body'] });
  const titleId = useId();
  const isNew = !('message' in edited);
  const kind = ALERT_MESSAGE_KINDS.find((k) => String(k.id) === kindId) ?? ALERT_MESSAGE_KINDS[1];

  /** Puts `{{key}}` where the cursor is in the subject or message last in focus. */
  const insert = (key: string) => {
    const name = lastField;
    const el = formRef.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
    const value = form.getValues(name);
    const text = `{{${key}}}`;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    form.setValue(name, value.slice(0, start) + text + value.slice(end), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted || Boolean(form.formState.touchedFields[name]),
    });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  return (
    <section className="custom-alerts-editor" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {isNew ? `New ${kind.label} message` : `${kind.label} message: ${'message' in edited ? edited.message.label : ''}`}
      </h2>
      {inherited && (
        <div className="manage-notice">
          This message belongs to a folder above this one and is changed there. A copy made here can be changed, and alerts in this folder
          can use it.
          {canEdit && 'message' in edited && (
            <>
              {' '}
              <button type="button" className="button button-secondary" onClick={() => onCopy(edited.message)}>
                Make a copy here
              </button>
            </>
          )}
        </div>
      )}
      <FormProvider {...form}>
        <form
          ref={formRef}
          className="manage-form"
          onSubmit={onSubmit}
          noValidate
          aria-label="Alert message"
          onFocusCapture={(e) => {
            const name = (e.target as HTMLElement).getAttribute('name');
            if (name === 'subject' || name === 'body') setLastField(name);
          }}
        >
          <fieldset className="manage-section" disabled={!editable}>
            <legend>Message</legend>
            <div className="manage-grid">
              <SelectField
                name="kindId"
                label="Kind"
                choices={ALERT_MESSAGE_KINDS.map((k) => ({ value: k.id, label: k.label }))}
                disabled={!isNew}
                hint="Which alerts can use it"
              />
              <TextField name="label" label="Label" maxLength={100} />
              <TextField
                name="subject"
                label="Subject"
                className="manage-wide"
                maxLength={ALERT_SUBJECT_MAX}
                hint="Also the text of an SMS"
              />
              <TextAreaField name="body" label="Message" className="manage-wide custom-alerts-body-field" />
            </div>
            <span className="field-hint">
              {body.length} of {ALERT_BODY_MAX} characters
            </span>
          </fieldset>
          {editable && (
            <section className="custom-alerts-placeholders" aria-label="Placeholders">
              <h3 className="section-title">Placeholders</h3>
              <p className="manage-muted">
                Click one to put it in the {lastField === 'subject' ? 'subject' : 'message'} where the cursor is. Each recipient gets the
                values in their own units and time zone.
              </p>
              <ul>
                {ALERT_MESSAGE_PLACEHOLDERS.map((p) => (
                  <li key={p.key}>
                    <button type="button" className="button button-secondary custom-alerts-placeholder" onClick={() => insert(p.key)}>
                      {`{{${p.key}}}`}
                    </button>
                    <span>{p.label}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <MessagePreview folderUid={folderUid} kindId={kind.id} subject={subject} body={body} />
          {editable && <FormActions failure={failure} pending={save.isPending} submitLabel="Save message" pendingLabel="Saving…" />}
        </form>
      </FormProvider>
      {editable && 'message' in edited && (
        <div className="manage-buttons">
          <button type="button" className="button button-secondary" onClick={() => setDeleting(true)}>
            Delete message
          </button>
        </div>
      )}
      {deleting && 'message' in edited && (
        <Modal
          open
          onOpenChange={(open) => !open && setDeleting(false)}
          title="Delete alert message"
          footer={
            <>
              <button type="button" className="button button-secondary" onClick={() => setDeleting(false)}>
                Cancel
              </button>
              <button
                type="button"
                className="button button-danger"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(edited.message.id, {
                    onSuccess: (result) => {
                      setDeleting(false);
                      toast.success(
                        result.alertCount > 0
                          ? `Alert message deleted: ${result.alertCount} ${result.alertCount === 1 ? 'alert uses' : 'alerts use'} the ${kind.label.toLowerCase()} message of the folder from now on`
                          : 'Alert message deleted',
                        { autoClose: 5000 },
                      );
                      onDeleted();
                    },
                    onError: (error) => toastSaveFailure(ALERT_MESSAGE_SAVE_FAILURE_TITLE, error),
                  })
                }
              >
                Delete
              </button>
            </>
          }
        >
          <p>
            Delete the message “{edited.message.label}”? Alerts that use it will send the {kind.label.toLowerCase()} message of their
            folder, or the default message. This cannot be undone.
          </p>
        </Modal>
      )}
    </section>
  );
}
