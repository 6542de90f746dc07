// Folder > Weather (/folder/weather; issue 17, docs/decisions/093-degree-day-forecasting.md, 098):
// where a folder's outdoor temperature comes from for degree-day forecasting. A user with Edit
// Folder chooses a device temperature sensor of the folder (or none), the heating degree-day base
// and the Season config, and imports a CSV of daily mean temperatures; everyone who sees the
// folder sees the days held, the last year's means and degree days in a chart, and the latest days.
import type { DailyTemperature } from '@ullage/domain/forecast/api';
import { isApiError } from '../../../lib/api-client';
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { CheckboxField, FormAlert, NumberField, SelectField } from '../../../components/form-fields';
import { FormActions, useFormSave } from '../../../components/form-save';
import { Loader } from '../../../components/loader';
import { ScrollBox } from '../../../components/scroll-box';
import { zodResolver } from '../../../lib/form-resolver';
import { toast } from '../../../lib/toast';
import { useFolderTemperatures, useFolderWeather, useImportTemperatures, useSaveFolderWeather } from '../api/folder-weather';
import { weatherFormSchema, weatherToForm, type WeatherFormValues } from '../utils/weather-form';
import './weather-page.css';

const UplotChart = lazy(async () => ({ default: (await import('../../../components/uplot-chart')).UplotChart }));

