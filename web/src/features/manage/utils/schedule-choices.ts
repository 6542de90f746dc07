// spec 001 §9 "Allowed types per schedule option": the schedules a device's setup offers are those
// its protocol's schedule option allows; one it already holds that no longer fits is still listed,
// marked, so the user sees why saving refuses it.
import type { ScheduleDto } from '@ullage/domain/alerts/schedule-api';
import { allowedScheduleTypes, scheduleTypeLabel } from '@ullage/domain/alerts/schedules';
import { scheduleFitsOption } from '@ullage/domain/alerts/system-schedules';

export interface ScheduleChoice {
  value: number;
  label: string;
  disabled?: boolean;
}

export function scheduleChoices(schedules: readonly ScheduleDto[], optionsId: number, currentUid: number | null): ScheduleChoice[] {
  const fits = schedules.filter((s) => scheduleFitsOption(s, optionsId));
  const choices: ScheduleChoice[] = fits.map((s) => ({ value: s.uid, label: s.label }));
  if (currentUid && !fits.some((s) => s.uid === currentUid)) {
    const held = schedules.find((s) => s.uid === currentUid);
    choices.push({ value: currentUid, label: `${held?.label ?? `Schedule ${currentUid}`} (not for this model)`, disabled: true });
  }
  return choices;
}

/** "Day Specific" or "Custom Specific, Custom Recurring or Hourly Interval". */
export function allowedTypesText(optionsId: number): string {
  const labels = allowedScheduleTypes(optionsId).map(scheduleTypeLabel);
  if (labels.length <= 1) return labels[0] ?? 'none';
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}
