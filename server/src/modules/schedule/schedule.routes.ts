// spec 001 §7 Schedule: GET Schedule/System, GET Schedule/ByFolder/{folderUid}, GET Schedule/{id},
// POST Schedule/ToFolder/{folderUid} or PUT Schedule/{uid} (the base), PUT Schedule/{uid}/{type's
// save path}, PUT Schedule/{id}/Finalize, GET Schedule/{id}/Validate/Delete, DELETE Schedule/{id}.
// Every path names the schedule {id} (the spec writes {uid} for some): one parameter name per
// path, as the OpenAPI document needs. Reads: signed in (the folder scope decides); writes: Edit Schedules (23). Handlers: parse ->
// service -> answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  scheduleBaseBodySchema,
  scheduleDeleteResultSchema,
  scheduleDtoSchema,
  scheduleFolderParamsSchema,
  scheduleIdParamsSchema,
  scheduleListSchema,
  SCHEDULE_FIELDS_BODY_SCHEMAS,
  SCHEDULE_SAVE_PATHS,
  systemSchedulesQuerySchema,
} from '@ullage/domain/alerts/schedule-api';
import { SCHEDULE_TYPES } from '@ullage/domain/alerts/schedules';
import { Permission } from '@ullage/domain/people/permissions';
import { validationResultItemSchema } from '@ullage/domain/validation';
import { callerOf } from '../../plugins/auth';
import type { ScheduleService } from './schedule.service';

const EDIT = Permission.EditSchedules;

export function scheduleRoutes(app: FastifyInstance, schedules: ScheduleService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Schedule'];

  r.get(
    '/api/Schedule/System',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The system schedules, or those a schedule option allows',
        querystring: systemSchedulesQuerySchema,
        response: { 200: scheduleListSchema },
      },
    },
    (req) => schedules.system(req.query.optionsId),
  );
  r.get(
    '/api/Schedule/ByFolder/:folderUid',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "A folder's schedules and those of the folders above it (in the caller's scope), nearest folder first",
        params: scheduleFolderParamsSchema,
        response: { 200: scheduleListSchema },
      },
    },
    (req) => schedules.byFolder(callerOf(req), req.params.folderUid),
  );
  r.get(
    '/api/Schedule/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "A system schedule or one of the caller's company",
        params: scheduleIdParamsSchema,
        response: { 200: scheduleDtoSchema },
      },
    },
    (req) => schedules.get(callerOf(req), req.params.id),
  );
  r.get(
    '/api/Schedule/:id/Validate/Delete',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Whether a schedule can be deleted: what uses it (devices, reports), each an invalid item',
        params: scheduleIdParamsSchema,
        response: { 200: z.array(validationResultItemSchema) },
      },
    },
    (req) => schedules.validateDelete(callerOf(req), req.params.id),
  );
  r.post(
    '/api/Schedule/ToFolder/:folderUid',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Create a schedule in a folder (the base: name, schedule option, type); its times follow, then Finalize',
        params: scheduleFolderParamsSchema,
        body: scheduleBaseBodySchema,
        response: { 200: scheduleDtoSchema },
      },
    },
    (req) => schedules.create(callerOf(req), req.params.folderUid, req.body),
  );
  r.put(
    '/api/Schedule/:id',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: "Update a schedule's base (a new type starts from its defaults); Finalize again after",
        params: scheduleIdParamsSchema,
        body: scheduleBaseBodySchema,
        response: { 200: scheduleDtoSchema },
      },
    },
    (req) => schedules.updateBase(callerOf(req), req.params.id, req.body),
  );
  r.put(
    '/api/Schedule/:id/Finalize',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Check the whole schedule (name, times, type allowed by its option) and offer it to devices',
        params: scheduleIdParamsSchema,
        response: { 200: scheduleDtoSchema },
      },
    },
    (req) => schedules.finalize(callerOf(req), req.params.id),
  );
  for (const path of SCHEDULE_SAVE_PATHS) {
    const types = SCHEDULE_TYPES.filter((t) => t.savePath === path)
      .map((t) => t.label)
      .join(' and ');
    r.put(
      `/api/Schedule/:id/${path}`,
      {
        config: { auth: EDIT },
        schema: {
          tags,
          summary: `Save the times of a ${types} schedule (times in minutes, shifted by the editor's time zone)`,
          params: scheduleIdParamsSchema,
          body: SCHEDULE_FIELDS_BODY_SCHEMAS[path],
          response: { 200: scheduleDtoSchema },
        },
      },
      (req) => schedules.saveFields(callerOf(req), req.params.id, path, req.body),
    );
  }
  r.delete(
    '/api/Schedule/:id',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Delete a schedule: refused (409) while a device or report uses it',
        params: scheduleIdParamsSchema,
        response: { 200: scheduleDeleteResultSchema },
      },
    },
    (req) => schedules.remove(callerOf(req), req.params.id),
  );
}
