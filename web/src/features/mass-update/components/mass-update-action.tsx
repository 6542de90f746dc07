// "Mass Update" beside Export CSV on the asset and device reports (issue 19; spec 001 §6 permission
// 38; docs/decisions/104-mass-update-and-webhook-events.md): the rows ticked in the grid get one
// change. The dialog asks for the change, shows what it does to each row (Preview), then runs it
// and shows its progress and the rows it could not save.
import { EntityType } from '@ullage/domain/entity-types';
import {
  MASS_UPDATE_FIELDS,
  massUpdateBodySchema,
  type MassUpdateDto,
  type MassUpdateField,
  type MassUpdateInput,
  type MassUpdatePreview,
} from '@ullage/domain/reports/mass-update-api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Modal } from '../../../components/modal';
import { isApiError } from '../../../lib/api-client';
import { saveFailureMessage } from '../../../lib/save-errors';
import { useProductChoices, useScheduleChoices, useUserDefChoices } from '../api/get-choices';
import {
  recentMassUpdatesQueryOptions,
  useMassUpdatePreview,
  useMassUpdateProgress,
  useRecentMassUpdates,
  useStartMassUpdate,
} from '../api/mass-update';
import './mass-update.css';

export interface MassUpdateActionProps {
  folderUid: number;
  entityTypeId: typeof EntityType.Asset | typeof EntityType.Device;
  /** The uids of the rows ticked in the grid. */
  selected: readonly number[];
  /** The update finished: the grid reloads its rows. */
  onDone: () => void;
}

