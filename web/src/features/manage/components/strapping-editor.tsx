// The strapping table editor (spec 001 §3.3 StrappingTable, §7 PUT Asset/StrappingTable; issue
// 19): make, model, height, capacity, step and the chart's volumes, typed or pasted from a
// spreadsheet (one volume per row, or level and volume columns whose levels give the step), with
// the chart of level to volume drawn as it is typed. Inches and gallons, the units manufacturers'
// charts are printed in (docs/decisions/095-templates-and-strapping-tables.md). A saved change
// moves the tanks that read the table at once (the server restates them).
import type { StrappingTableDto } from '@ullage/domain/tanks/api';
import { useMemo } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { NumberField, TextField } from '../../../components/form-fields';
import { FormActions, useFormSave } from '../../../components/form-save';
import { zodResolver } from '../../../lib/form-resolver';
import { useSaveStrappingTable, type StrappingTableSave } from '../api/save-strapping-table';
import { parseStrappingRows, strappingFormSchema, strappingToForm, type StrappingFormValues } from '../utils/strapping-form';
import { formatNumber } from '../utils/format';
import { Chart } from './history-parts';

export const STRAPPING_SAVE_FAILURE_TITLE = 'Error saving strapping table';

export function StrappingEditor({
  table,
  folderUid,
  onSaved,
}: {
  table: StrappingTableDto | null;
  folderUid: number;
  onSaved: (saved: StrappingTableDto) => void;
}) {
  const form = useForm<StrappingFormValues, unknown, Omit<StrappingTableSave, 'id' | 'folderUid'>>({
    resolver: zodResolver(strappingFormSchema),
    defaultValues: strappingToForm(table),
    mode: 'onTouched',
  });
  const save = useSaveStrappingTable();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body) => ({ ...body, folderUid: table?.folderUid ?? folderUid, ...(table ? { id: table.id } : {}) }),
    failureTitle: STRAPPING_SAVE_FAILURE_TITLE,
    done: 'Strapping table saved',
    onSaved,
  });
  const [text, stepText] = useWatch({ control: form.control, name: ['tableValues', 'step'] });
  const chart = useMemo(() => {
    const parsed = parseStrappingRows(text);
    const step = 'error' in parsed ? null : (parsed.step ?? Number(stepText.replace(',', '.')));
    if ('error' in parsed || !step || !(step > 0) || parsed.volumes.length < 2) return null;
    return { step, volumes: parsed.volumes };
  }, [text, stepText]);
  return (
    <FormProvider {...form}>
      <form className="manage-form" onSubmit={onSubmit} noValidate aria-label="Strapping table">
        <div className="manage-grid">
          <TextField name="make" label="Make" maxLength={100} />
          <TextField name="model" label="Model" maxLength={100} />
          <NumberField name="height" label="Height" unit="in" />
          <NumberField name="capacity" label="Capacity" unit="gal" />
          <NumberField name="step" label="Step" unit="in" hint="The level between two rows; pasted levels set it" />
        </div>
        <div className="tpl-strapping">
          <RowsField />
          <div className="tpl-strapping-chart">
            {chart ? (
              <Chart
                title="Level to volume"
                data={[chart.volumes.map((_, i) => i * chart.step), chart.volumes]}
                series={[{ label: 'Volume', color: 'var(--color-accent)', scale: 'gal', format: (v) => `${formatNumber(v)} gal` }]}
                axes={[
                  { scale: 'x', label: 'Level (in)' },
                  { scale: 'gal', label: 'Volume (gal)', fromZero: true },
                ]}
                height={260}
              />
            ) : (
              <p className="manage-muted">The chart shows once two rows are entered.</p>
            )}
            {chart && (
              <p className="manage-muted" aria-live="polite">
                {chart.volumes.length} rows, 0 to {formatNumber((chart.volumes.length - 1) * chart.step)} in
              </p>
            )}
          </div>
        </div>
        <FormActions failure={failure} pending={save.isPending} submitLabel="Save" pendingLabel="Saving…" />
      </form>
    </FormProvider>
  );
}

/** The rows box: a textarea (the shared TextAreaField is three rows high). */
function RowsField() {
  const form = useFormContext<StrappingFormValues>();
  const message = form.formState.errors.tableValues?.message;
  return (
    <div className="field">
      <label className="field-label" htmlFor="strapping-rows">
        Rows (volume in gal, bottom first; or level and volume columns pasted from a spreadsheet)
      </label>
      <textarea
        id="strapping-rows"
        className="input tpl-rows"
        rows={14}
        spellCheck={false}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? 'strapping-rows-error' : undefined}
        {...form.register('tableValues')}
      />
      {message && (
        <span className="field-error" id="strapping-rows-error" role="alert">
          {message}
        </span>
      )}
    </div>
  );
}
