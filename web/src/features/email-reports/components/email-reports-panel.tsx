// spec 000 §2 Email Reports (/user/email-reports, and the user manage modal's Email Reports for a
// user chosen in the explorer); spec 001 §3.3 scheduled email report, §5 its messages, §7
// EntityReport EmailRecurring* (docs/decisions/074-email-reports.md): the user's reports with their
// last runs; create one from a report profile of the folder with a schedule, a contact group and a
// format; edit, enable or disable, send now, delete.
import { formatDateTime } from '@ullage/domain/reports/display';
import type { EmailRecurring, EmailReportRun } from '@ullage/domain/reports/email-report-api';
import { REPORT_EMAIL_FORMATS, reportTypeLabel } from '@ullage/domain/reports/reports';
import { utcOffsetHours } from '@ullage/domain/time-zones';
import { useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { quickFiltersOf, type QuickFilterKey } from '@ullage/domain/reports/quick-filters';
import { CheckboxField, SelectField, TextField } from '../../../components/form-fields';
import { FormActions, useFormSave } from '../../../components/form-save';
import { Loader } from '../../../components/loader';
import { ScrollBox } from '../../../components/scroll-box';
import { LabelledSwitch } from '../../../components/switch';
import { useCaller } from '../../../lib/caller';
import { zodResolver } from '../../../lib/form-resolver';
import { toastSaveFailure } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useContactGroups } from '../api/get-contact-groups';
import { useEmailReports } from '../api/get-email-reports';
import { useEmailSchedules } from '../api/get-email-schedules';
import { useReportProfiles } from '../api/get-report-profiles';
import { useDeleteEmailReport } from '../api/delete-email-report';
import { useSaveEmailReport, type SaveEmailReportVariables } from '../api/save-email-report';
import { useSendEmailReport } from '../api/send-email-report';
import {
  EMAILED_REPORT_TYPES,
  emailReportFormSchema,
  emailReportToForm,
  type EmailRecurringBody,
  type EmailReportFormValues,
} from '../utils/email-report-form';
import './email-reports.css';

/** Ours, in the words of spec 001 §8's save failures. */
const SAVE_FAILURE_TITLE = 'Error saving Email Report';

const OUTCOME_TEXT: Record<EmailReportRun['outcome'], string> = {
  queued: 'Queued',
  running: 'Running',
  sent: 'Sent',
  empty: 'Nothing to send',
  failed: 'Failed',
};

function useWhen() {
  const { timeZone } = useCaller();
  return (iso: string) => {
    const at = new Date(iso);
    return formatDateTime(at, utcOffsetHours(timeZone.timeZoneId, timeZone.observeDst, at));
  };
}

export function runText(run: EmailReportRun, when: (iso: string) => string): string {
  const parts = [`${OUTCOME_TEXT[run.outcome]} ${when(run.finishedAt ?? run.dueAt)}`];
  if (run.outcome === 'sent') parts.push(`${run.rows ?? 0} rows to ${run.recipients ?? 0}`);
  if (run.error) parts.push(run.error);
  return parts.join(' · ');
}

