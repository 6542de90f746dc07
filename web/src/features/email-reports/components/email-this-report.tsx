// "Email this report" beside Export CSV on the report pages (issue 16; spec 001 §7 POST
// EntityReport/EmailOneTime): the report as it is on screen (filters, sort, and/or, columns), sent
// once to a contact group in a format, with spec 001 §5's messages (docs/decisions/074-email-reports.md).
import { emailOneTimeBodySchema } from '@ullage/domain/reports/email-report-api';
import { REPORT_EMAIL_FORMATS, ReportEmailFormat } from '@ullage/domain/reports/reports';
import type { GridFilterModel, GridSortModel, FilterAndOr } from '@ullage/domain/reports/api';
import { useId, useState } from 'react';
import { Modal } from '../../../components/modal';
import { toastSaveFailure } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useContactGroups } from '../api/get-contact-groups';
import { useSendOneTime } from '../api/send-one-time';

interface View {
  filters: GridFilterModel;
  sorting: GridSortModel;
  andOr: FilterAndOr;
  columns: readonly string[];
}

export function EmailThisReport({
  folderUid,
  reportTypeId,
  title,
  view,
}: {
  folderUid: number;
  reportTypeId: number;
  title: string;
  /** The view on screen when the email is sent. */
  view: () => View;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary report-toolbar-button" onClick={() => setOpen(true)}>
        Email this report
      </button>
      {open && (
        <Modal open onOpenChange={setOpen} title="Email this report" description="The report as it is on screen, sent once.">
          <OneTimeForm folderUid={folderUid} reportTypeId={reportTypeId} title={title} view={view} onDone={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}

function OneTimeForm({
  folderUid,
  reportTypeId,
  title,
  view,
  onDone,
}: {
  folderUid: number;
  reportTypeId: number;
  title: string;
  view: () => View;
  onDone: () => void;
}) {
  const id = useId();
  const groups = useContactGroups(folderUid);
  const send = useSendOneTime();
  const [group, setGroup] = useState('');
  const [formatId, setFormatId] = useState<number>(ReportEmailFormat.Csv);
  const [subject, setSubject] = useState(title);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const v = view();
    const body = {
      contactGroupUid: Number(group) || 0,
      folderUid,
      reportTypeId,
      formatId,
      subject,
      filters: v.filters,
      sorting: v.sorting,
      andOr: v.andOr,
      columns: [...v.columns],
    };
    const parsed = emailOneTimeBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        const label = groups.data?.find((g) => g.uid === parsed.data.contactGroupUid)?.label ?? 'the contact group';
        toast.success(`Sending ${subject} to ${label}`, { autoClose: 4000 });
        onDone();
      },
      onError: (error) => toastSaveFailure('Error sending Email Report', error),
    });
  };
  const message = (field: string) =>
    errors[field] && (
      <span className="field-error" id={`${id}-${field}-error`} role="alert">
        {errors[field]}
      </span>
    );
  return (
    <form
      className="manage-form"
      aria-label="Email this report"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor={`${id}-group`}>
          Contact Group
        </label>
        <select id={`${id}-group`} className="input" value={group} onChange={(e) => setGroup(e.target.value)}>
          <option value="">{groups.isPending ? 'Loading…' : 'Select a contact group'}</option>
          {(groups.data ?? []).map((g) => (
            <option key={g.uid} value={g.uid}>
              {g.label}
            </option>
          ))}
        </select>
        {message('contactGroupUid')}
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-format`}>
          Format
        </label>
        <select id={`${id}-format`} className="input" value={formatId} onChange={(e) => setFormatId(Number(e.target.value))}>
          {REPORT_EMAIL_FORMATS.map((f) => (
            <option key={f.id} value={f.id}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-subject`}>
          Subject
        </label>
        <input id={`${id}-subject`} className="input" maxLength={500} value={subject} onChange={(e) => setSubject(e.target.value)} />
        {message('subject')}
      </div>
      <div className="manage-actions">
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  );
}
