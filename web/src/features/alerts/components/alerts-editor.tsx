// The entity's alerts (spec 001 §3.6; issue 15): each with its type, contact group, message, enabled
// switch, its type's settings and where it stands now (raised, since when); Add offers only the
// types the entity may carry (types that allow one are left out once present); Save posts the whole
// set (spec 001 §7 POST Entity/{uid}/Alert) and puts the server's messages on the fields they name.
import type { AlertStatus, EntityAlert } from '@ullage/domain/alerts/alert-api';
import { alertTypesFor } from '@ullage/domain/alerts/alert-api';
import { alertMessageKindOf } from '@ullage/domain/alerts/alert-messages';
import {
  ALERT_MESSAGE_KINDS,
  AlertType,
  alertTypeLabel,
  GEOFENCE_ALERT_MODES,
  type Alert,
  type AlertTypeId,
} from '@ullage/domain/alerts/alerts';
import { entityTypeName, EntityType } from '@ullage/domain/entity-types';
import { ALERTS_SAVE_FAILURE_TITLE } from '@ullage/domain/messages';
import { unitAbbreviation, UnitType } from '@ullage/domain/units';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Controller, FormProvider, get, useFieldArray, useForm, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { CheckboxField, FormAlert, NumberField, SelectField, type Choice } from '../../../components/form-fields';
import { Loader } from '../../../components/loader';
import { LabelledSwitch } from '../../../components/switch';
import { useCaller } from '../../../lib/caller';
import { zodResolver } from '../../../lib/form-resolver';
import { applySaveError, type SaveFailure } from '../../../lib/save-errors';
import { useAlertMessages } from '../api/get-alert-messages';
import { useContactGroupsOf } from '../api/get-contact-groups';
import { useEntityAlerts } from '../api/get-entity-alerts';
import { useSaveEntityAlerts } from '../api/save-entity-alerts';
import { useDateTime } from '../hooks/use-date-time';
import {
  addableTypes,
  alertsFormSchema,
  alertToForm,
  formFieldOfServerError,
  newAlertRow,
  timeFrameChoices,
  type AlertFormContext,
  type AlertsFormValues,
} from '../utils/alert-form';
import type { AlertEditing } from '../utils/alert-editing';

export interface AlertsEditorProps {
  entity: { uid: number; typeId: number; label: string };
  /** The folder whose message templates are offered (the entity's own folder; a folder itself). */
  folderUid: number;
  /** The folders whose contact groups are offered: from the top of the caller's scope down. */
  folderPath: readonly { uid: number; label: string }[];
  editing: AlertEditing;
  /** The geofences a geofence alert may name. */
  geofenceChoices: Choice[];
}

export function AlertsEditor({ entity, folderUid, folderPath, editing, geofenceChoices }: AlertsEditorProps) {
  const alerts = useEntityAlerts(entity.uid);
  if (alerts.isError)
    return (
      <p role="alert" className="field-error">
        The alerts of this {entityTypeName(entity.typeId).toLowerCase()} could not be loaded.
      </p>
    );
  if (!alerts.data) return <Loader />;
  return (
    <AlertsForm
      entity={entity}
      folderUid={folderUid}
      folderPath={folderPath}
      editing={editing}
      geofenceChoices={geofenceChoices}
      saved={alerts.data}
    />
  );
}