export function EmailReportsPanel({ userUid, folderUid }: { userUid: number; folderUid: number }) {
  const reports = useEmailReports(userUid);
  const [editing, setEditing] = useState<EmailRecurring | 'new' | null>(null);
  const save = useSaveEmailReport();
  const send = useSendEmailReport();
  const remove = useDeleteEmailReport();
  const when = useWhen();

  if (!reports.data) return reports.isError ? <p className="field-error">The email reports could not be loaded.</p> : <Loader />;

  const toggle = (r: EmailRecurring, enabled: boolean) =>
    save.mutate(
      { userUid, body: { ...r, enabled } },
      {
        onSuccess: () => toast.success(`${r.label || r.subject} ${enabled ? 'enabled' : 'disabled'}`, { autoClose: 3000 }),
        onError: (error) => toastSaveFailure(SAVE_FAILURE_TITLE, error),
      },
    );

  return (
    <section className="email-reports" aria-label="Email reports">
      <div className="email-reports-actions">
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          New Email Report
        </button>
      </div>
      {reports.data.length === 0 ? (
        <p className="email-reports-muted">No email reports yet.</p>
      ) : (
        <ScrollBox label="Email reports">
          <table className="email-reports-table" aria-label="Email reports">
            <thead>
              <tr>
                <th scope="col">Report</th>
                <th scope="col">Schedule</th>
                <th scope="col">Sent to</th>
                <th scope="col">Enabled</th>
                <th scope="col">Last run</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {reports.data.map((r) => {
                const name = r.label || r.subject;
                const last = r.runs[0];
                return (
                  <tr key={r.id}>
                    <td>
                      <strong>{name}</strong>
                      <div className="email-reports-muted">
                        {reportTypeLabel(r.reportTypeId)} report, {r.profileLabel}, {r.folderLabel} ·{' '}
                        {REPORT_EMAIL_FORMATS.find((f) => f.id === r.formatId)?.label}
                      </div>
                    </td>
                    <td>{r.scheduleLabel}</td>
                    <td>{r.contactGroupLabel}</td>
                    <td>
                      <LabelledSwitch
                        label={`Enabled: ${name}`}
                        checked={r.enabled}
                        disabled={save.isPending}
                        onCheckedChange={(on) => toggle(r, on)}
                      />
                    </td>
                    <td>{last ? runText(last, when) : <span className="email-reports-muted">Not run yet</span>}</td>
                    <td>
                      <div className="email-reports-actions">
                        <button
                          type="button"
                          className="button button-secondary"
                          disabled={send.isPending}
                          onClick={() =>
                            send.mutate(r.id, {
                              onSuccess: () => toast.success(`${name}: sending now`, { autoClose: 3000 }),
                              onError: (error) => toastSaveFailure(SAVE_FAILURE_TITLE, error),
                            })
                          }
                        >
                          Send Now
                        </button>
                        <button type="button" className="button button-secondary" onClick={() => setEditing(r)}>
                          Edit
                        </button>
                        <button
                          type="button"
                          className="button button-ghost"
                          aria-label={`Delete ${name}`}
                          disabled={remove.isPending}
                          onClick={() =>
                            remove.mutate(r.id, {
                              onSuccess: () => {
                                toast.success(`${name} deleted`, { autoClose: 3000 });
                                if (editing !== 'new' && editing?.id === r.id) setEditing(null);
                              },
                              onError: (error) => toastSaveFailure(SAVE_FAILURE_TITLE, error),
                            })
                          }
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {editing && (
        <EmailReportForm
          key={editing === 'new' ? 'new' : editing.id}
          report={editing === 'new' ? null : editing}
          userUid={userUid}
          folderUid={editing === 'new' ? folderUid : editing.folderUid}
          onDone={() => setEditing(null)}
        />
      )}
      {editing && editing !== 'new' && editing.runs.length > 0 && (
        <section aria-label="Last runs">
          <h3 className="field-label">Last runs of {editing.label || editing.subject}</h3>
          <ul>
            {(reports.data.find((r) => r.id === editing.id)?.runs ?? editing.runs).map((run) => (
              <li key={run.id}>{runText(run, when)}</li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

/** spec 001 §3.3 EmailRecurring quickFilters: the quick filters of the chosen report type
 * (domain/src/reports/quick-filters.ts), each a checkbox; a run applies each chosen one on top of
 * the profile's filters (docs/decisions/091-entity-events.md). */
function QuickFilterChoices({ reportTypeId }: { reportTypeId: number }) {
  const form = useFormContext<EmailReportFormValues>();
  const chosen = useWatch({ control: form.control, name: 'quickFilters' }) ?? [];
  const choices = quickFiltersOf(reportTypeId);
  if (choices.length === 0) return null;
  const toggle = (key: QuickFilterKey, on: boolean) => {
    const next = new Set<string>(chosen);
    if (on) next.add(key);
    else next.delete(key);
    form.setValue(
      'quickFilters',
      choices.filter((q) => next.has(q.key)).map((q) => q.key),
      { shouldDirty: true },
    );
  };
  return (
    <fieldset className="email-report-quick-filters">
      <legend className="field-label">Quick Filters</legend>
      <div className="email-report-quick-filter-list">
        {choices.map((q) => (
          <label key={q.key} className="checkbox-field">
            <input type="checkbox" checked={chosen.includes(q.key)} onChange={(e) => toggle(q.key, e.target.checked)} />
            {q.label}
          </label>
        ))}
      </div>
      <span className="field-hint">Only the rows each chosen filter matches, on top of the profile&apos;s filters.</span>
    </fieldset>
  );
}

function EmailReportForm({
  report,
  userUid,
  folderUid,
  onDone,
}: {
  report: EmailRecurring | null;
  userUid: number;
  folderUid: number;
  onDone: () => void;
}) {
  const form = useForm<EmailReportFormValues, unknown, EmailRecurringBody>({
    resolver: zodResolver(emailReportFormSchema),
    defaultValues: emailReportToForm(report, folderUid),
    mode: 'onTouched',
  });
  const save = useSaveEmailReport();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: EmailRecurringBody): SaveEmailReportVariables => ({ userUid, body }),
    failureTitle: SAVE_FAILURE_TITLE,
    done: report ? 'Email report saved' : 'Email report created',
    toastFailure: true,
    onSaved: onDone,
  });
  const reportTypeId = Number(useWatch({ control: form.control, name: 'reportTypeId' }));
  const formatId = Number(useWatch({ control: form.control, name: 'formatId' }));
  const profiles = useReportProfiles(userUid, folderUid);
  const schedules = useEmailSchedules(folderUid);
  const groups = useContactGroups(folderUid);
  const profileChoices = (profiles.data ?? []).filter((p) => p.typeId === reportTypeId).map((p) => ({ value: p.id, label: p.label }));
  return (
    <FormProvider {...form}>
      <form className="manage-form" onSubmit={onSubmit} noValidate aria-label={report ? 'Edit email report' : 'New email report'}>
        <fieldset className="manage-section">
          <legend>{report ? 'Email report' : 'New email report'}</legend>
          <div className="manage-grid">
            <TextField name="label" label="Label" maxLength={100} />
            <TextField name="subject" label="Subject" maxLength={500} />
            <SelectField
              name="reportTypeId"
              label="Report"
              choices={EMAILED_REPORT_TYPES.map((t) => ({ value: t.id, label: t.label }))}
              onChange={() => {
                form.setValue('profileId', '');
                // A quick filter names columns of one report type: another type starts with none.
                form.setValue('quickFilters', []);
              }}
            />
            <SelectField
              name="profileId"
              label="Profile"
              placeholder={
                profiles.isPending ? 'Loading…' : profileChoices.length === 0 ? 'No saved profile of this report here' : 'Select a profile'
              }
              choices={profileChoices}
              hint="The columns, sort and filters saved on the report page of this folder."
            />
            <SelectField
              name="scheduleUid"
              label="Schedule"
              placeholder={schedules.isPending ? 'Loading…' : 'Select a schedule'}
              choices={(schedules.data ?? []).map((s) => ({ value: s.uid, label: s.label }))}
            />
            <SelectField
              name="contactGroupUid"
              label="Contact Group"
              placeholder={groups.isPending ? 'Loading…' : 'Select a contact group'}
              choices={(groups.data ?? []).map((g) => ({ value: g.uid, label: g.label }))}
            />
            <SelectField name="formatId" label="Format" choices={REPORT_EMAIL_FORMATS.map((f) => ({ value: f.id, label: f.label }))} />
            <CheckboxField name="enabled" label="Enabled" />
            <CheckboxField name="sendEmpty" label="Send when the report is empty" />
            {formatId === REPORT_EMAIL_FORMATS[0].id && <CheckboxField name="embedAttachment" label="Show the table in the email" />}
          </div>
          <QuickFilterChoices reportTypeId={reportTypeId} />
        </fieldset>
        <FormActions
          failure={failure}
          pending={save.isPending}
          submitLabel={report ? 'Save' : 'Create Email Report'}
          pendingLabel="Saving…"
        />
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
      </form>
    </FormProvider>
  );
}
