// Mass Update (issue 19; spec 001 §6 permission 38; docs/decisions/104-mass-update-and-webhook-events.md).
// All or nothing before anything is written: every selected row must be an entity of the report's
// type standing in its folder (or below) that the caller may change, and the new value must be one
// the folder may use; otherwise the answer names the rows refused and nothing changes. Then the
// operation is recorded (who, when, what, every row's value before) and a job of the durable queue
// saves each row through its own module's save (the asset or device save, with all their rules and
// the history naming the user), counting its progress; a row whose save is refused meanwhile is
// noted on the operation and left as it was.
import { findSystemSchedule } from '@ullage/domain/alerts/system-schedules';
import { ConfigType } from '@ullage/domain/configs';
import { EntityType } from '@ullage/domain/entity-types';
import type { UserDefValue } from '@ullage/domain/api/user-def';
import type { AssetSaveBody } from '@ullage/domain/tanks/api';
import type { DeviceSaveBody } from '@ullage/domain/devices/api';
import { Zone } from '@ullage/domain/tanks/zones';
import {
  MASS_UPDATE_FIELDS,
  MASS_UPDATE_PREVIEW_ROWS,
  type MassUpdateBody,
  type MassUpdateChange,
  type MassUpdateDto,
  type MassUpdatePreview,
} from '@ullage/domain/reports/mass-update-api';
import { AppError, BadRequestError, fieldError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller, CallerRepository, Scope } from '../access';
import type { AssetService } from '../asset';
import type { DeviceService } from '../device';
import type { ScheduleService } from '../schedule';
import type { MassUpdateRepository, MassUpdateRow, Target } from './mass-update.repository';

/** Operations a folder's list shows. */
const HISTORY_LENGTH = 20;
/** Rows a refusal names before "and N more". */
const NAMED = 10;

const typeName = (typeId: number) => (typeId === EntityType.Device ? 'device' : 'asset');
const pct = (v: unknown) => (typeof v === 'number' ? `${Math.round(v * 1000) / 10}%` : '-');
const BLANK = '(blank)';

function named(list: readonly Target[]): string {
  const shown = list.slice(0, NAMED).map((t) => `${t.label} (${t.uid})`);
  return list.length > NAMED ? `${shown.join(', ')} and ${list.length - NAMED} more` : shown.join(', ');
}

const dto = ({ userUid: _u, uids: _i, change: _c, folderPath: _p, ...shown }: MassUpdateRow): MassUpdateDto => shown;

