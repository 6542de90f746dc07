// spec 001 §3.7 Schedule, §4 schedule editing (type change, save sequence base -> type -> finalize),
// §5 schedule save messages, §7 Schedule calls, §9 allowed types per schedule option
// (docs/decisions/067-company-schedules.md). System schedules are a catalogue in domain/
// (system-schedules.ts) and read-only; a company's own schedules are entities (type 23) standing in
// a folder, serving that folder and every folder below it. Scope first (modules/access/scope.ts):
// another company's schedule answers 404, as a missing one.
import type { SCHEDULE_FIELDS_BODY_SCHEMAS } from '@ullage/domain/alerts/schedule-api';
import { scheduleBaseBodySchema, type ScheduleBaseBody, type ScheduleDto } from '@ullage/domain/alerts/schedule-api';
import {
  isScheduleTypeAllowed,
  isScheduleTypeId,
  occurrencesPerDay,
  SCHEDULE_FIELDS_SCHEMAS,
  SCHEDULE_OPTIONS,
  SCHEDULE_TYPE_NOT_ALLOWED,
  scheduleSavePath,
  scheduleSchema,
  scheduleTypeLabel,
  type Schedule,
} from '@ullage/domain/alerts/schedules';
import {
  describeSchedule,
  findSystemSchedule,
  FIRST_ENTITY_UID,
  SYSTEM_SCHEDULES,
  systemSchedulesFor,
} from '@ullage/domain/alerts/system-schedules';
import { findDeviceModel, findProtocol } from '@ullage/domain/devices/device-catalogue';
import { EntityType } from '@ullage/domain/entity-types';
import { UNKNOWN_SCHEDULE_TYPE } from '@ullage/domain/messages';
import type { ValidationResultItem } from '@ullage/domain/validation';
import type { z } from 'zod';
import { BadRequestError, ConflictError, fieldError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { visiblePath, type Caller, type Scope } from '../access';
import type { Entities } from '../entity';
import type { ScheduleDevice, ScheduleRepository, StoredSchedule } from './schedule.repository';

type SavePath = keyof typeof SCHEDULE_FIELDS_BODY_SCHEMAS;
type FieldsBody = z.output<(typeof SCHEDULE_FIELDS_BODY_SCHEMAS)[SavePath]>;

/**
 * What uses a schedule, for GET Schedule/{id}/Validate/Delete and DELETE Schedule/{id}: each source
 * answers an invalid item per kind of user it finds (nothing when none). The schedule module adds
 * the devices'; scheduled email reports (spec 001 §3.5 EmailRecurring scheduleUid) add theirs with
 * `app.schedules.addUseSource` when they are built.
 */
export type ScheduleUseSource = (schedule: { uid: number; label: string; folderUid: number }) => Promise<ValidationResultItem[]>;

/** Where a device stands for the schedule check: a device being created names its folder, a saved
 * one its uid. */
export interface DevicePlace {
  deviceUid: number | null;
  folderUid: number | null;
}

/** A schedule a device may be given, or why not (the device save's field message). */
export type DeviceScheduleFit = { schedule: { optionsId: number; scheduleTypeId: number }; problem?: never } | { problem: string };

/** A system schedule's answer: it stands in no folder and is always whole. */
const systemDto = (s: Schedule): ScheduleDto => ({
  ...s,
  system: true,
  description: describeSchedule(s),
  folderUid: null,
  folderLabel: null,
  finalized: true,
});

/** The stored schedule as the whole of spec 001 §3.7 (its type's fields read through their schema,
 * so a field added later answers its default). */
function wholeSchedule(s: StoredSchedule): Schedule {
  const fields = isScheduleTypeId(s.scheduleTypeId) ? SCHEDULE_FIELDS_SCHEMAS[s.scheduleTypeId].parse(s.fields) : {};
  return {
    uid: s.uid,
    label: s.label,
    optionsId: s.optionsId,
    occurancesPerDay: 0,
    billedReportsPerMonth: 0,
    scheduleTypeId: s.scheduleTypeId,
    ...fields,
  } as Schedule;
}

function ownDto(s: StoredSchedule): ScheduleDto {
  const whole = wholeSchedule(s);
  return {
    ...whole,
    // Set by Finalize (spec 001 §3.7 occurancesPerDay); any later change undoes the finalize.
    occurancesPerDay: s.finalized ? occurrencesPerDay(whole) : 0,
    system: false,
    // Stored times are shifted by the editor's time zone (spec 001 §4): said in GMT here; the
    // Schedules page says them in the viewer's zone.
    description: `${describeSchedule(whole)} (GMT)`,
    folderUid: s.folderUid,
    folderLabel: s.folderLabel,
    finalized: s.finalized,
  };
}

const deviceName = (d: ScheduleDevice) => `${d.label} (${d.serialNumber})`;
const optionsIdOfModel = (modelId: number) => findProtocol(findDeviceModel(modelId)?.protocolId ?? 0)?.scheduleOptionsId ?? 0;

function listNames(names: string[], max = 5): string {
  const shown = names.slice(0, max).join(', ');
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}

/** spec 001 §5 and §9 on the base: a known type (the route's schema says 'Unknown schedule type'),
 * one the schedule option allows. */
function checkBase(body: ScheduleBaseBody) {
  if (!isScheduleTypeId(body.scheduleTypeId)) throw fieldError('scheduleTypeId', UNKNOWN_SCHEDULE_TYPE);
  if (!isScheduleTypeAllowed(body.optionsId, body.scheduleTypeId)) throw fieldError('scheduleTypeId', SCHEDULE_TYPE_NOT_ALLOWED);
}

/** The save's 400: the first message as the message, every field's messages in errors. */
function invalid(issues: readonly { path: readonly PropertyKey[]; message: string }[]): BadRequestError {
  const errors: Record<string, string[]> = {};
  for (const i of issues) {
    const field = i.path.map(String).join('.') || 'schedule';
    const list = (errors[field] ??= []);
    if (!list.includes(i.message)) list.push(i.message);
  }
  return new BadRequestError(issues[0]?.message ?? 'is invalid', errors);
}

export function createScheduleService(repo: ScheduleRepository, scope: Scope, entities: Entities) {
  const useSources: ScheduleUseSource[] = [];

  /** A write on a system schedule: they are the catalogue's, the same for every company. */
  function refuseSystem(uid: number) {
    const system = findSystemSchedule(uid);
    if (system) {
      throw new ForbiddenError(
        `${system.label} is a system schedule: it cannot be changed or deleted. Create a schedule of your own on the Schedules page instead.`,
      );
    }
  }

  async function load(caller: Caller, uid: number, write = false): Promise<StoredSchedule> {
    if (uid < FIRST_ENTITY_UID) throw new NotFoundError(`Schedule ${uid} was not found.`);
    await (write ? scope.requireWrite : scope.requireRead)(caller, uid, 'Schedule');
    const found = await repo.get(uid);
    if (!found || !found.active) throw new NotFoundError(`Schedule ${uid} was not found.`);
    return found;
  }

  async function requireFolder(caller: Caller, folderUid: number, write: boolean): Promise<number[]> {
    await (write ? scope.requireWrite : scope.requireRead)(caller, folderUid, 'Folder');
    const path = await repo.folderPath(folderUid);
    if (!path) throw new NotFoundError(`Folder ${folderUid} was not found.`);
    return path;
  }

  async function uses(s: StoredSchedule): Promise<ValidationResultItem[]> {
    const found = await Promise.all(useSources.map((source) => source({ uid: s.uid, label: s.label, folderUid: s.folderUid })));
    return found.flat();
  }

  // The devices' use: spec 001 §3.5 Entity schedule (12) scheduleUid.
  useSources.push(async (s) => {
    const devices = await repo.devicesUsing(s.uid, s.folderUid);
    if (devices.length === 0) return [];
    return [
      {
        isValid: false,
        label: 'devices',
        message: `${s.label} is the schedule of ${devices.length} device${devices.length === 1 ? '' : 's'}: ${listNames(devices.map(deviceName))}. Give ${devices.length === 1 ? 'it' : 'them'} another schedule first.`,
      },
    ];
  });

  const getDto = async (caller: Caller, uid: number) => ownDto(await load(caller, uid));

  return {
    addUseSource(source: ScheduleUseSource) {
      useSources.push(source);
    },

    /** GET Schedule/System. */
    system: (optionsId: number | undefined) => (optionsId === undefined ? SYSTEM_SCHEDULES : systemSchedulesFor(optionsId)).map(systemDto),

    /** GET Schedule/{id}: a system schedule, or one of the caller's company's. */
    async get(caller: Caller, uid: number): Promise<ScheduleDto> {
      const system = findSystemSchedule(uid);
      return system ? systemDto(system) : getDto(caller, uid);
    },

    /** GET Schedule/ByFolder/{folderUid}: the schedules standing in the folder and in the folders
     * above it that the caller may see, nearest first (each names its folder). */
    async byFolder(caller: Caller, folderUid: number): Promise<ScheduleDto[]> {
      const path = await requireFolder(caller, folderUid, false);
      return (await repo.inFolders(visiblePath(caller, path))).map(ownDto);
    },

    /** POST Schedule/ToFolder/{folderUid}: the base; the type's fields start at their defaults. */
    async create(caller: Caller, folderUid: number, body: ScheduleBaseBody): Promise<ScheduleDto> {
      await requireFolder(caller, folderUid, true);
      checkBase(body);
      const uid = await entities.write(caller, async (w) => {
        const newUid = await w.insert({
          typeId: EntityType.Schedule,
          label: body.label.trim(),
          iconName: 'Schedule',
          tags: [],
          userDefValues: [],
        });
        const fields = SCHEDULE_FIELDS_SCHEMAS[body.scheduleTypeId].parse({});
        await repo.insert(w.tx, newUid, { scheduleTypeId: body.scheduleTypeId, optionsId: body.optionsId, fields });
        await w.join(newUid, folderUid);
        return newUid;
      });
      return getDto(caller, uid);
    },

    /** PUT Schedule/{uid}: the base. A new type replaces the type's fields with its defaults
     * (spec 001 §4); a new schedule option is refused while devices of another option use it. */
    async updateBase(caller: Caller, uid: number, body: ScheduleBaseBody): Promise<ScheduleDto> {
      refuseSystem(uid);
      if (body.uid !== undefined && body.uid !== 0 && body.uid !== uid) {
        throw new BadRequestError(`The schedule uid in the body (${body.uid}) is not the one in the address (${uid}).`);
      }
      const current = await load(caller, uid, true);
      checkBase(body);
      if (body.optionsId !== current.optionsId) {
        const misfits = (await repo.devicesUsing(uid, current.folderUid)).filter((d) => optionsIdOfModel(d.modelId) !== body.optionsId);
        if (misfits.length > 0) {
          const option = SCHEDULE_OPTIONS.find((o) => o.id === body.optionsId)?.label ?? String(body.optionsId);
          throw fieldError(
            'optionsId',
            `Schedule Options: ${listNames(misfits.map(deviceName))} use${misfits.length === 1 ? 's' : ''} this schedule and cannot keep a ${option} schedule; give ${misfits.length === 1 ? 'it' : 'them'} another schedule first`,
          );
        }
      }
      const fields =
        body.scheduleTypeId === current.scheduleTypeId ? current.fields : SCHEDULE_FIELDS_SCHEMAS[body.scheduleTypeId].parse({});
      await entities.write(caller, async (w) => {
        await w.update(uid, { label: body.label.trim(), tags: [], userDefValues: [] });
        await repo.update(w.tx, uid, { scheduleTypeId: body.scheduleTypeId, optionsId: body.optionsId, fields });
      });
      return getDto(caller, uid);
    },

    /** PUT Schedule/{uid}/{savePath}: the type's own fields; the path must be the schedule's type's. */
    async saveFields(caller: Caller, uid: number, path: SavePath, body: FieldsBody): Promise<ScheduleDto> {
      refuseSystem(uid);
      const current = await load(caller, uid, true);
      const own = scheduleSavePath(current.scheduleTypeId);
      if (own !== path) {
        throw new BadRequestError(
          `${current.label} is a ${scheduleTypeLabel(current.scheduleTypeId)} schedule: save its times with PUT Schedule/${uid}/${own}, or change its type first.`,
        );
      }
      await entities.write(caller, (w) =>
        repo.update(w.tx, uid, { scheduleTypeId: current.scheduleTypeId, optionsId: current.optionsId, fields: { ...body } }),
      );
      return getDto(caller, uid);
    },

    /** PUT Schedule/{uid}/Finalize: the whole schedule through spec 001 §5's rules; then it is
     * offered to devices, with its occurancesPerDay. */
    async finalize(caller: Caller, uid: number): Promise<ScheduleDto> {
      refuseSystem(uid);
      const current = await load(caller, uid, true);
      if (!isScheduleTypeId(current.scheduleTypeId)) throw fieldError('scheduleTypeId', UNKNOWN_SCHEDULE_TYPE);
      const whole = wholeSchedule(current);
      const base = scheduleBaseBodySchema.safeParse(whole);
      const parsed = scheduleSchema.safeParse(whole);
      const issues = [...(base.success ? [] : base.error.issues), ...(parsed.success ? [] : parsed.error.issues)];
      if (parsed.success && !isScheduleTypeAllowed(whole.optionsId, whole.scheduleTypeId)) {
        issues.push({ path: ['scheduleTypeId'], message: SCHEDULE_TYPE_NOT_ALLOWED } as (typeof issues)[number]);
      }
      if (issues.length > 0) throw invalid(issues);
      await entities.write(caller, (w) => repo.finalize(w.tx, uid));
      return getDto(caller, uid);
    },

    /** GET Schedule/{id}/Validate/Delete (spec 001 §3.10 items): what uses it, each an invalid
     * item; a system schedule is never deleted. */
    async validateDelete(caller: Caller, uid: number): Promise<ValidationResultItem[]> {
      const system = findSystemSchedule(uid);
      if (system) return [{ isValid: false, label: 'system', message: `${system.label} is a system schedule: it cannot be deleted.` }];
      const current = await load(caller, uid);
      const items = await uses(current);
      return items.length > 0
        ? items
        : [{ isValid: true, label: 'Schedule', message: `${current.label} is not used by any device or report: it can be deleted.` }];
    },

    /** DELETE Schedule/{id}: refused (409) while anything uses it; else out of its folder, inactive. */
    async remove(caller: Caller, uid: number) {
      refuseSystem(uid);
      const current = await load(caller, uid, true);
      const blocking = (await uses(current)).filter((i) => !i.isValid);
      if (blocking.length > 0) throw new ConflictError(blocking.map((i) => i.message).join(' '));
      await entities.write(caller, (w) => w.leaveAll(uid));
      return { uid, deleted: true as const };
    },

    /**
     * The device save's schedule rule (device-rules.ts): a system schedule, or the company's own
     * when it is finished, the caller may read it, and it stands in the device's folder or above.
     * A schedule a device already holds stays acceptable to whoever saves the device (a site user
     * whose scope does not reach the company folder, a schedule edited since).
     */
    async forDevice(caller: Caller, scheduleUid: number, place: DevicePlace): Promise<DeviceScheduleFit> {
      const notFound = { problem: 'Schedule: was not found' };
      const system = findSystemSchedule(scheduleUid);
      if (system) return { schedule: system };
      if (!Number.isSafeInteger(scheduleUid) || scheduleUid < FIRST_ENTITY_UID) return notFound;
      const s = await repo.get(scheduleUid);
      if (!s || !s.active) return notFound;
      if (place.deviceUid !== null && (await repo.heldBy(scheduleUid, place.deviceUid))) return { schedule: s };
      const readable = await scope.requireRead(caller, scheduleUid, 'Schedule').then(
        () => true,
        () => false,
      );
      if (!readable) return notFound;
      if (!s.finalized) return { problem: `Schedule: ${s.label} is not finished; open it on the Schedules page and save it` };
      const serves =
        place.folderUid !== null
          ? ((await repo.folderPath(place.folderUid)) ?? []).includes(s.folderUid)
          : place.deviceUid !== null
            ? await repo.deviceBelow(place.deviceUid, s.folderUid)
            : false;
      if (!serves) return { problem: `Schedule: ${s.label} belongs to ${s.folderLabel}, which does not hold this device` };
      return { schedule: s };
    },
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
