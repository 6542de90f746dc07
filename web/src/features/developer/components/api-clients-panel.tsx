// spec 001 §7 DeveloperSupport/APIClient/*: the API clients of the caller's folder and below, with
// Register (a name and a role; the client is bound to the folder selected in the explorer), Rotate
// secret and Revoke (docs/decisions/084-api-clients.md). A new secret is shown once, in a dialog
// that says so; the list never holds one.
import {
  apiClientRegisterBodySchema,
  type ApiClientRegisterBody,
  type ApiClientRegisterInput,
  type ApiClientWithSecret,
} from '@ullage/domain/integration/api-clients-api';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormAlert, SelectField, TextField } from '../../../components/form-fields';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { ScrollBox } from '../../../components/scroll-box';
import { zodResolver } from '../../../lib/form-resolver';
import { saveFailureMessage, toastSaveFailure } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useApiClients } from '../api/get-api-clients';
import { useClientRoles } from '../api/get-client-roles';
import { useRegisterApiClient } from '../api/register-api-client';
import { useRevokeApiClient } from '../api/revoke-api-client';
import { useRotateApiClient } from '../api/rotate-api-client';

export interface ApiClientsPanelProps {
  /** The folder new clients are bound to (the explorer's selection), and whose clients are listed. */
  folderUid: number;
  folderLabel: string | undefined;
  formatDateTime: (at: Date) => string;
}

const REGISTER_FAILED = 'Error saving API client';

export function ApiClientsPanel({ folderUid, folderLabel, formatDateTime }: ApiClientsPanelProps) {
  const clients = useApiClients(folderUid, true);
  const roles = useClientRoles(folderUid, true);
  const register = useRegisterApiClient();
  const rotate = useRotateApiClient();
  const revoke = useRevokeApiClient();
  const [issued, setIssued] = useState<ApiClientWithSecret | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();
  const form = useForm<ApiClientRegisterInput, unknown, ApiClientRegisterBody>({
    resolver: zodResolver(apiClientRegisterBodySchema),
    defaultValues: { label: '', folderUid, roleId: '' },
  });
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : 'Never');

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const result = await register.mutateAsync({ ...body, folderUid });
      setIssued(result);
      form.reset({ label: '', folderUid, roleId: body.roleId });
    } catch (error) {
      setFailure(saveFailureMessage(error));
    }
  });

  return (
    <section className="dev-section" aria-labelledby="api-clients-title">
      <h2 id="api-clients-title">API clients</h2>
      <p className="dev-muted">
        An API client lets another system (dispatch, ERP) call the API without a person&apos;s password. It is bound to a folder and a
        security role: its tokens reach that folder and what is below it, with that role&apos;s permissions.
      </p>
      <FormProvider {...form}>
        <form id={formId} className="dev-form" onSubmit={submit} noValidate aria-label="Register an API client">
          <TextField name="label" label="Name" maxLength={100} />
          <SelectField
            name="roleId"
            label="Security Role"
            placeholder="Select a role"
            choices={(roles.data ?? []).map((r) => ({ value: r.id, label: r.label }))}
          />
          <button type="submit" className="button button-primary" disabled={register.isPending}>
            Register client for {folderLabel ?? 'this folder'}
          </button>
        </form>
      </FormProvider>
      {failure && <FormAlert title={REGISTER_FAILED} messages={[failure]} />}
      {!clients.data ? (
        clients.isError ? (
          <p className="field-error">The API clients could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : clients.data.length === 0 ? (
        <p className="dev-muted">No API clients yet.</p>
      ) : (
        <ScrollBox label="API clients">
          <table className="dev-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Client ID</th>
                <th scope="col">Folder</th>
                <th scope="col">Role</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {clients.data.map((c) => (
                <tr key={c.id}>
                  <td>{c.label}</td>
                  <td>
                    <code>{c.clientId}</code>
                  </td>
                  <td>{c.folderLabel}</td>
                  <td>{c.roleLabel}</td>
                  <td>{when(c.lastUsedAt)}</td>
                  <td>{c.revokedAt ? `Revoked ${when(c.revokedAt)}` : 'Active'}</td>
                  <td className="dev-actions">
                    {!c.revokedAt && (
                      <>
                        <button
                          type="button"
                          className="button button-secondary"
                          aria-label={`Rotate secret of ${c.label}`}
                          onClick={() =>
                            rotate.mutate(c.id, { onSuccess: setIssued, onError: (e) => toastSaveFailure(REGISTER_FAILED, e) })
                          }
                        >
                          Rotate secret
                        </button>
                        <button
                          type="button"
                          className="button button-danger"
                          aria-label={`Revoke ${c.label}`}
                          onClick={() =>
                            revoke.mutate(c.id, {
                              onSuccess: () => toast.success(`${c.label} was revoked: its tokens no longer work.`),
                              onError: (e) => toastSaveFailure(REGISTER_FAILED, e),
                            })
                          }
                        >
                          Revoke
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <Modal
        open={issued !== null}
        onOpenChange={(open) => !open && setIssued(null)}
        title={`Secret of ${issued?.client.label ?? ''}`}
        description="Copy the secret now: it is shown this once and cannot be shown again. Rotate it if it is lost."
        footer={
          <button type="button" className="button button-primary" onClick={() => setIssued(null)}>
            Done
          </button>
        }
      >
        {issued && (
          <dl className="dev-secret">
            <dt>Client ID</dt>
            <dd>
              <code data-testid="issued-client-id">{issued.client.clientId}</code>
            </dd>
            <dt>Client secret</dt>
            <dd>
              <code data-testid="issued-client-secret">{issued.clientSecret}</code>
            </dd>
          </dl>
        )}
      </Modal>
    </section>
  );
}
