// spec 001 §9 "Allowed types per schedule option": the schedules a device's setup offers (system
// ones and the company's finished own) are those its protocol's schedule option allows; one it
// already holds that no longer fits is still listed, marked, so the user sees why saving refuses it.
import type { ScheduleDto } from '@ullage/domain/alerts/schedule-api';
import { allowedScheduleTypes, scheduleTypeLabel } from '@ullage/domain/alerts/schedules';
import { scheduleFitsOption } from '@ullage/domain/alerts/system-schedules';

export interface ScheduleChoice {
  value: number;
  label: string;
  disabled?: boolean;
}

export function scheduleChoices(schedules: readonly ScheduleDto[], optionsId: number, currentUid: number | null): ScheduleChoice[] {
  // A company schedule is offered once finished (PUT Schedule/{uid}/Finalize), named with its folder.
  const fits = schedules.filter((s) => s.finalized && scheduleFitsOption(s, optionsId));
  const choices: ScheduleChoice[] = fits.map((s) => ({
    value: s.uid,
    label: s.system ? s.label : `${s.label} (${s.folderLabel ?? 'company'})`,
  }));
  if (currentUid && !fits.some((s) => s.uid === currentUid)) {
    const held = schedules.find((s) => s.uid === currentUid);
    // Held but not listed: a company schedule of a folder the viewer does not see; the server
    // keeps accepting it for this device.
    choices.push(
      held
        ? { value: currentUid, label: `${held.label} (${held.finalized ? 'not for this model' : 'not finished'})`, disabled: true }
        : { value: currentUid, label: `Schedule ${currentUid}` },
    );
  }
  return choices;
}

/** "Day Specific" or "Custom Specific, Custom Recurring or Hourly Interval". */
export function allowedTypesText(optionsId: number): string {
  const labels = allowedScheduleTypes(optionsId).map(scheduleTypeLabel);
  if (labels.length <= 1) return labels[0] ?? 'none';
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}
