// The schedule editor's controls (spec 001 §3.7, §9): number selects, the day mask (weekday
// toggles), the month-day grid 5x7, the times list with the allowed minutes, and each type's own
// fields with the events per day computed from the interval. Every control has a label; the
// toggles are checkboxes, so Tab and Space work them.
import {
  DAYS_OF_WEEK,
  daysOfMask,
  eventsPerDay,
  MONTH_DAY_CELLS,
  monthDayMaskOf,
  monthDaysOfMask,
  minuteOfDayLabel,
  occurrencesPerDay,
  ScheduleType,
  type Schedule,
} from '@ullage/domain/alerts/schedules';
import { useId, useState, type ReactNode } from 'react';
import { intervalChoices, timeOfDayChoices, WEEK_CHOICES } from '../utils/schedule-form';

export type SetFields = (patch: Record<string, unknown>) => void;
/** The message of a field, if any. */
export type ErrorOf = (field: string) => string | undefined;

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span className="field-error" id={`${id}-error`} role="alert">
      {message}
    </span>
  ) : null;
}

export function NumberSelect({
  label,
  name,
  value,
  choices,
  onChange,
  message,
  hint,
}: {
  label: string;
  name: string;
  value: number;
  choices: readonly { value: number; label: string }[];
  onChange: (value: number) => void;
  message?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="input"
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {hint && <span className="field-hint">{hint}</span>}
      <FieldMessage id={id} message={message} />
    </div>
  );
}

function Check({ label, name, checked, onChange }: { label: string; name: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="checkbox-field" htmlFor={id}>
        <input id={id} name={name} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        {label}
      </label>
    </div>
  );
}

/** A computed figure shown beside the controls that decide it. */
function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="field">
      <span className="field-label">{label}</span>
      <output className="schedule-figure" aria-label={label}>
        {value}
      </output>
    </div>
  );
}

function TimeSelect({
  label,
  name,
  schedule,
  value,
  set,
}: {
  label: string;
  name: string;
  schedule: Schedule;
  value: number;
  set: SetFields;
}) {
  return (
    <NumberSelect
      label={label}
      name={name}
      value={value}
      choices={timeOfDayChoices(schedule.optionsId, false, value)}
      onChange={(v) => set({ [name]: v })}
    />
  );
}

function IntervalSelect({
  label,
  name,
  schedule,
  value,
  onChange,
}: {
  label: string;
  name: string;
  schedule: Schedule;
  value: number;
  onChange: (v: number) => void;
}) {
  return (
    <NumberSelect
      label={label}
      name={name}
      value={value}
      choices={intervalChoices(schedule, value).map((c) => ({ value: c.minutes, label: c.label }))}
      onChange={onChange}
    />
  );
}

