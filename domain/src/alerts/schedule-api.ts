// spec 001 §3.7 Schedule and §7 Schedule calls (GET Schedule/System, GET Schedule/{id}). A schedule
// travels as saved: the base fields and its type's own (schedules.ts), with whether it is a system
// schedule (system-schedules.ts) and a line saying what it does.
import { z } from 'zod';
import { scheduleBaseSchema, scheduleOptionsIdSchema } from './schedules';

export const scheduleDtoSchema = scheduleBaseSchema
  .extend({
    system: z.boolean(),
    description: z.string(),
  })
  .loose();
export type ScheduleDto = z.infer<typeof scheduleDtoSchema>;

export const scheduleListSchema = z.array(scheduleDtoSchema);

/** GET Schedule/System: all, or those of one schedule option (spec 001 §9). */
export const systemSchedulesQuerySchema = z.object({ optionsId: z.coerce.number().pipe(scheduleOptionsIdSchema).optional() });

export const scheduleIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
