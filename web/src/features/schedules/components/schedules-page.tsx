// spec 000 §2 Folder menu: Schedules /folder/schedules; spec 001 §3.7, §4, §7 Schedule calls
// (docs/decisions/067-company-schedules.md). The selected folder's schedules and those of the
// folders above it (which serve it too), each with its type, schedule option and what it does, in
// the viewer's time zone; create, edit and delete with Edit Schedules (23) on the folder's own
// schedules. Inherited and system schedules are read-only here (an inherited one is edited on its
// own folder's page). Delete first asks the server what uses the schedule and shows it; the list
// says how many things use each schedule and which (issue 19).
import type { ScheduleDto } from '@ullage/domain/alerts/schedule-api';
import { scheduleTypeLabel } from '@ullage/domain/alerts/schedules';
import { Permission } from '@ullage/domain/people/permissions';
import { timeZoneDisplayName } from '@ullage/domain/time-zones';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { ScrollBox } from '../../../components/scroll-box';
import { useCaller } from '../../../lib/caller';
import { saveFailureMessage } from '../../../lib/save-errors';
import { useDeleteSchedule } from '../api/delete-schedule';
import { useFolderSchedules } from '../api/get-folder-schedules';
import { useScheduleDeleteValidation } from '../api/get-schedule-delete-validation';
import { useSystemSchedules } from '../api/get-system-schedules';
import { optionsLabel, scheduleLine, zoneOffsetMinutes } from '../utils/schedule-form';
import { ScheduleEditor } from './schedule-editor';
import './schedules.css';

export interface SchedulesPageProps {
  folderUid: number;
  /** The folder's name for the title; undefined while it loads. */
  folderLabel: string | undefined;
  /** The folder is shared with the caller read-only. */
  folderReadOnly: boolean;
  /** Where another folder's Schedules page is (an inherited schedule is edited there). */
  folderHref: (folderUid: number) => string;
  /** What uses a schedule (spec 001 §7 Entity/{uid}/UsedBy; another feature's parts, composed by the
   * app layer): the Used by cell of a schedule standing in `folderUid`, and the delete dialog's list. */
  usedBy?: {
    count: (folderUid: number, uid: number, what: string) => ReactNode;
    list: (uid: number, what: string) => ReactNode;
  };
}

