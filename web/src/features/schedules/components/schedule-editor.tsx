// A schedule's editor (spec 001 §3.7, §4): name, schedule options (the types it allows follow),
// type (changing it replaces the schedule keeping uid, options and name, and clears its times),
// the time zone the times are shown in (its offset shifts them: scheduleForSave / scheduleAfterLoad),
// and the type's own controls. Checked with the domain's schedule schema, so the messages on screen
// are the server's (spec 001 §5); saved in the sequence base -> type -> finalize, a failure titled
// 'Error saving Schedule' with the server's message or 'Unknown error' (spec 000 §8).
import type { ScheduleDto } from '@ullage/domain/alerts/schedule-api';
import {
  allowedScheduleTypes,
  changeScheduleType,
  SCHEDULE_OPTIONS,
  scheduleAfterLoad,
  scheduleForSave,
  scheduleSchema,
  scheduleTypeLabel,
  type Schedule,
  type ScheduleOptionsId,
} from '@ullage/domain/alerts/schedules';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { TIME_ZONES, timeZoneDisplayName } from '@ullage/domain/time-zones';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { FormProvider, get, useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/form-fields';
import { FormActions, useFormSave } from '../../../components/form-save';
import { useCaller } from '../../../lib/caller';
import { zodResolver } from '../../../lib/form-resolver';
import { useSaveSchedule } from '../api/save-schedule';
import { blankSchedule, scheduleToForm, withOptions, zoneOffsetMinutes } from '../utils/schedule-form';
import { NumberSelect, ScheduleTypeFields } from './schedule-controls';

/** What the form holds: a whole schedule (every field set), typed as the schema's input. */
type ScheduleInput = z.input<typeof scheduleSchema>;

const OPTION_CHOICES = SCHEDULE_OPTIONS.map((o) => ({ value: o.id, label: o.label }));
const ZONE_CHOICES = TIME_ZONES.map((z) => ({ value: z.id, label: timeZoneDisplayName(z.id) }));

export function ScheduleEditor({
  schedule,
  folderUid,
  readOnly,
  onSaved,
}: {
  /** null: a new schedule. */
  schedule: ScheduleDto | null;
  folderUid: number;
  readOnly: boolean;
  onSaved: (saved: ScheduleDto) => void;
}) {
  const caller = useCaller();
  const initialZone = caller.timeZone.timeZoneId;
  const [timeZoneId, setTimeZoneId] = useState<number>(initialZone);
  const offset = zoneOffsetMinutes(timeZoneId);
  const form = useForm<ScheduleInput, unknown, Schedule>({
    resolver: zodResolver(scheduleSchema),
    defaultValues: schedule ? scheduleToForm(schedule, zoneOffsetMinutes(initialZone)) : blankSchedule(),
  });
  // The uid once the base is saved: a retry after a failed later step updates it (spec 001 §7
  // "PUT Schedule/{uid} if it exists, otherwise POST Schedule/ToFolder/{folderUid}").
  const uid = useRef(schedule?.uid ?? 0);
  const save = useSaveSchedule();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: Schedule) => ({
      uid: uid.current,
      folderUid,
      schedule: body,
      offsetMinutes: offset,
      onBaseSaved: (saved: number) => {
        uid.current = saved;
      },
    }),
    failureTitle: SAVE_FAILURE_TITLES.schedule,
    done: schedule ? 'Schedule saved' : 'Schedule created',
    toastFailure: true,
    onSaved,
  });

  const values = useWatch({ control: form.control }) as Schedule;
  const current = () => form.getValues() as Schedule;
  const submitted = form.formState.isSubmitted;
  const set = (patch: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(patch)) form.setValue(k as never, v as never, { shouldDirty: true, shouldValidate: submitted });
  };
  /** A whole new schedule (type or option change), the name as typed kept. */
  const replace = (next: Schedule) => {
    form.reset({ ...next, label: form.getValues('label') }, { keepDefaultValues: true, keepIsSubmitted: true });
    if (submitted) void form.trigger();
  };
  const errorOf = (field: string) => (get(form.formState.errors, field) as { message?: string } | undefined)?.message;

  /** The times stay the same moments: they are shown again in the new zone's local time. */
  const changeZone = (next: number) => {
    const stored = scheduleForSave(current(), offset);
    form.reset(scheduleAfterLoad(stored, zoneOffsetMinutes(next)), { keepDefaultValues: true, keepIsSubmitted: true });
    setTimeZoneId(next);
  };

  const typeChoices = allowedScheduleTypes(values.optionsId).map((id) => ({ value: id, label: scheduleTypeLabel(id) }));
  return (
    <FormProvider {...form}>
      <form className="manage-form schedule-form" onSubmit={onSubmit} noValidate aria-label={schedule ? 'Edit schedule' : 'New schedule'}>
        {readOnly && <p className="sch-notice">You can view this schedule but not change it.</p>}
        <fieldset className="manage-section" disabled={readOnly}>
          <legend>Schedule</legend>
          <div className="manage-grid">
            <TextField name="label" label="Schedule Name" maxLength={100} className="manage-wide" />
            <NumberSelect
              label="Schedule Options"
              name="optionsId"
              value={values.optionsId}
              choices={OPTION_CHOICES}
              onChange={(id) => replace(withOptions(current(), id as ScheduleOptionsId))}
              hint="Which devices or reports it is for: the types it allows follow."
            />
            <NumberSelect
              label="Schedule Type"
              name="scheduleTypeId"
              value={values.scheduleTypeId}
              choices={typeChoices}
              message={errorOf('scheduleTypeId')}
              onChange={(id) => replace(changeScheduleType(current(), id))}
              hint="Changing the type clears the times."
            />
            <NumberSelect
              label="Time Zone"
              name="timeZoneId"
              value={timeZoneId}
              choices={ZONE_CHOICES}
              onChange={changeZone}
              hint="The times below are in this zone; they are saved shifted to GMT."
            />
          </div>
        </fieldset>
        <fieldset className="manage-section" disabled={readOnly}>
          <legend>{scheduleTypeLabel(values.scheduleTypeId)}</legend>
          <div className="manage-grid">
            <ScheduleTypeFields schedule={values} set={set} errorOf={errorOf} />
          </div>
        </fieldset>
        {!readOnly && (
          <FormActions
            failure={failure}
            pending={save.isPending}
            submitLabel={schedule ? 'Save' : 'Create Schedule'}
            pendingLabel="Saving…"
            onUndo={
              schedule
                ? () => {
                    form.reset();
                    setTimeZoneId(initialZone);
                  }
                : undefined
            }
            undoDisabled={!form.formState.isDirty && timeZoneId === initialZone}
          />
        )}
      </form>
    </FormProvider>
  );
}
