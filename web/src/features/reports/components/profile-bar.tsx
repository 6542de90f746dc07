// spec 001 §3.3 Report Profile (id, uid, label, default, andOr, typeId) and spec 001 §7 "GET
// EntityReport/Profiles; PUT or POST EntityReport/Profile", and DELETE EntityReport/Profile/{id}):
// pick a saved profile to apply its filters, sort and columns; save the grid's state over it or as
// a new one; make one the default the report opens with; delete one; choose whether the column
// filters must all match or any (andOr).
import type { FilterAndOr, ReportProfileBody } from '@ullage/domain/reports/api';

import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/form-resolver';
import { Modal, ModalFormActions } from '../../../components/modal';
import { reportProfileSchema } from '@ullage/domain/catalogue-schemas';

export interface ProfileBarProps {
  /** The saved profiles of this report type. */
  profiles: readonly ReportProfileBody[];
  selectedId: number | null;
  onSelect: (profile: ReportProfileBody | null) => void;
  /** Saves the grid's state over the selected profile. */
  onSave: () => Promise<void>;
  /** Saves the grid's state as a new profile; rejects with the server's message for the label. */
  onSaveAs: (input: { label: string; default: boolean }) => Promise<void>;
  onToggleDefault: (profile: ReportProfileBody) => Promise<void>;
  onDelete: (profile: ReportProfileBody) => Promise<void>;
  filterAndOr: FilterAndOr;
  onFilterAndOrChange: (andOr: FilterAndOr) => void;
  busy: boolean;
}

export function ProfileBar({
  profiles,
  selectedId,
  onSelect,
  onSave,
  onSaveAs,
  onToggleDefault,
  onDelete,
  filterAndOr,
  onFilterAndOrChange,
  busy,
}: ProfileBarProps) {
  const id = useId();
  const [savingAs, setSavingAs] = useState(false);
  const [deleting, setDeleting] = useState<ReportProfileBody | null>(null);
  const selected = profiles.find((p) => p.id === selectedId);
  return (
    <div className="profile-bar" role="group" aria-label="Report profile">
      <label className="profile-bar-field" htmlFor={`${id}-profile`}>
        Profile
      </label>
      <select
        id={`${id}-profile`}
        className="input profile-bar-select"
        value={selected ? String(selected.id) : ''}
        onChange={(e) => onSelect(profiles.find((p) => String(p.id) === e.target.value) ?? null)}
      >
        <option value="">(No profile)</option>
        {profiles.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.default ? `${p.label} (default)` : p.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button-secondary report-toolbar-button"
        disabled={!selected || busy}
        onClick={() => void onSave()}
      >
        Save
      </button>
      <button type="button" className="button button-secondary report-toolbar-button" disabled={busy} onClick={() => setSavingAs(true)}>
        Save as…
      </button>
      <button
        type="button"
        className="button button-ghost report-toolbar-button"
        disabled={!selected || busy}
        onClick={() => selected && void onToggleDefault(selected)}
      >
        {selected?.default ? 'Remove default' : 'Make default'}
      </button>
      <button
        type="button"
        className="button button-ghost report-toolbar-button"
        disabled={!selected || busy}
        onClick={() => selected && setDeleting(selected)}
      >
        Delete
      </button>
      <label className="profile-bar-field profile-bar-andor" htmlFor={`${id}-andor`}>
        Show rows matching
      </label>
      <select
        id={`${id}-andor`}
        className="input profile-bar-select"
        value={filterAndOr}
        onChange={(e) => onFilterAndOrChange(e.target.value as FilterAndOr)}
      >
        <option value="and">all filters</option>
        <option value="or">any filter</option>
      </select>
      {savingAs && <SaveAsDialog onClose={() => setSavingAs(false)} onSaveAs={onSaveAs} />}
      {deleting && (
        <Modal
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title="Delete profile"
          footer={
            <>
              <button type="button" className="button button-secondary" onClick={() => setDeleting(null)}>
                Cancel
              </button>
              <button
                type="button"
                className="button button-danger"
                disabled={busy}
                onClick={() => void onDelete(deleting).then(() => setDeleting(null))}
              >
                Delete
              </button>
            </>
          }
        >
          <p>Delete the profile &ldquo;{deleting.label}&rdquo;? The report stays as it is on screen.</p>
        </Modal>
      )}
    </div>
  );
}

const saveAsSchema = reportProfileSchema.pick({ label: true, default: true });

function SaveAsDialog({ onClose, onSaveAs }: { onClose: () => void; onSaveAs: ProfileBarProps['onSaveAs'] }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(saveAsSchema), defaultValues: { label: '', default: false } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSaveAs({ label: values.label, default: values.default ?? false });
      onClose();
    } catch (error) {
      // The page has shown anything but a message about the label.
      if (error instanceof LabelError) setError('label', { message: error.message });
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Save profile as"
      footer={<ModalFormActions formId={id} onCancel={onClose} submitting={isSubmitting} />}
    >
      <form id={id} onSubmit={onSubmit} noValidate className="profile-form">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-label`}>
            Name
          </label>
          <input
            id={`${id}-label`}
            className="input"
            autoFocus
            maxLength={100}
            aria-invalid={errors.label ? true : undefined}
            {...register('label')}
          />
          {errors.label && <span className="field-error">{errors.label.message}</span>}
        </div>
        <label className="checkbox-field">
          <input type="checkbox" {...register('default')} />
          Open the report with this profile
        </label>
      </form>
    </Modal>
  );
}

/** A save refused for the label (a 400 naming it): the dialog shows it under the field. */
export class LabelError extends Error {}