export function SchedulesPage({ folderUid, folderLabel, folderReadOnly, folderHref, usedBy }: SchedulesPageProps) {
  const caller = useCaller();
  const canEdit = caller.permissions.has(Permission.EditSchedules) && !folderReadOnly;
  const offset = zoneOffsetMinutes(caller.timeZone.timeZoneId);
  const schedules = useFolderSchedules(folderUid);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ScheduleDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ScheduleDto | null>(null);
  const [showSystem, setShowSystem] = useState(false);

  const term = search.trim().toLowerCase();
  const shown = (schedules.data ?? []).filter((s) => !term || `${s.label} ${scheduleLine(s, offset)}`.toLowerCase().includes(term));
  const own = (s: ScheduleDto) => s.folderUid === folderUid;
  const editable = editing !== null && (editing === 'new' || (canEdit && own(editing)));

  return (
    <section className="sch-page" aria-labelledby="schedules-title">
      <header>
        <div className="page-kicker">Schedules</div>
        <h1 id="schedules-title">{folderLabel ?? ''}</h1>
      </header>
      <p className="sch-muted">
        When devices call in and reports are sent. A schedule serves its folder and every folder below it. Times are shown in{' '}
        {timeZoneDisplayName(caller.timeZone.timeZoneId)}.
      </p>
      <div className="sch-toolbar">
        <input
          className="input sch-search"
          type="search"
          aria-label="Search schedules"
          placeholder="Search schedules"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {canEdit && (
          <button type="button" className="button button-primary sch-toolbar-end" onClick={() => setEditing('new')}>
            Add schedule
          </button>
        )}
      </div>
      {!schedules.data ? (
        schedules.isError ? (
          <p className="field-error">The schedules could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : shown.length === 0 ? (
        <p className="sch-muted">
          {schedules.data.length === 0 ? 'This folder has no schedules of its own yet.' : 'No schedule matches the search.'}
        </p>
      ) : (
        <ScrollBox label="Schedules" className="sch-table-wrap">
          <table className="sch-table" aria-label="Schedules">
            <thead>
              <tr>
                <th>Name</th>
                <th>Type</th>
                <th>Schedule Options</th>
                <th>When</th>
                <th>Folder</th>
                {usedBy && <th>Used by</th>}
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((s) => (
                <tr key={s.uid}>
                  <td>
                    {s.label}
                    {!s.finalized && <span className="schedule-badge">Not finished: not offered to devices</span>}
                  </td>
                  <td>{scheduleTypeLabel(s.scheduleTypeId)}</td>
                  <td>{optionsLabel(s.optionsId)}</td>
                  <td>{scheduleLine(s, offset)}</td>
                  <td>{own(s) ? 'This folder' : <Link to={folderHref(s.folderUid ?? folderUid)}>{s.folderLabel}</Link>}</td>
                  {usedBy && <td>{usedBy.count(s.folderUid ?? folderUid, s.uid, s.label)}</td>}
                  <td>
                    <div className="sch-row-actions">
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={`${canEdit && own(s) ? 'Edit' : 'View'} ${s.label}`}
                        onClick={() => setEditing(s)}
                      >
                        {canEdit && own(s) ? 'Edit' : 'View'}
                      </button>
                      {canEdit && own(s) && (
                        <button
                          type="button"
                          className="button button-ghost"
                          aria-label={`Delete ${s.label}`}
                          onClick={() => setDeleting(s)}
                        >
                          Delete
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <section aria-labelledby="system-schedules-title" className="sch-system">
        <h2 id="system-schedules-title">
          <button type="button" className="button button-ghost" aria-expanded={showSystem} onClick={() => setShowSystem((v) => !v)}>
            {showSystem ? '▾' : '▸'} System schedules
          </button>
        </h2>
        {showSystem && <SystemSchedules />}
      </section>
      {editing && (
        <Modal
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing === 'new' ? 'New schedule' : editing.label}
          description={
            editing !== 'new' && !own(editing) ? `Defined in ${editing.folderLabel}: edit it on that folder's Schedules page.` : undefined
          }
          size="manage"
        >
          <ScheduleEditor
            schedule={editing === 'new' ? null : editing}
            folderUid={folderUid}
            readOnly={!editable}
            onSaved={() => setEditing(null)}
          />
        </Modal>
      )}
      {deleting && (
        <DeleteSchedule schedule={deleting} usedBy={usedBy?.list(deleting.uid, deleting.label)} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}

/** The catalogue every company may use (read-only), its times as the devices keep them. */
function SystemSchedules() {
  const system = useSystemSchedules(true);
  if (!system.data) return system.isError ? <p className="field-error">The system schedules could not be loaded.</p> : <Loader />;
  return (
    <ScrollBox label="System schedules" className="sch-table-wrap">
      <p className="sch-muted">
        Every company may give these to its devices. They cannot be changed; times are the device&apos;s local time.
      </p>
      <table className="sch-table" aria-label="System schedules">
        <thead>
          <tr>
            <th>Name</th>
            <th>Schedule Options</th>
            <th>When</th>
          </tr>
        </thead>
        <tbody>
          {system.data.map((s) => (
            <tr key={s.uid}>
              <td>{s.label}</td>
              <td>{optionsLabel(s.optionsId)}</td>
              <td>{s.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** Asks the server what uses the schedule first (GET Schedule/{id}/Validate/Delete); deletes only
 * when nothing does, after confirmation. */
function DeleteSchedule({ schedule, usedBy, onClose }: { schedule: ScheduleDto; usedBy?: ReactNode; onClose: () => void }) {
  const validation = useScheduleDeleteValidation(schedule.uid);
  const remove = useDeleteSchedule();
  const [problem, setProblem] = useState<string | null>(null);
  const items = validation.data ?? [];
  const blocking = items.filter((i) => !i.isValid);
  const ready = validation.isSuccess && !validation.isFetching;
  const allowed = ready && blocking.length === 0;
  const onDelete = () =>
    remove.mutate(schedule.uid, {
      onSuccess: () => {
        toast.success(`${schedule.label} deleted`, { autoClose: 3000 });
        onClose();
      },
      onError: (error) => setProblem(saveFailureMessage(error)),
    });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${schedule.label}`}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button button-danger" disabled={!allowed || remove.isPending} onClick={onDelete}>
            Delete
          </button>
        </>
      }
    >
      {!ready ? (
        validation.isError ? (
          <p className="field-error" role="alert">
            {saveFailureMessage(validation.error)}
          </p>
        ) : (
          <Loader />
        )
      ) : allowed ? (
        <>
          <p>{items[0]?.message}</p>
          <p>Delete {schedule.label}? This cannot be undone.</p>
        </>
      ) : (
        <div role="alert">
          <p>{schedule.label} cannot be deleted:</p>
          <ul>
            {blocking.map((i) => (
              <li key={`${i.label}:${i.message}`}>{i.message}</li>
            ))}
          </ul>
          {usedBy}
        </div>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}