function AlertsForm({ entity, folderUid, folderPath, editing, geofenceChoices, saved }: AlertsEditorProps & { saved: EntityAlert[] }) {
  const caller = useCaller();
  const ctx = useMemo<AlertFormContext>(() => ({ volumeUnitId: caller.units.volumeUnitId }), [caller.units.volumeUnitId]);
  const schema = useMemo(() => alertsFormSchema(entity.typeId, ctx), [entity.typeId, ctx]);
  const form = useForm<AlertsFormValues, unknown, { alerts: Alert[] }>({
    defaultValues: { alerts: saved.map((a) => alertToForm(a, ctx)) },
    resolver: zodResolver(schema),
  });
  const rows = useFieldArray({ control: form.control, name: 'alerts', keyName: 'key' });
  const save = useSaveEntityAlerts();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  // Where each saved alert stands now: from the latest answer, so a raise shows without a save.
  const statusById = new Map(saved.map((a) => [a.id, a]));

  const groups = useContactGroupsOf(useMemo(() => [...folderPath].reverse().map((f) => f.uid), [folderPath]));
  const folderLabel = new Map(folderPath.map((f) => [f.uid, f.label]));
  const groupChoices: Choice[] = groups.groups.map((g) => ({
    value: g.uid,
    label: folderPath.length > 1 ? `${g.label} (${folderLabel.get(g.folderUid) ?? 'folder'})` : g.label,
  }));
  const messages = useAlertMessages(folderUid);

  const present = useWatch({ control: form.control, name: 'alerts' }).map((r) => r.typeId);
  const addable = addableTypes(alertTypesFor(entity.typeId), present);
  const [adding, setAdding] = useState<string>('');
  const addTypeId = useId();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const formEl = e.currentTarget;
    void form.handleSubmit(({ alerts }) => {
      setFailure(null);
      save.mutate(
        { uid: entity.uid, alerts },
        {
          onSuccess: (answer) => {
            toast.success('Alerts saved', { autoClose: 3000 });
            form.reset({ alerts: answer.map((a) => alertToForm(a, ctx)) });
          },
          onError: (error) => {
            const hasField = (f: string) => formEl.elements.namedItem(f) !== null;
            setFailure(
              applySaveError(
                error,
                ALERTS_SAVE_FAILURE_TITLE,
                (name, err, opts) => form.setError(formFieldOfServerError(name) as FieldPath<AlertsFormValues>, err, opts),
                (f) => hasField(formFieldOfServerError(f)),
              ),
            );
          },
        },
      );
    })(e);
  };

  const setError = get(form.formState.errors, 'alerts') as { message?: string; root?: { message?: string } } | undefined;
  const setMessage = setError?.message ?? setError?.root?.message;

  return (
    <FormProvider {...form}>
      <form className="manage-form alerts-form" onSubmit={onSubmit} noValidate aria-label="Alerts">
        {!editing.editable && editing.reason && <p className="manage-notice">{editing.reason}</p>}
        {rows.fields.length === 0 && (
          <p className="manage-muted">No alerts are set on this {entityTypeName(entity.typeId).toLowerCase()}.</p>
        )}
        <fieldset className="alerts-list" disabled={!editing.editable}>
          <legend className="visually-hidden">Alerts set</legend>
          {rows.fields.map((field, index) => (
            <AlertRow
              key={field.key}
              index={index}
              typeId={field.typeId}
              entityTypeId={entity.typeId}
              status={field.id > 0 ? statusById.get(field.id) : undefined}
              groupChoices={groupChoices}
              geofenceChoices={geofenceChoices}
              groupsPending={groups.isPending}
              messageChoices={(messages.data ?? [])
                .filter((m) => m.kindId === alertMessageKindOf(field.typeId))
                .map((m) => ({ value: m.id, label: m.inherited ? `${m.label} (inherited)` : m.label }))}
              messagesLoaded={messages.data !== undefined}
              volumeUnit={unitAbbreviation(UnitType.Volume, caller.units.volumeUnitId)}
              editable={editing.editable}
              onDelete={() => rows.remove(index)}
            />
          ))}
        </fieldset>
        {setMessage && <FormAlert title="These alerts cannot be saved together" messages={[setMessage]} />}
        {editing.editable && (
          <div className="alerts-add" role="group" aria-label="Add an alert">
            <div className="field">
              <label className="field-label" htmlFor={addTypeId}>
                Alert type to add
              </label>
              <select id={addTypeId} className="input" value={adding} onChange={(e) => setAdding(e.target.value)}>
                <option value="">Choose a type…</option>
                {addable.map((id) => (
                  <option key={id} value={id}>
                    {alertTypeLabel(id)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="button button-secondary"
              disabled={adding === ''}
              onClick={() => {
                rows.append(newAlertRow(Number(adding) as AlertTypeId, ctx));
                setAdding('');
              }}
            >
              Add alert
            </button>
          </div>
        )}
        {failure && <FormAlert title={failure.title} messages={failure.messages} />}
        {editing.editable && (
          <div className="manage-actions">
            {form.formState.isDirty && <span className="alerts-unsaved">Unsaved changes</span>}
            <button
              type="button"
              className="button button-secondary"
              disabled={!form.formState.isDirty || save.isPending}
              onClick={() => {
                setFailure(null);
                form.reset();
              }}
            >
              Undo changes
            </button>
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}

interface AlertRowProps {
  index: number;
  typeId: AlertTypeId;
  entityTypeId: number;
  /** Where the saved alert stands; undefined for one added and not saved yet. */
  status: (AlertStatus & { contactGroupUid: number }) | undefined;
  groupChoices: Choice[];
  geofenceChoices: Choice[];
  groupsPending: boolean;
  messageChoices: Choice[];
  messagesLoaded: boolean;
  volumeUnit: string;
  editable: boolean;
  onDelete: () => void;
}

function AlertRow({
  index,
  typeId,
  entityTypeId,
  status,
  groupChoices,
  geofenceChoices,
  groupsPending,
  messageChoices,
  messagesLoaded,
  volumeUnit,
  editable,
  onDelete,
}: AlertRowProps) {
  const form = useFormContext<AlertsFormValues>();
  const titleId = useId();
  const name = (field: string) => `alerts.${index}.${field}`;
  const label = alertTypeLabel(typeId);
  // A group the alert names that is not offered here (in a folder outside the caller's path) still
  // shows by its name, so saving does not drop it unseen.
  const groups =
    status && status.contactGroupUid > 0 && !groupChoices.some((c) => c.value === status.contactGroupUid)
      ? [...groupChoices, { value: status.contactGroupUid, label: status.contactGroupLabel ?? `Contact group ${status.contactGroupUid}` }]
      : groupChoices;
  // Likewise a message the alert names that this folder does not offer (another folder's).
  const messageId = Number(form.getValues(`alerts.${index}.messageId`) || 0);
  const messages =
    messageId > 0 && messagesLoaded && !messageChoices.some((c) => c.value === messageId)
      ? [...messageChoices, { value: messageId, label: `Message ${messageId} (of another folder)` }]
      : messageChoices;
  const kind = ALERT_MESSAGE_KINDS.find((k) => k.id === alertMessageKindOf(typeId))?.label ?? '';
  return (
    <section className="alert-row" aria-labelledby={titleId}>
      <header className="alert-row-head">
        <h4 id={titleId} className="alert-row-title">
          {label}
        </h4>
        <AlertState status={status} entityTypeId={entityTypeId} />
        <Controller
          control={form.control}
          name={`alerts.${index}.enabled`}
          render={({ field }) => (
            <LabelledSwitch
              className="alert-row-enabled"
              label="Enabled"
              checked={field.value}
              onCheckedChange={field.onChange}
              disabled={!editable}
            />
          )}
        />
        {editable && (
          <button
            type="button"
            className="button button-secondary alert-row-delete"
            aria-label={`Delete the ${label} alert`}
            onClick={onDelete}
          >
            Delete
          </button>
        )}
      </header>
      <div className="manage-grid">
        <SelectField
          name={name('contactGroupUid')}
          label="Contact Group"
          choices={groups}
          placeholder={groupsPending ? 'Loading…' : 'None (shown in the portal only)'}
          hint={
            !groupsPending && groupChoices.length === 0
              ? 'No contact groups here yet: add them under Folder > Users > Contacts.'
              : undefined
          }
        />
        <SelectField name={name('messageId')} label="Message" choices={messages} placeholder="Default message" hint={`${kind} messages`} />
        <TypeSettings index={index} typeId={typeId} volumeUnit={volumeUnit} geofenceChoices={geofenceChoices} />
      </div>
    </section>
  );
}

/** Raised now (since when), cleared, or not evaluated yet; for a folder, for how many below it. */
function AlertState({ status, entityTypeId }: { status: AlertStatus | undefined; entityTypeId: number }) {
  const formatDateTime = useDateTime();
  if (!status) return <span className="alert-state">Not saved yet</span>;
  const since = status.stateChangedAt ? formatDateTime(status.stateChangedAt) : '';
  if (entityTypeId === EntityType.Folder) {
    return status.raisedCount > 0 ? (
      <span className="alert-state alert-state-raised">
        Raised for {status.raisedCount} {status.raisedCount === 1 ? 'entity' : 'entities'} below{since && `, latest ${since}`}
      </span>
    ) : (
      <span className="alert-state">Not raised below this folder</span>
    );
  }
  if (status.raised) return <span className="alert-state alert-state-raised">Raised since {since}</span>;
  return <span className="alert-state">{since ? `Not raised (cleared ${since})` : 'Not raised'}</span>;
}

const USAGE_MODES: Choice[] = [
  { value: 'average', label: 'Against its own average usage' },
  { value: 'expected', label: 'Against an expected usage' },
];

/** spec 001 §3.6: the fields of the types with settings. */
function TypeSettings({
  index,
  typeId,
  volumeUnit,
  geofenceChoices,
}: {
  index: number;
  typeId: AlertTypeId;
  volumeUnit: string;
  geofenceChoices: Choice[];
}) {
  const form = useFormContext<AlertsFormValues>();
  const name = (field: string) => `alerts.${index}.${field}`;
  const mode = useWatch({ control: form.control, name: `alerts.${index}.mode` });
  const timeFrame = useWatch({ control: form.control, name: `alerts.${index}.timeFrame` });
  switch (typeId) {
    case AlertType.ExcessiveUsage:
    case AlertType.LowUsage: {
      const high = typeId === AlertType.ExcessiveUsage;
      return (
        <>
          <SelectField name={name('mode')} label="Compare usage" choices={USAGE_MODES} />
          {mode === 'expected' && (
            <NumberField name={name('avgUsage')} label="Avg Usage" unit={`${volumeUnit}/day`} hint="The usage you expect per day" />
          )}
          <SelectField
            name={name('timeFrame')}
            label="Time Frame"
            choices={timeFrameChoices(timeFrame).map((h) => ({ value: h, label: `${h} hours` }))}
          />
          <NumberField
            name={name('usagePercent')}
            label="Usage Percent"
            unit="%"
            hint={
              high
                ? 'Alerts above this share of the usage compared with: 110 to 500'
                : 'Alerts below this share of the usage compared with: 10 to 110'
            }
          />
          <CheckboxField name={name('includeWeekends')} label="Include weekends" />
        </>
      );
    }
    case AlertType.ExcessiveCalls:
      return (
        <>
          <NumberField
            name={name('percentage')}
            label="Percentage"
            hint="Alerts at this many times the usual number of calls (2 is twice as many)"
          />
          <NumberField name={name('days')} label="Days" integer hint="Over this many days" />
        </>
      );
    case AlertType.Geofence:
      return (
        <>
          <SelectField name={name('mode')} label="Mode" choices={GEOFENCE_ALERT_MODES.map((m) => ({ value: m.id, label: m.label }))} />
          <SelectField
            name={name('geofenceUid')}
            label="Geofence"
            choices={geofenceChoices}
            placeholder={geofenceChoices.length > 0 ? 'Choose a geofence' : 'No geofences yet'}
            hint={
              geofenceChoices.length > 0
                ? 'Raised by the GPS positions of the tank'
                : 'Draw a geofence on the MapView of this folder (Reports menu) first.'
            }
          />
        </>
      );
    default:
      return null;
  }
}