/** spec 001 §9 day mask: Sunday 1 doubling to Saturday 64, a toggle per day. */
function DayMaskField({ mask, onChange, message }: { mask: number; onChange: (mask: number) => void; message?: string }) {
  const id = useId();
  const on = new Set(daysOfMask(mask));
  return (
    <fieldset className="schedule-days manage-wide" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="field-label">Days of the week</legend>
      <div className="schedule-chips">
        {DAYS_OF_WEEK.map((d) => (
          <label key={d.id} className="schedule-chip">
            <input
              type="checkbox"
              name="dayMask"
              checked={on.has(d.id)}
              onChange={(e) => onChange(e.target.checked ? mask | d.id : mask & ~d.id)}
            />
            <span>{d.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={id} message={message} />
    </fieldset>
  );
}

/** spec 001 §9 month-day grid: 5 rows by 7 days, cells 1-35. */
function MonthDayGrid({ mask, onChange, message }: { mask: number; onChange: (mask: number) => void; message?: string }) {
  const id = useId();
  const on = new Set(monthDaysOfMask(mask));
  const toggle = (cell: number, checked: boolean) => {
    const next = new Set(on);
    if (checked) next.add(cell);
    else next.delete(cell);
    onChange(monthDayMaskOf([...next]));
  };
  return (
    <fieldset className="schedule-days manage-wide" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="field-label">Days of the month</legend>
      <div className="schedule-month-grid">
        {Array.from({ length: MONTH_DAY_CELLS }, (_, i) => i + 1).map((cell) => (
          <label key={cell} className="schedule-chip schedule-cell">
            <input
              type="checkbox"
              name="dayMask"
              aria-label={`Day ${cell}`}
              checked={on.has(cell)}
              onChange={(e) => toggle(cell, e.target.checked)}
            />
            <span aria-hidden="true">{cell}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={id} message={message} />
    </fieldset>
  );
}

/** A custom schedule's times: the chosen ones (each removable) and a select of the allowed minutes
 * (spec 001 §9: quarter hours for email reports, otherwise on the hour), at most maxEvents. */
function TimesList({
  schedule,
  times,
  maxEvents,
  set,
  message,
}: {
  schedule: Schedule;
  times: number[];
  maxEvents: number;
  set: SetFields;
  message?: string;
}) {
  const id = useId();
  const available = timeOfDayChoices(schedule.optionsId, true).filter((c) => !times.includes(c.value));
  const [picked, setPicked] = useState<number>(available[0]?.value ?? 0);
  const choice = available.some((c) => c.value === picked) ? picked : (available[0]?.value ?? 0);
  const full = times.length >= maxEvents;
  const sorted = [...times].sort((a, b) => a - b);
  return (
    <fieldset className="schedule-times manage-wide" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="field-label">Times</legend>
      {sorted.length === 0 ? (
        <p className="sch-muted">No time chosen yet.</p>
      ) : (
        <ul className="schedule-time-list" aria-label="Chosen times">
          {sorted.map((m) => (
            <li key={m}>
              <span>{minuteOfDayLabel(m)}</span>
              <button
                type="button"
                className="button button-ghost"
                aria-label={`Remove ${minuteOfDayLabel(m)}`}
                onClick={() => set({ times: times.filter((t) => t !== m) })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="schedule-add-time">
        <NumberSelect label="Add a time" name="times" value={choice} choices={available} onChange={setPicked} />
        <button
          type="button"
          className="button button-secondary"
          disabled={full || available.length === 0}
          onClick={() => set({ times: [...times, choice] })}
        >
          Add time
        </button>
      </div>
      <span className="field-hint">
        Up to {maxEvents} times a day{full ? ': remove one to add another' : ''}.
      </span>
      <FieldMessage id={id} message={message} />
    </fieldset>
  );
}

/** The fields of the schedule's type (spec 001 §3.7). */
export function ScheduleTypeFields({ schedule, set, errorOf }: { schedule: Schedule; set: SetFields; errorOf: ErrorOf }) {
  switch (schedule.scheduleTypeId) {
    case ScheduleType.CustomSpecific:
    case ScheduleType.CustomRecurring:
      return (
        <>
          <TimesList schedule={schedule} times={schedule.times} maxEvents={schedule.maxEvents} set={set} message={errorOf('times')} />
          <Check label="Also on Sundays" name="sunWe" checked={schedule.sunWe} onChange={(v) => set({ sunWe: v })} />
          <Check label="Also on Saturdays" name="satWe" checked={schedule.satWe} onChange={(v) => set({ satWe: v })} />
        </>
      );
    case ScheduleType.HourlyInterval: {
      const part = (prefix: 'wd' | 'we', title: string) => {
        const interval = schedule[`${prefix}Interval`];
        const events = schedule[`${prefix}Events`];
        return (
          <fieldset className="schedule-part manage-wide">
            <legend className="field-label">{title}</legend>
            <div className="manage-grid">
              <Check
                label={`Call on ${title.toLowerCase()}`}
                name={`${prefix}Enabled`}
                checked={events > 0}
                onChange={(on) => set({ [`${prefix}Events`]: on ? eventsPerDay(interval) : 0 })}
              />
              <TimeSelect
                label={`${title} Start Time`}
                name={`${prefix}StartTime`}
                schedule={schedule}
                value={schedule[`${prefix}StartTime`]}
                set={set}
              />
              <IntervalSelect
                label={`${title} Interval`}
                name={`${prefix}Interval`}
                schedule={schedule}
                value={interval}
                onChange={(v) => set({ [`${prefix}Interval`]: v, [`${prefix}Events`]: events > 0 ? eventsPerDay(v) : 0 })}
              />
              <Figure label={`${title} events per day`} value={events} />
            </div>
          </fieldset>
        );
      };
      return (
        <>
          {part('wd', 'Weekdays')}
          {part('we', 'Weekends')}
          <Check label="Sunday follows the weekend settings" name="sunWe" checked={schedule.sunWe} onChange={(v) => set({ sunWe: v })} />
          <Check label="Saturday follows the weekend settings" name="satWe" checked={schedule.satWe} onChange={(v) => set({ satWe: v })} />
          <FieldMessage id="hourly" message={errorOf('wdEvents')} />
        </>
      );
    }
    case ScheduleType.Window:
      return (
        <>
          <TimeSelect label="Window Open" name="windowOpen" schedule={schedule} value={schedule.windowOpen} set={set} />
          <TimeSelect label="Window Close" name="windowClose" schedule={schedule} value={schedule.windowClose} set={set} />
          <IntervalSelect
            label="Interval"
            name="interval"
            schedule={schedule}
            value={schedule.interval}
            onChange={(v) => set({ interval: v })}
          />
          <Figure label="Calls per day" value={occurrencesPerDay(schedule)} />
        </>
      );
    case ScheduleType.MonthDayRelative:
      return (
        <>
          <NumberSelect
            label="Week of the month"
            name="startWeek"
            value={schedule.startWeek}
            choices={WEEK_CHOICES}
            onChange={(v) => set({ startWeek: v })}
          />
          <NumberSelect
            label="Day of the week"
            name="startDayOfWeek"
            value={schedule.startDayOfWeek}
            choices={DAYS_OF_WEEK.map((d) => ({ value: d.id, label: d.label }))}
            onChange={(v) => set({ startDayOfWeek: v })}
          />
          <TimeSelect label="Start Time" name="startTime" schedule={schedule} value={schedule.startTime} set={set} />
          <NumberSelect
            label="Recurrence"
            name="recurrence"
            value={schedule.recurrence}
            choices={Array.from({ length: Math.max(12, schedule.recurrence) }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
            onChange={(v) => set({ recurrence: v })}
          />
        </>
      );
    case ScheduleType.DaySpecific:
      return (
        <>
          <TimeSelect label="Start Time" name="startTime" schedule={schedule} value={schedule.startTime} set={set} />
          <IntervalSelect
            label="Interval"
            name="interval"
            schedule={schedule}
            value={schedule.interval}
            onChange={(v) => set({ interval: v })}
          />
          <Figure label="Events per day" value={eventsPerDay(schedule.interval)} />
          <NumberSelect
            label="Max Reports"
            name="maxReports"
            value={schedule.maxReports}
            choices={Array.from({ length: Math.max(25, schedule.maxReports + 1) }, (_, i) => ({
              value: i,
              label: i === 0 ? 'No limit' : String(i),
            }))}
            onChange={(v) => set({ maxReports: v })}
          />
          <DayMaskField mask={schedule.dayMask} onChange={(dayMask) => set({ dayMask })} message={errorOf('dayMask')} />
        </>
      );
    case ScheduleType.MonthDaySpecific:
      return (
        <>
          <TimeSelect label="Start Time" name="startTime" schedule={schedule} value={schedule.startTime} set={set} />
          <MonthDayGrid mask={schedule.dayMask} onChange={(dayMask) => set({ dayMask })} message={errorOf('dayMask')} />
        </>
      );
  }
}