export function MassUpdateAction(props: MassUpdateActionProps) {
  const [open, setOpen] = useState(false);
  const n = props.selected.length;
  return (
    <>
      <button
        type="button"
        className="button button-secondary report-toolbar-button"
        disabled={n === 0}
        title={n === 0 ? 'Tick the rows to change first' : undefined}
        onClick={() => setOpen(true)}
      >
        Mass Update{n > 0 ? ` (${n})` : ''}
      </button>
      {open && (
        <Modal
          open
          size="manage"
          onOpenChange={setOpen}
          title="Mass Update"
          description={`One change to the ${n} selected ${props.entityTypeId === EntityType.Device ? 'device' : 'asset'}${n === 1 ? '' : 's'}.`}
        >
          <MassUpdateForm {...props} onClose={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}

type Values = {
  field: MassUpdateField;
  productUid: string;
  warning: string;
  critical: string;
  scheduleUid: string;
  setupId: string;
  value: string;
};

function changeOf(v: Values, dataTypeId: number | undefined): MassUpdateInput['change'] {
  switch (v.field) {
    case 'product':
      return { field: 'product', productUid: v.productUid === '' ? null : Number(v.productUid) };
    case 'zones':
      return { field: 'zones', warning: Number(v.warning) / 100, critical: Number(v.critical) / 100 };
    case 'schedule':
      return { field: 'schedule', scheduleUid: Number(v.scheduleUid) };
    case 'userDef': {
      const raw = v.value.trim();
      const value = raw === '' ? null : dataTypeId === 1 || dataTypeId === 2 ? Number(raw) : dataTypeId === 5 ? raw === 'true' : raw;
      return { field: 'userDef', setupId: Number(v.setupId), value };
    }
  }
}

function MassUpdateForm({ folderUid, entityTypeId, selected, onDone, onClose }: MassUpdateActionProps & { onClose: () => void }) {
  const id = useId();
  const fields = MASS_UPDATE_FIELDS.filter((f) => (f.entityTypeIds as readonly number[]).includes(entityTypeId));
  const [v, setV] = useState<Values>({
    field: fields[0]!.key,
    productUid: '',
    warning: '30',
    critical: '20',
    scheduleUid: '',
    setupId: '',
    value: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<MassUpdatePreview | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const products = useProductChoices(folderUid);
  const schedules = useScheduleChoices(folderUid);
  const setups = useUserDefChoices(folderUid);
  const fieldSetups = (setups.data ?? []).filter((s) => s.entityTypeId === entityTypeId && s.enabled);
  const setup = fieldSetups.find((s) => String(s.id) === v.setupId);
  const previewCall = useMassUpdatePreview();
  const start = useStartMassUpdate();
  const progress = useMassUpdateProgress(runId);

  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setPreview(null);
    setProblem(null);
  };

  const body = (): MassUpdateInput | null => {
    const input = { folderUid, entityTypeId, uids: [...selected], change: changeOf(v, setup?.dataTypeId) };
    const parsed = massUpdateBodySchema.safeParse(input);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the values');
      return null;
    }
    return input;
  };
  const refused = (error: unknown) => {
    if (isApiError(error) && error.errors) setProblem(Object.values(error.errors).flat()[0] ?? saveFailureMessage(error));
    else setProblem(saveFailureMessage(error));
  };

  const runPreview = () => {
    const b = body();
    if (b) previewCall.mutate(b, { onSuccess: setPreview, onError: refused });
  };
  const apply = () => {
    const b = body();
    if (b) start.mutate(b, { onSuccess: (op) => setRunId(op.id), onError: refused });
  };

  const queryClient = useQueryClient();
  const op = progress.data;
  const finished = op !== undefined && op.status !== 'running';
  useEffect(() => {
    if (!finished) return;
    onDone();
    void queryClient.invalidateQueries({ queryKey: recentMassUpdatesQueryOptions(folderUid).queryKey });
    // onDone once, when the update finishes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  if (runId !== null)
    return (
      <>
        <Progress op={op} onClose={onClose} />
        <Recent folderUid={folderUid} />
      </>
    );

  const input = (name: keyof Values, label: string, extra: Record<string, string> = {}) => (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input id={`${id}-${name}`} className="input" value={v[name]} onChange={(e) => set({ [name]: e.target.value })} {...extra} />
    </div>
  );

  return (
    <form
      className="manage-form mass-update"
      aria-label="Mass Update"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (preview) apply();
        else runPreview();
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor={`${id}-field`}>
          Change
        </label>
        <select id={`${id}-field`} className="input" value={v.field} onChange={(e) => set({ field: e.target.value as MassUpdateField })}>
          {fields.map((f) => (
            <option key={f.key} value={f.key}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      {v.field === 'product' && (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-product`}>
            Product
          </label>
          <select id={`${id}-product`} className="input" value={v.productUid} onChange={(e) => set({ productUid: e.target.value })}>
            <option value="">No product</option>
            {(products.data ?? [])
              .filter((p) => p.active)
              .map((p) => (
                <option key={p.uid} value={p.uid}>
                  {p.label}
                </option>
              ))}
          </select>
        </div>
      )}
      {v.field === 'zones' && (
        <>
          {input('warning', 'Warning (%)', { inputMode: 'decimal' })}
          {input('critical', 'Critical (%)', { inputMode: 'decimal' })}
        </>
      )}
      {v.field === 'schedule' && (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-schedule`}>
            Schedule
          </label>
          <select id={`${id}-schedule`} className="input" value={v.scheduleUid} onChange={(e) => set({ scheduleUid: e.target.value })}>
            <option value="">Select a schedule</option>
            {(schedules.data ?? []).map((s) => (
              <option key={s.uid} value={s.uid}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {v.field === 'userDef' && (
        <>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-setup`}>
              Field
            </label>
            <select id={`${id}-setup`} className="input" value={v.setupId} onChange={(e) => set({ setupId: e.target.value })}>
              <option value="">{fieldSetups.length === 0 ? 'This company has no such fields' : 'Select a field'}</option>
              {fieldSetups.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          {setup?.dataTypeId === 5 ? (
            <div className="field">
              <label className="field-label" htmlFor={`${id}-value`}>
                Value
              </label>
              <select id={`${id}-value`} className="input" value={v.value} onChange={(e) => set({ value: e.target.value })}>
                <option value="">(blank)</option>
                <option value="true">Yes</option>
                <option value="false">No</option>
              </select>
            </div>
          ) : (
            input('value', 'Value', setup?.dataTypeId === 4 ? { type: 'date' } : {})
          )}
        </>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {preview && <PreviewTable preview={preview} />}
      {!preview && <Recent folderUid={folderUid} />}
      <div className="manage-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancel
        </button>
        {preview ? (
          <button type="submit" className="button" disabled={start.isPending}>
            Apply to {preview.total} {preview.total === 1 ? 'row' : 'rows'}
          </button>
        ) : (
          <button type="submit" className="button" disabled={previewCall.isPending}>
            Preview
          </button>
        )}
      </div>
    </form>
  );
}

function PreviewTable({ preview }: { preview: MassUpdatePreview }) {
  return (
    <section className="mass-update-preview" aria-label="Preview">
      <p role="status">
        {preview.changing} of {preview.total} {preview.total === 1 ? 'row changes' : 'rows change'}
        {preview.rows.length < preview.total ? ` (the first ${preview.rows.length} are listed)` : ''}.
      </p>
      <div className="mass-update-table">
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">{preview.field} now</th>
              <th scope="col">Becomes</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((r) => (
              <tr key={r.uid} className={r.from === r.to ? 'mass-update-same' : undefined}>
                <td>{r.label}</td>
                <td>{r.from}</td>
                <td>{r.to}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Progress({ op, onClose }: { op: MassUpdateDto | undefined; onClose: () => void }) {
  const done = op?.done ?? 0;
  const total = op?.total ?? 0;
  return (
    <div className="mass-update-progress">
      <progress max={total || 1} value={done} aria-label="Mass update progress" />
      <p role="status" aria-live="polite">
        {op === undefined
          ? 'Starting…'
          : op.status === 'running'
            ? `Updating ${done} of ${total}…`
            : `Updated ${done - op.errors.length} of ${total}${op.errors.length > 0 ? `; ${op.errors.length} could not be saved` : ''}.`}
      </p>
      {op && op.errors.length > 0 && (
        <ul className="mass-update-errors">
          {op.errors.map((e) => (
            <li key={e.uid}>
              {e.label}: {e.message}
            </li>
          ))}
        </ul>
      )}
      <div className="manage-actions">
        <button type="button" className="button" onClick={onClose}>
          {op?.status === 'running' ? 'Hide (it goes on)' : 'Done'}
        </button>
      </div>
    </div>
  );
}

const FIELD_LABEL = new Map<string, string>(MASS_UPDATE_FIELDS.map((f) => [f.key, f.label]));

/** The folder's latest mass updates: who changed what, when, and how it went (the audit). */
function Recent({ folderUid }: { folderUid: number }) {
  const recent = useRecentMassUpdates(folderUid);
  const list = recent.data ?? [];
  if (list.length === 0) return null;
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="mass-update-preview" aria-label="Recent mass updates">
      <h3>Recent mass updates</h3>
      <div className="mass-update-table">
        <table>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Change</th>
              <th scope="col">Rows</th>
            </tr>
          </thead>
          <tbody>
            {list.map((op) => (
              <tr key={op.id}>
                <td>{when.format(new Date(op.createdAt))}</td>
                <td>{op.userName}</td>
                <td>
                  {FIELD_LABEL.get(op.field) ?? op.field}: {op.to}
                </td>
                <td>
                  {op.status === 'running' ? `${op.done} of ${op.total}…` : `${op.done - op.errors.length} of ${op.total}`}
                  {op.errors.length > 0 ? ` (${op.errors.length} not saved)` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
