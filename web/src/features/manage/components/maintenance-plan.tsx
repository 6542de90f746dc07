// The tank's maintenance plan on its Information tab (docs/decisions/065-maintenance-due.md): when the
// next maintenance is due, every how many months, when it was last done; from the due day on the
// tank's status shows Maintenance Due and a Maintenance Due alert raises. It is an information field
// (Edit Asset Information), saved with PUT Asset/{uid}; recording a newer "last done" on a plan with
// an interval moves the due date on (the server applies the rule).
import { assetEditing } from '@ullage/domain/editing';
import { ASSET_SAVE_FAILURE_TITLE } from '@ullage/domain/messages';
import { assetMaintenanceSchema, MAINTENANCE_INTERVAL_MAX_MONTHS, type AssetDto, type AssetMaintenance } from '@ullage/domain/tanks/api';
import { maintenanceDue } from '@ullage/domain/tanks/maintenance';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert, NumberField, TextField } from '../../../components/form-fields';
import { useFormSave } from '../../../components/form-save';
import { toastSaveFailure } from '../../../lib/save-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useSaveAsset } from '../api/save-asset';
import { assetBodyFromForm, assetToForm } from '../utils/form-schemas';
import { Facts } from './facts';
import { useManageEnvironment } from './manage-environment';

interface MaintenanceFormValues {
  maintenance: { dueOn: string; intervalMonths: string; lastDoneOn: string };
}

const toForm = (m: AssetMaintenance | null): MaintenanceFormValues => ({
  maintenance: {
    dueOn: m?.dueOn ?? '',
    intervalMonths: m?.intervalMonths === null || m?.intervalMonths === undefined ? '' : String(m.intervalMonths),
    lastDoneOn: m?.lastDoneOn ?? '',
  },
});

/** The plan the form makes, checked by the domain's schema (its messages name the fields). */
const maintenanceFormSchema = z.preprocess(
  (v: MaintenanceFormValues) => ({
    maintenance: {
      dueOn: v.maintenance.dueOn,
      intervalMonths: v.maintenance.intervalMonths.trim() === '' ? null : Number(v.maintenance.intervalMonths),
      lastDoneOn: v.maintenance.lastDoneOn === '' ? null : v.maintenance.lastDoneOn,
    },
  }),
  z.object({ maintenance: assetMaintenanceSchema }),
);

/** spec 001 §9 dates: "2026-12-01" as 12/1/2026. */
function dayText(day: string | null): string {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return m ? `${Number(m[2])}/${Number(m[3])}/${m[1]}` : '';
}

export function MaintenancePlan({ asset, folderReadOnly }: { asset: AssetDto; folderReadOnly: boolean }) {
  const env = useManageEnvironment();
  const canEdit = assetEditing(env.permissions, { folderReadOnly }).information;
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const plan = asset.maintenance;
  const now = new Date();
  const today = new Date(now.getTime() + env.offsetHours(now) * 3_600_000).toISOString().slice(0, 10);
  return (
    <section aria-labelledby={titleId} className="maintenance-plan">
      <h3 id={titleId} className="section-title">
        Maintenance plan
      </h3>
      {!editing && (
        <>
          {plan ? (
            <Facts
              items={[
                ['Next due', `${dayText(plan.dueOn)}${maintenanceDue(plan.dueOn, today) ? ' (due now)' : ''}`],
                [
                  'Interval',
                  plan.intervalMonths === null ? 'None' : `Every ${plan.intervalMonths} month${plan.intervalMonths === 1 ? '' : 's'}`,
                ],
                ['Last done', dayText(plan.lastDoneOn)],
              ]}
            />
          ) : (
            <p className="manage-muted">No maintenance is planned for this tank.</p>
          )}
          {canEdit && (
            <div className="manage-buttons">
              <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
                {plan ? 'Edit maintenance plan' : 'Plan maintenance'}
              </button>
            </div>
          )}
        </>
      )}
      {editing && <MaintenanceForm asset={asset} onDone={() => setEditing(false)} />}
    </section>
  );
}

function MaintenanceForm({ asset, onDone }: { asset: AssetDto; onDone: () => void }) {
  const form = useForm<MaintenanceFormValues, unknown, { maintenance: AssetMaintenance }>({
    resolver: zodResolver(maintenanceFormSchema),
    defaultValues: toForm(asset.maintenance),
    mode: 'onTouched',
  });
  const save = useSaveAsset();
  // The rest of the asset goes back exactly as it came: only the plan changes here.
  const body = (maintenance: AssetMaintenance | null) => ({
    ...assetBodyFromForm(assetToForm(asset, asset.units), {
      units: asset.units,
      original: asset,
      canConfigure: false,
    }),
    maintenance,
  });
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (v: { maintenance: AssetMaintenance }) => ({ uid: asset.uid, body: body(v.maintenance) }),
    failureTitle: ASSET_SAVE_FAILURE_TITLE,
    done: 'Maintenance plan saved',
    onSaved: onDone,
  });
  return (
    <FormProvider {...form}>
      <form className="manage-form" onSubmit={onSubmit} noValidate aria-label="Maintenance plan">
        <div className="manage-grid">
          <TextField name="maintenance.dueOn" label="Next due" type="date" hint="Maintenance Due raises from this day on" />
          <NumberField
            name="maintenance.intervalMonths"
            label="Interval (months)"
            integer
            hint={`Optional, 1 to ${MAINTENANCE_INTERVAL_MAX_MONTHS}: a newer "last done" then moves the due date on`}
          />
          <TextField name="maintenance.lastDoneOn" label="Last done" type="date" />
        </div>
        {failure && <FormAlert title={failure.title} messages={failure.messages} />}
        <div className="manage-buttons">
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save plan'}
          </button>
          <button type="button" className="button button-secondary" onClick={onDone} disabled={save.isPending}>
            Cancel
          </button>
          {asset.maintenance && (
            <button
              type="button"
              className="button button-secondary"
              disabled={save.isPending}
              onClick={() =>
                save.mutate(
                  { uid: asset.uid, body: body(null) },
                  { onSuccess: onDone, onError: (error) => toastSaveFailure(ASSET_SAVE_FAILURE_TITLE, error) },
                )
              }
            >
              Remove plan
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