export function createMassUpdateService(deps: {
  repo: MassUpdateRepository;
  scope: Scope;
  callers: CallerRepository;
  assets: AssetService;
  devices: DeviceService;
  schedules: ScheduleService;
  /** Queues the job that runs operation `id`. */
  queue: (id: number) => Promise<void>;
}) {
  const { repo, scope } = deps;

  /** How a value reads in the preview and the audit. */
  async function wordings(change: MassUpdateChange, values: readonly unknown[]): Promise<Map<unknown, string>> {
    const words = new Map<unknown, string>();
    if (change.field === 'product' || change.field === 'schedule') {
      const uids = [...new Set(values.filter((v): v is number => typeof v === 'number'))];
      const labels = await repo.labels(uids.filter((u) => !findSystemSchedule(u)));
      for (const u of uids) words.set(u, findSystemSchedule(u)?.label ?? labels.get(u) ?? String(u));
      words.set(null, change.field === 'product' ? 'No product' : 'No schedule');
    }
    return words;
  }

  function word(change: MassUpdateChange, value: unknown, words: Map<unknown, string>): string {
    switch (change.field) {
      case 'product':
      case 'schedule':
        return words.get(value ?? null) ?? String(value);
      case 'zones': {
        const zones = Array.isArray(value) ? (value as { type: number; value: number }[]) : [];
        const of = (type: number) => pct(zones.find((z) => z.type === type)?.value);
        return `Warning ${of(Zone.Warning)}, Critical ${of(Zone.Critical)}`;
      }
      case 'userDef':
        return value === null || value === undefined || value === '' ? BLANK : String(value);
    }
  }

  const newValue = (change: MassUpdateChange): unknown =>
    change.field === 'product'
      ? change.productUid
      : change.field === 'schedule'
        ? change.scheduleUid
        : change.field === 'zones'
          ? [
              { type: Zone.Warning, value: change.warning },
              { type: Zone.Critical, value: change.critical },
            ]
          : change.value;

  /** Every check, before anything is written. Answers the rows in the order given. */
  async function check(caller: Caller, body: MassUpdateBody): Promise<{ targets: Target[] }> {
    await scope.requireRead(caller, body.folderUid, 'Folder');
    const path = await repo.folderPath(body.folderUid);
    if (!path) throw new NotFoundError(`Folder ${body.folderUid} was not found.`);
    const field = MASS_UPDATE_FIELDS.find((f) => f.key === body.change.field)!;
    if (!(field.entityTypeIds as readonly number[]).includes(body.entityTypeId)) {
      throw fieldError('change.field', `Field: ${field.label} cannot be changed on ${typeName(body.entityTypeId)}s`);
    }
    const found = new Map((await repo.targets(body.uids, caller.baseFolderUid, body.folderUid)).map((t) => [t.uid, t]));
    const missing = body.uids.filter((u) => !found.get(u)?.visible);
    if (missing.length > 0) {
      const list = missing.slice(0, NAMED).join(', ') + (missing.length > NAMED ? ` and ${missing.length - NAMED} more` : '');
      throw new NotFoundError(`Mass Update: nothing was changed; these rows were not found: ${list}.`);
    }
    const targets = body.uids.map((u) => found.get(u)!);
    const foreign = targets.filter((t) => t.typeId !== body.entityTypeId || !t.inFolder);
    if (foreign.length > 0) {
      throw new BadRequestError(
        `Mass Update: nothing was changed; these rows are not ${typeName(body.entityTypeId)}s of this report: ${named(foreign)}.`,
        { uids: [`Rows: ${named(foreign)} are not ${typeName(body.entityTypeId)}s of this report`] },
      );
    }
    const readOnly = targets.filter((t) => !t.writable);
    if (readOnly.length > 0) {
      throw new ForbiddenError(`Mass Update: nothing was changed; these rows are shared with you read-only: ${named(readOnly)}.`);
    }
    const change = body.change;
    if (change.field === 'product' && change.productUid !== null && !(await repo.productLabel(change.productUid, path))) {
      throw fieldError('change.productUid', 'Product: was not found');
    }
    if (change.field === 'schedule') {
      const fit = await deps.schedules.forDevice(caller, change.scheduleUid, { deviceUid: null, folderUid: body.folderUid });
      if (fit.problem !== undefined) throw fieldError('change.scheduleUid', fit.problem);
    }
    if (change.field === 'userDef') {
      const companyUid = path[1] ?? path[0]!;
      const setup = await repo.userDefSetup(change.setupId, companyUid, body.entityTypeId);
      if (!setup) throw fieldError('change.setupId', 'Field: is not one of this company\u2019s fields for these rows');
    }
    return { targets };
  }

  async function preview(caller: Caller, body: MassUpdateBody): Promise<MassUpdatePreview & { before: Record<string, unknown> }> {
    const { targets } = await check(caller, body);
    const current = await repo.currentValues(body.uids, body.change);
    const to = newValue(body.change);
    const words = await wordings(body.change, [...current.values(), to]);
    const toText = word(body.change, to, words);
    const rows = targets.map((t) => ({
      uid: t.uid,
      label: t.label,
      from: word(body.change, current.get(t.uid) ?? null, words),
      to: toText,
    }));
    return {
      field: MASS_UPDATE_FIELDS.find((f) => f.key === body.change.field)!.label,
      total: rows.length,
      changing: rows.filter((r) => r.from !== r.to).length,
      rows: rows.slice(0, MASS_UPDATE_PREVIEW_ROWS),
      before: Object.fromEntries(targets.map((t) => [t.uid, current.get(t.uid) ?? null])),
    };
  }

  function withUserDef(values: readonly unknown[], setupId: number, value: UserDefValue['value']): UserDefValue[] {
    const kept = (values as UserDefValue[]).filter((v) => v.setupId !== setupId);
    return [...kept, { setupId, value }];
  }

  /** One row's save, through its own module. */
  async function apply(caller: Caller, entityTypeId: number, uid: number, change: MassUpdateChange): Promise<void> {
    if (entityTypeId === EntityType.Asset) {
      const a = await deps.assets.get(caller, uid);
      const body: AssetSaveBody = {
        label: a.label,
        comment: a.comment,
        mfgDate: a.mfgDate,
        modelName: a.modelName,
        serialNumber: a.serialNumber,
        isTemplate: a.isTemplate,
        productUid: change.field === 'product' ? change.productUid : (a.product?.uid ?? null),
        tags: a.tags,
        userDefValues: change.field === 'userDef' ? withUserDef(a.userDefValues, change.setupId, change.value) : a.userDefValues,
        configs: a.configs.map((c) => {
          if (change.field !== 'zones' || c.typeId !== ConfigType.AssetTank) return c;
          const zones = (Array.isArray(c.zones) ? c.zones : []) as { configId?: number; type: number; value: number }[];
          const keep = (type: number, position: number, value: number) => ({
            configId: zones.find((z) => z.type === type)?.configId ?? 0,
            position,
            type,
            value,
          });
          return { ...c, zones: [keep(Zone.Warning, 0, change.warning), keep(Zone.Critical, 1, change.critical)] };
        }),
      };
      await deps.assets.update(caller, uid, body);
      return;
    }
    const d = await deps.devices.get(caller, uid);
    let configs = d.configs as DeviceSaveBody['configs'];
    if (change.field === 'schedule') {
      const has = configs.some((c) => c.typeId === ConfigType.EntitySchedule);
      configs = has
        ? configs.map((c) => (c.typeId === ConfigType.EntitySchedule ? { ...c, scheduleUid: change.scheduleUid } : c))
        : [...configs, { id: 0, typeId: ConfigType.EntitySchedule, scheduleUid: change.scheduleUid }];
    }
    const body: DeviceSaveBody = {
      uid,
      label: d.label,
      serialNumber: d.serialNumber,
      dataCollectorSn: d.dataCollectorSn,
      modelId: d.model.id as DeviceSaveBody['modelId'],
      parentDeviceUid: d.parentDeviceUid,
      parentDeviceSlot: d.parentDeviceSlot,
      activeState: d.state.activeState as DeviceSaveBody['activeState'],
      tags: d.tags,
      userDefValues: change.field === 'userDef' ? withUserDef(d.userDefValues, change.setupId, change.value) : d.userDefValues,
      configs,
    };
    await deps.devices.update(caller, body);
  }

  async function inScope(caller: Caller, id: number): Promise<MassUpdateRow> {
    const row = await repo.byId(id);
    if (!row || !row.folderPath.includes(caller.baseFolderUid)) throw new NotFoundError(`Mass update ${id} was not found.`);
    return row;
  }

  return {
    async preview(caller: Caller, body: MassUpdateBody): Promise<MassUpdatePreview> {
      const { before: _b, ...shown } = await preview(caller, body);
      return shown;
    },

    async start(caller: Caller, body: MassUpdateBody): Promise<MassUpdateDto> {
      const p = await preview(caller, body);
      const id = await repo.insert({
        folderUid: body.folderUid,
        userUid: caller.userUid,
        entityTypeId: body.entityTypeId,
        change: body.change,
        toText: p.rows[0]?.to ?? '',
        uids: body.uids,
        before: p.before,
      });
      await deps.queue(id);
      return dto((await repo.byId(id))!);
    },

    async get(caller: Caller, id: number): Promise<MassUpdateDto> {
      return dto(await inScope(caller, id));
    },

    async byFolder(caller: Caller, folderUid: number): Promise<MassUpdateDto[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      return (await repo.inFolderTree(folderUid, HISTORY_LENGTH)).map(dto);
    },

    /** The job: saves the rows not saved yet (a retry after a crash goes on where it stopped). */
    async run(id: number): Promise<void> {
      const op = await repo.byId(id);
      if (!op || op.status !== 'running') return;
      const caller = await deps.callers.findActiveCaller(op.userUid);
      if (!caller) {
        await repo.progress(id, op.done, { uid: 0, label: '', message: 'The user who started it can no longer sign in.' });
        await repo.finish(id, 'failed');
        return;
      }
      const labels = await repo.labels(op.uids.slice(op.done));
      for (let i = op.done; i < op.uids.length; i++) {
        const uid = op.uids[i]!;
        let error: MassUpdateDto['errors'][number] | null = null;
        try {
          await apply(caller, op.entityTypeId, uid, op.change);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          error = { uid, label: labels.get(uid) ?? String(uid), message: err.message };
        }
        await repo.progress(id, i + 1, error);
      }
      await repo.finish(id, 'done');
    },
  };
}

export type MassUpdateService = ReturnType<typeof createMassUpdateService>;
