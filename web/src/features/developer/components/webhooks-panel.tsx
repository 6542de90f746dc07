// Webhooks of the selected folder (issue 19; docs/decisions/085-webhooks.md): add one (name, https
// URL, events; its signing secret shown once), switch it on or off, rotate its secret, delete it,
// and read its delivery log with the receiver's answers, sending a delivery again.
import {
  WEBHOOK_EVENTS,
  webhookSaveBodySchema,
  type WebhookDto,
  type WebhookSaveBody,
  type WebhookSaveInput,
} from '@ullage/domain/integration/webhooks-api';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormAlert, TextField } from '../../../components/form-fields';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { ScrollBox } from '../../../components/scroll-box';
import { zodResolver } from '../../../lib/form-resolver';
import { applySaveError, toastSaveFailure } from '../../../lib/save-errors';
import { useCreateWebhook } from '../api/create-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useWebhooks } from '../api/get-webhooks';
import { useRedeliverWebhook } from '../api/redeliver-webhook';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useUpdateWebhook } from '../api/update-webhook';

export interface WebhooksPanelProps {
  folderUid: number;
  folderLabel: string | undefined;
  formatDateTime: (at: Date) => string;
}

const SAVE_FAILED = 'Error saving webhook';
const eventLabel = (key: string) => WEBHOOK_EVENTS.find((e) => e.key === key)?.label ?? key;

function DeliveryLog({ webhook, formatDateTime }: { webhook: WebhookDto; formatDateTime: (at: Date) => string }) {
  const deliveries = useWebhookDeliveries(webhook.id);
  const redeliver = useRedeliverWebhook();
  if (!deliveries.data) return deliveries.isError ? <p className="field-error">The deliveries could not be loaded.</p> : <Loader />;
  if (deliveries.data.length === 0) return <p className="dev-muted">Nothing was sent yet.</p>;
  return (
    <ScrollBox label="Deliveries">
      <table className="dev-table">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Created</th>
            <th scope="col">Status</th>
            <th scope="col">Tries</th>
            <th scope="col">Last answer</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((d) => (
            <tr key={d.id}>
              <td>{eventLabel(d.event)}</td>
              <td>{formatDateTime(new Date(d.createdAt))}</td>
              <td>{d.status}</td>
              <td>{d.attempts}</td>
              <td>{d.lastStatusCode ?? d.lastError ?? ''}</td>
              <td>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={redeliver.isPending}
                  onClick={() => redeliver.mutate(d.id, { onError: (e) => toastSaveFailure(SAVE_FAILED, e) })}
                >
                  Send again
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

export function WebhooksPanel({ folderUid, folderLabel, formatDateTime }: WebhooksPanelProps) {
  const webhooks = useWebhooks(folderUid);
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const [secret, setSecret] = useState<{ label: string; secret: string } | null>(null);
  const [log, setLog] = useState<WebhookDto | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const formId = useId();
  const form = useForm<WebhookSaveInput, unknown, WebhookSaveBody>({
    resolver: zodResolver(webhookSaveBodySchema),
    defaultValues: { label: '', url: '', events: WEBHOOK_EVENTS.map((e) => e.key), active: true },
  });
  const eventsError = form.formState.errors.events?.message ?? form.formState.errors.events?.root?.message;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync({ folderUid, body });
      setSecret({ label: created.webhook.label, secret: created.secret });
      form.reset();
    } catch (error) {
      const left = applySaveError(error, SAVE_FAILED, form.setError, (f) => f === 'label' || f === 'url' || f === 'events');
      if (left.messages.length > 0) setFailure(left.messages);
    }
  });

  const toggle = (w: WebhookDto) =>
    update.mutate(
      { id: w.id, body: { label: w.label, url: w.url, events: w.events, active: !w.active } },
      { onError: (e) => toastSaveFailure(SAVE_FAILED, e) },
    );

  return (
    <section className="dev-section" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p className="dev-muted">
        A webhook posts each chosen event of this folder and the folders below it to your https address as JSON. The{' '}
        <code>X-Ullage-Signature</code> header is <code>sha256=</code> and the HMAC-SHA256, keyed by the webhook&apos;s secret, of the{' '}
        <code>X-Ullage-Timestamp</code> header, a dot and the body. Failed deliveries are retried for about an hour; after 5 failed
        deliveries in a row the webhook is switched off.
      </p>
      <FormProvider {...form}>
        <form id={formId} className="dev-form" onSubmit={submit} noValidate aria-label="Add a webhook">
          <TextField name="label" label="Name" maxLength={100} />
          <TextField name="url" label="URL" className="dev-url" />
          <fieldset className="dev-events">
            <legend>Events</legend>
            {WEBHOOK_EVENTS.map((e) => (
              <label key={e.key} className="checkbox-field">
                <input type="checkbox" value={e.key} {...form.register('events')} />
                {e.label}
              </label>
            ))}
            {eventsError && (
              <span className="field-error" role="alert">
                {eventsError}
              </span>
            )}
          </fieldset>
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            Add webhook for {folderLabel ?? 'this folder'}
          </button>
        </form>
      </FormProvider>
      {failure && <FormAlert title={SAVE_FAILED} messages={failure} />}
      {!webhooks.data ? (
        webhooks.isError ? (
          <p className="field-error">The webhooks could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : webhooks.data.length === 0 ? (
        <p className="dev-muted">No webhooks yet.</p>
      ) : (
        <ScrollBox label="Webhooks">
          <table className="dev-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">URL</th>
                <th scope="col">Folder</th>
                <th scope="col">Events</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {webhooks.data.map((w) => (
                <tr key={w.id}>
                  <td>{w.label}</td>
                  <td className="dev-break">{w.url}</td>
                  <td>{w.folderLabel}</td>
                  <td>{w.events.map(eventLabel).join(', ')}</td>
                  <td>{w.active ? 'On' : `Off${w.disabledReason ? `: ${w.disabledReason}` : ''}`}</td>
                  <td className="dev-actions">
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => setLog(w)}
                      aria-label={`Deliveries of ${w.label}`}
                    >
                      Deliveries
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => toggle(w)}
                      aria-label={`${w.active ? 'Switch off' : 'Switch on'} ${w.label}`}
                    >
                      {w.active ? 'Switch off' : 'Switch on'}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`Rotate secret of ${w.label}`}
                      onClick={() =>
                        rotate.mutate(w.id, {
                          onSuccess: (r) => setSecret({ label: r.webhook.label, secret: r.secret }),
                          onError: (e) => toastSaveFailure(SAVE_FAILED, e),
                        })
                      }
                    >
                      Rotate secret
                    </button>
                    <button
                      type="button"
                      className="button button-danger"
                      aria-label={`Delete ${w.label}`}
                      onClick={() => remove.mutate(w.id, { onError: (e) => toastSaveFailure(SAVE_FAILED, e) })}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <Modal
        open={secret !== null}
        onOpenChange={(open) => !open && setSecret(null)}
        title={`Signing secret of ${secret?.label ?? ''}`}
        description="Copy the secret now: it is shown this once. Your receiver checks each delivery's signature with it."
        footer={
          <button type="button" className="button button-primary" onClick={() => setSecret(null)}>
            Done
          </button>
        }
      >
        <code className="dev-break" data-testid="webhook-secret">
          {secret?.secret}
        </code>
      </Modal>
      <Modal open={log !== null} onOpenChange={(open) => !open && setLog(null)} title={`Deliveries of ${log?.label ?? ''}`} size="manage">
        {log && <DeliveryLog webhook={log} formatDateTime={formatDateTime} />}
      </Modal>
    </section>
  );
}