export interface WeatherPageProps {
  folderUid: number;
  folderLabel: string | undefined;
  /** Edit Folder (12) on a folder not shared read-only. */
  canEdit: boolean;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_CHOICES = MONTHS.map((label, i) => ({ value: i + 1, label }));
const fmt = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 1 });
const dayText = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]?.slice(0, 3)} ${d}, ${y}`;
};
const seconds = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

/** The failure of an import: the server's message and each bad line it named. */
function importFailure(error: unknown): { title: string; messages: string[] } {
  if (isApiError(error)) return { title: error.message, messages: [...(error.errors?.file ?? [])] };
  return { title: 'The temperatures could not be imported.', messages: [] };
}

function WeatherForm({
  folderUid,
  initial,
  sensors,
}: {
  folderUid: number;
  initial: WeatherFormValues;
  sensors: { value: number; label: string }[];
}) {
  const form = useForm<WeatherFormValues, unknown, ReturnType<typeof weatherFormSchema.parse>>({
    resolver: zodResolver(weatherFormSchema),
    defaultValues: initial,
  });
  const save = useSaveFolderWeather(folderUid);
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body) => body,
    failureTitle: 'Error saving Folder',
    done: 'Weather saved',
    onSaved: (w) => form.reset(weatherToForm(w)),
  });
  const seasonOn = useWatch({ control: form.control, name: 'heatingSeason' });
  return (
    <FormProvider {...form}>
      <form className="manage-form weather-form" onSubmit={onSubmit} noValidate aria-label="Weather source">
        <SelectField
          name="sourceSensorUid"
          label="Temperature Sensor"
          choices={sensors}
          placeholder="None (imported temperatures only)"
          hint="A device temperature sensor of this folder or below it; its daily means fill the days not imported."
        />
        <NumberField
          name="baseTemperature"
          label="Base Temperature"
          unit="°F"
          hint="A day's heating degree days are this minus its mean temperature."
        />
        <CheckboxField name="heatingSeason" label="Heating season (degree days drive the forecast only in season)" />
        {seasonOn && (
          <div className="weather-season">
            <SelectField name="season.startMonth" label="Start Month" choices={MONTH_CHOICES} />
            <NumberField name="season.startDay" label="Start Day" integer />
            <SelectField name="season.endMonth" label="End Month" choices={MONTH_CHOICES} />
            <NumberField name="season.endDay" label="End Day" integer />
          </div>
        )}
        <FormActions failure={failure} pending={save.isPending} submitLabel="Save weather" pendingLabel="Saving..." />
      </form>
    </FormProvider>
  );
}

function ImportForm({ folderUid }: { folderUid: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<{ title: string; messages: string[] } | null>(null);
  const upload = useImportTemperatures(folderUid);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    if (!file) {
      setFailure({ title: 'Choose a CSV file of daily mean temperatures.', messages: [] });
      return;
    }
    setFailure(null);
    upload.mutate(file, {
      onSuccess: (r) => {
        toast.success(`${r.imported.toLocaleString('en-US')} days imported (${dayText(r.firstDay)} to ${dayText(r.lastDay)})`, {
          autoClose: 5000,
        });
        formEl.reset();
        setFile(null);
      },
      onError: (error) => setFailure(importFailure(error)),
    });
  };
  return (
    <form className="weather-import" onSubmit={onSubmit} noValidate aria-label="Import temperatures">
      <div className="field">
        <label className="field-label" htmlFor="weather-csv">
          Temperature CSV
        </label>
        <input
          id="weather-csv"
          type="file"
          accept=".csv,text/csv,text/plain"
          className="input"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <span className="field-hint">
          Each line a date (YYYY-MM-DD or M/D/YYYY) and the day&apos;s mean temperature, °F unless the header says °C. A day already held is
          replaced; any bad line refuses the whole file.
        </span>
      </div>
      {failure && <FormAlert title={failure.title} messages={failure.messages} />}
      <div className="manage-actions">
        <button type="submit" className="button button-primary" disabled={upload.isPending}>
          {upload.isPending ? 'Importing...' : 'Import temperatures'}
        </button>
      </div>
    </form>
  );
}

function TemperatureChart({ days }: { days: readonly DailyTemperature[] }) {
  const data = useMemo(
    () => [days.map((d) => seconds(d.day)), days.map((d) => d.meanTemperature), days.map((d) => d.heatingDegreeDays)],
    [days],
  );
  return (
    <Suspense fallback={<Loader inline label="Loading chart…" />}>
      <UplotChart
        title="Daily mean temperature and heating degree days"
        data={data}
        time={{ tzDate: (ts) => new Date(ts * 1000) }}
        series={[
          { label: 'Mean temperature', color: 'var(--color-accent)', scale: 'f', format: (v) => `${fmt(v)} °F` },
          { label: 'Heating degree days', color: 'var(--zone-warning)', scale: 'hdd', bars: true, format: fmt },
        ]}
        axes={[
          { scale: 'f', label: '°F' },
          { scale: 'hdd', label: 'Degree days', right: true, fromZero: true },
        ]}
        height={260}
      />
    </Suspense>
  );
}

export function WeatherPage({ folderUid, folderLabel, canEdit }: WeatherPageProps) {
  const weather = useFolderWeather(folderUid);
  const temperatures = useFolderTemperatures(folderUid);
  const w = weather.data;
  const lastYear = useMemo(() => (temperatures.data ?? []).slice(-365), [temperatures.data]);
  const latest = useMemo(() => [...lastYear].reverse().slice(0, 31), [lastYear]);
  const sensors = useMemo(() => (w?.sensors ?? []).map((s) => ({ value: s.sensorUid, label: s.label })), [w?.sensors]);

  return (
    <section className="weather-page" aria-labelledby="weather-title">
      <header>
        <div className="page-kicker">Weather</div>
        <h1 id="weather-title">{folderLabel ?? ''}</h1>
      </header>
      <p className="weather-muted">
        The outdoor temperature of this folder&apos;s tanks, for forecasting heating-fuel use by degree days: a device temperature sensor,
        imported daily means, or both (an imported day wins).
      </p>
      {weather.isError && <p className="field-error">The folder&apos;s weather could not be loaded.</p>}
      {!w && !weather.isError && <Loader />}
      {w && (
        <>
          <h2 className="weather-subtitle">Weather source</h2>
          <dl className="weather-facts" aria-label="Days of temperature held">
            <dt>Temperature sensor</dt>
            <dd>{w.sourceLabel ?? 'None'}</dd>
            <dt>Days imported</dt>
            <dd>{w.importedDays.toLocaleString('en-US')}</dd>
            <dt>Days from the sensor</dt>
            <dd>{w.sensorDays.toLocaleString('en-US')}</dd>
            <dt>Days held</dt>
            <dd>{w.firstDay && w.lastDay ? `${dayText(w.firstDay)} to ${dayText(w.lastDay)}` : 'None yet'}</dd>
          </dl>
          {/* Not keyed on the saved values: a save's refetch must not remount the form before its
              toast (a mutation's own callbacks are dropped with the form); onSaved resets it. */}
          {canEdit ? (
            <WeatherForm folderUid={folderUid} initial={weatherToForm(w)} sensors={sensors} />
          ) : (
            <p className="weather-muted">Only a user with Edit Folder may change the weather source or import temperatures.</p>
          )}
          {canEdit && (
            <>
              <h2 className="weather-subtitle">Import temperatures</h2>
              <ImportForm folderUid={folderUid} />
            </>
          )}
        </>
      )}
      <h2 className="weather-subtitle">Daily temperatures</h2>
      {temperatures.isError && <p className="field-error">The temperatures could not be loaded.</p>}
      {temperatures.data && temperatures.data.length === 0 && <p className="weather-muted">No temperatures yet.</p>}
      {lastYear.length > 0 && (
        <>
          <TemperatureChart days={lastYear} />
          <ScrollBox label="Latest daily temperatures">
            <table className="weather-table" aria-label="Latest daily temperatures">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Mean (°F)</th>
                  <th scope="col">Heating degree days</th>
                  <th scope="col">Source</th>
                </tr>
              </thead>
              <tbody>
                {latest.map((d) => (
                  <tr key={d.day}>
                    <td>{dayText(d.day)}</td>
                    <td>{fmt(d.meanTemperature)}</td>
                    <td>{fmt(d.heatingDegreeDays)}</td>
                    <td>{d.source === 'import' ? 'Imported' : 'Sensor'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        </>
      )}
    </section>
  );
}
