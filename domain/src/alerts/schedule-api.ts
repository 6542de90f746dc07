// spec 001 §3.7 Schedule and §7 Schedule calls: GET Schedule/System, GET Schedule/{id},
// GET Schedule/ByFolder/{folderUid}, POST Schedule/ToFolder/{folderUid} and PUT Schedule/{uid} (the
// base), PUT Schedule/{uid}/{DaySpecific|Hourly|Custom|Window|MonthDayRelative|MonthDaySpecific} (the
// type's own fields), PUT Schedule/{uid}/Finalize, GET Schedule/{id}/Validate/Delete and
// DELETE Schedule/{id} (docs/decisions/067-company-schedules.md). A schedule travels as saved: the
// base fields and its type's own (schedules.ts, times in stored minutes), with whether it is a
// system schedule (system-schedules.ts), where it stands, whether its save sequence finished, and a
// line saying what it does.
import { z } from 'zod';
import { fieldMessage, RULE_TEXT } from '../validation';
import type { SCHEDULE_TYPES } from './schedules';
import {
  customFieldsSchema,
  daySpecificFieldsSchema,
  intervalFieldsSchema,
  monthDayRelativeFieldsSchema,
  monthDaySpecificFieldsSchema,
  scheduleBaseSchema,
  scheduleOptionsIdSchema,
  scheduleTypeIdSchema,
  windowFieldsSchema,
} from './schedules';

export const scheduleDtoSchema = scheduleBaseSchema
  .extend({
    system: z.boolean(),
    description: z.string(),
    /** The folder the schedule stands in (it serves that folder and every folder below); null for
     * a system schedule, which every company may use. */
    folderUid: z.number().int().nullable(),
    folderLabel: z.string().nullable(),
    /** PUT Schedule/{uid}/Finalize ran after the last change: only then is it offered to devices. */
    finalized: z.boolean(),
  })
  .loose();
export type ScheduleDto = z.infer<typeof scheduleDtoSchema>;

export const scheduleListSchema = z.array(scheduleDtoSchema);

/** GET Schedule/System: all, or those of one schedule option (spec 001 §9). */
export const systemSchedulesQuerySchema = z.object({ optionsId: z.coerce.number().pipe(scheduleOptionsIdSchema).optional() });

export const scheduleIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const scheduleFolderParamsSchema = z.object({ folderUid: z.coerce.number().int().positive() });

/** A schedule's name is an entity label: the spec's message when missing, at most 100 characters. */
export const SCHEDULE_NAME_MAX = 100;

/** The base of the save sequence (spec 001 §4: base, then type-specific data, then finalize):
 * POST Schedule/ToFolder/{folderUid} or PUT Schedule/{uid}. Changing scheduleTypeId replaces the
 * type's fields with the new type's defaults (schedules.ts changeScheduleType). */
export const scheduleBaseBodySchema = z.object({
  uid: z.number().int().min(0).optional(),
  label: scheduleBaseSchema.shape.label.refine((s) => s.length <= SCHEDULE_NAME_MAX, {
    message: fieldMessage('Schedule Name', RULE_TEXT.maxLength(SCHEDULE_NAME_MAX + 1)),
  }),
  optionsId: scheduleOptionsIdSchema,
  scheduleTypeId: scheduleTypeIdSchema,
});
export type ScheduleBaseBody = z.infer<typeof scheduleBaseBodySchema>;

type SavePath = (typeof SCHEDULE_TYPES)[number]['savePath'];

/** The body of PUT Schedule/{uid}/{savePath}: the type's own fields, each defaulted when left out. */
export const SCHEDULE_FIELDS_BODY_SCHEMAS = {
  DaySpecific: daySpecificFieldsSchema,
  Hourly: intervalFieldsSchema,
  Custom: customFieldsSchema,
  Window: windowFieldsSchema,
  MonthDayRelative: monthDayRelativeFieldsSchema,
  MonthDaySpecific: monthDaySpecificFieldsSchema,
} as const satisfies Record<SavePath, z.ZodObject>;

export const SCHEDULE_SAVE_PATHS = Object.keys(SCHEDULE_FIELDS_BODY_SCHEMAS) as SavePath[];

/** DELETE Schedule/{id}. */
export const scheduleDeleteResultSchema = z.object({ uid: z.number().int(), deleted: z.literal(true) });
