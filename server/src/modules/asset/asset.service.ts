// spec 001 §3.3 Asset, §4 create-or-update, §5 asset validation, §7 Asset calls: the entity
// calls, composed with the save rules (asset-rules.ts), the answers' mapping (asset-mapping.ts)
// and the history calls (asset-history.ts). Scope first (modules/access/scope.ts), then the rules.
import type { AssetDto, AssetSaveBody, StrappingTableDto } from '@ullage/domain/tanks/api';
import { nextMaintenanceDue } from '@ullage/domain/tanks/maintenance';
import { MAP_FIRST_PART, MAP_PART, type MapParts, type MapTankColumns } from '@ullage/domain/tanks/map-tanks';
import { templateFitsDevice } from '@ullage/domain/devices/config-sets';
import { EntityType } from '@ullage/domain/entity-types';
import { ConfigType } from '@ullage/domain/configs';
import { tankTypeById } from '@ullage/domain/tanks/tank-geometry';
import { ASSET_IN_FOLDER_WITH_FOLDERS, NULL_DEVICE_OR_ASSET } from '@ullage/domain/messages';
import { assetEditing } from '@ullage/domain/editing';
import type { ValidationResultItem } from '@ullage/domain/validation';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { sameJson } from '../../lib/same-json';
import type { RowPage } from '../../lib/continuation';
import type { Caller, Scope } from '../access';
import type { Entities } from '../entity';
import type { TankStates } from '../ingest';
import type { Identities } from '../identity';
import type { UserDefService } from '../user-def';
import type { Converter, Units } from '../units';
import { createAssetHistory } from './asset-history';
import { assetDto, assetLiteDto, assetLocationDto, deviceUidsOf, mapTankColumns, primarySensorLink, readableBy } from './asset-mapping';
import { checkAssetRules, failOnErrors, type AssetRules } from './asset-rules';
import type { AssetRepository, AssetRow, StoredTankConfig } from './asset.repository';

export interface AssetServiceDeps {
  /** The same queries over `ctx.reader`, for the history calls and the map's locations, which a
   * read replica may answer (docs/decisions/071-read-replicas.md). */
  reads: AssetRepository;
  scope: Scope;
  entities: Entities;
  units: Units;
  tankStates: TankStates;
  /** The identity-config rules (docs/decisions/055-permission-granting.md). */
  identities: Identities;
  /** The user-defined fields' check of the values (ADR 096); a template need not fill the required. */
  userDefs: Pick<UserDefService, 'checkValues'>;
  /** spec 001 §5: a device's own checks, as stored, for the asset validation that combines them. */
  validateDevice: (caller: Caller, deviceUid: number) => Promise<ValidationResultItem[]>;
}

export function createAssetService(repo: AssetRepository, deps: AssetServiceDeps) {
  const { scope, entities, units, tankStates } = deps;
  const unitsFor = (caller: Caller) => units.converterFor(caller);
  const checkRules = (caller: Caller, body: AssetSaveBody, assetUid: number | null, folderPath: number[]) =>
    checkAssetRules(repo, caller, body, assetUid, folderPath);

  /** The tank config's state, restated after a save (the ingest module owns tank states). */
  async function restateTank(tx: Parameters<TankStates['restate']>[0], assetUid: number, rules: AssetRules) {
    const cfg = rules.tank;
    if (!cfg) return;
    const strapping = cfg.tank.stid ? await repo.strappingTable(cfg.tank.stid) : null;
    await tankStates.restate(tx, assetUid, cfg, strapping);
  }

  /** A changed strapping table changes the tanks that read it (issue 19): their tank configs take
   * its height and capacity (recorded in their config history) and their states are restated from
   * their last readings, in one transaction, as the next reading would. */
  async function followTable(caller: Caller, table: StrappingTableDto) {
    const uids = await repo.assetsOnStrappingTable(table.id);
    if (uids.length === 0) return;
    await entities.write(caller, async (w) => {
      for (const uid of uids) {
        await tankStates.lock(w.tx, uid);
        const configs: Record<string, unknown>[] = (await w.configs(uid)).map((c) => ({ ...c.data, id: c.id, typeId: c.typeId }));
        const tank = configs.find((c) => c.typeId === ConfigType.AssetTank) as (Record<string, unknown> & StoredTankConfig) | undefined;
        if (!tank || tankTypeById(tank.tank.cmid)?.capacityFrom !== 'strapping') continue;
        tank.tank = { ...tank.tank, capacity: table.capacity, height: table.height };
        await w.saveConfigs(uid, configs);
        await tankStates.restate(w.tx, uid, tank, table);
      }
    });
  }

  async function dtos(rows: AssetRow[], cv: Converter): Promise<AssetDto[]> {
    const uids = rows.map((r) => r.uid);
    const [tanks, values] = await Promise.all([repo.tankStates(uids), repo.valueStates(uids)]);
    return rows.map((row) =>
      assetDto(
        row,
        tanks.get(row.uid),
        values.filter((v) => v.assetUid === row.uid),
        cv,
      ),
    );
  }

  async function load(caller: Caller, uid: number): Promise<AssetRow> {
    await scope.requireRead(caller, uid, 'Asset');
    const row = await repo.get(caller.baseFolderUid, uid);
    if (!row) throw new NotFoundError(`Asset ${uid} was not found.`);
    return row;
  }

  async function get(caller: Caller, uid: number): Promise<AssetDto> {
    const row = await load(caller, uid);
    const cv = await unitsFor(caller);
    const [tanks, values] = await Promise.all([repo.tankStates([row.uid]), repo.valueStates([row.uid])]);
    return assetDto(row, tanks.get(row.uid), values, cv);
  }

  async function liteOf(rows: AssetRow[], cv: Converter) {
    const tanks = await repo.tankStates(rows.map((r) => r.uid));
    return { units: cv.units, assets: rows.map((r) => assetLiteDto(r, tanks.get(r.uid), cv)) };
  }

  // ---- history (spec 001 §7 Asset History calls, History/Fill) ----
  const history = createAssetHistory(deps.reads, { scope, units, load });

  return {
    /** The tank config that reads a sensor, with its strapping table: for the sensor calls, which
     * check the caller's scope on the asset themselves. */
    async tankReadBy(sensorUid: number) {
      const found = await repo.tankOnSensor(sensorUid);
      if (!found) return null;
      const { assetUid, config } = found;
      return { assetUid, config, strapping: config.tank.stid ? await repo.strappingTable(config.tank.stid) : null };
    },

    /** The active asset a sensor feeds (its tank config first), for the sensor calls. */
    assetFedBy: (sensorUid: number) => repo.assetOnSensor(sensorUid),

    get,

    // The listings are capped (docs/decisions/062-row-caps.md): { answer, next }.
    async byFolder(caller: Caller, folderUid: number, includeSubFolders: boolean, page: RowPage) {
      await scope.requireRead(caller, folderUid, 'Folder');
      const cv = await unitsFor(caller);
      const { rows, next } = await repo.byFolder(caller.baseFolderUid, folderUid, includeSubFolders, page);
      return { answer: { units: cv.units, assets: await dtos(rows, cv) }, next };
    },

    async liteByFolder(caller: Caller, folderUid: number, includeSubFolders: boolean, page: RowPage) {
      await scope.requireRead(caller, folderUid, 'Folder');
      const cv = await unitsFor(caller);
      const { rows, next } = await repo.byFolder(caller.baseFolderUid, folderUid, includeSubFolders, page);
      return { answer: await liteOf(rows, cv), next };
    },

    /** Asset/Templates/ByFolder/{folder}: the templates of the folder's company; with `deviceUid`,
     * those matching that device's model family and sensor type (spec 000 §2). */
    async templatesByFolder(caller: Caller, folderUid: number, deviceUid?: number) {
      await scope.requireRead(caller, folderUid, 'Folder');
      const path = (await repo.folderPath(folderUid)) ?? [];
      const company = path[1] ?? folderUid;
      const cv = await unitsFor(caller);
      let rows = await repo.templatesFor(caller.baseFolderUid, company);
      if (deviceUid !== undefined) {
        await scope.requireRead(caller, deviceUid, 'Device');
        const [device] = await repo.devicesByUid(caller.baseFolderUid, [deviceUid]);
        if (!device) throw new NotFoundError(`Device ${deviceUid} was not found.`);
        const links = rows.map(primarySensorLink);
        const templateDevices = await repo.devicesByUid(caller.baseFolderUid, [...new Set(links.flatMap((l) => (l ? [l.deviceUid] : [])))]);
        const sensors = await repo.sensorsOf([deviceUid, ...templateDevices.map((d) => d.uid)]);
        const target = {
          modelId: device.modelId,
          sensorTypeIds: sensors.filter((s) => s.deviceUid === deviceUid).map((s) => s.sensorTypeId),
        };
        rows = rows.filter((r, i) => {
          const link = links[i];
          // A template made without a device (the demo companies' own) fits any device with a
          // sensor its primary config can read: a level for a tank measured by volume, a load cell
          // for one measured by weight (docs/decisions/032-assets-and-devices-api.md).
          if (!link) return readableBy(r, target.sensorTypeIds);
          const model = templateDevices.find((d) => d.uid === link.deviceUid)?.modelId;
          const sensor = sensors.find((s) => s.deviceUid === link.deviceUid && s.port === link.port);
          return (
            model !== undefined && sensor !== undefined && templateFitsDevice({ modelId: model, sensorTypeId: sensor.sensorTypeId }, target)
          );
        });
      }
      return { units: cv.units, assets: await dtos(rows, cv) };
    },

    /** The assets with a location among a part of the folder's assets (a part may hold none). */
    async locations(caller: Caller, folderUid: number, page: RowPage) {
      await scope.requireRead(caller, folderUid, 'Folder');
      const { reads } = deps;
      const { rows, next } = await reads.byFolder(caller.baseFolderUid, folderUid, true, page);
      const uids = rows.map((r) => r.uid);
      const [tanks, values, cv] = await Promise.all([reads.tankStates(uids), reads.valueStates(uids), unitsFor(caller)]);
      return { answer: rows.flatMap((r) => assetLocationDto(r, tanks.get(r.uid), values, cv) ?? []), next };
    },

    /** GET Asset/ByFolder/{folder}/Map/Parts (docs/decisions/098-progressive-map.md). */
    async mapParts(caller: Caller, folderUid: number): Promise<MapParts> {
      await scope.requireRead(caller, folderUid, 'Folder');
      const path = await deps.reads.folderPath(folderUid);
      if (!path) throw new NotFoundError(`Folder ${folderUid} was not found.`);
      return deps.reads.mapParts(path, MAP_FIRST_PART, MAP_PART);
    },

    /** GET Asset/ByFolder/{folder}/Map/Tanks: at most MAP_PART located tanks of a uid range. */
    async mapTanks(caller: Caller, folderUid: number, from: number, through: number): Promise<MapTankColumns> {
      await scope.requireRead(caller, folderUid, 'Folder');
      const path = await deps.reads.folderPath(folderUid);
      if (!path) throw new NotFoundError(`Folder ${folderUid} was not found.`);
      const [rows, cv] = await Promise.all([deps.reads.mapTanks(path, from, through, MAP_PART), unitsFor(caller)]);
      const kept = rows.slice(0, MAP_PART);
      const next = rows.length > MAP_PART ? (kept[kept.length - 1]?.uid ?? null) : null;
      return mapTankColumns(kept, next, cv);
    },

    /** POST Asset/ToFolder/{folder}. */
    async create(caller: Caller, folderUid: number, body: AssetSaveBody): Promise<AssetDto> {
      await scope.requireWrite(caller, folderUid, 'Folder');
      const path = await repo.folderPath(folderUid);
      if (!path) throw new NotFoundError(`Folder ${folderUid} was not found.`);
      // spec 000 §5: an asset cannot stand in a folder that holds folders. A template is not a
      // tank but a pattern for them: it may sit in a company or region folder, for every site
      // below it (docs/decisions/032-assets-and-devices-api.md).
      if (!body.isTemplate && (await repo.hasChildFolders(folderUid))) throw new BadRequestError(ASSET_IN_FOLDER_WITH_FOLDERS);
      const rules = await checkRules(caller, body, null, path);
      failOnErrors(rules);
      const userDefValues = await deps.userDefs.checkValues(path, EntityType.Asset, body.userDefValues, { required: !body.isTemplate });
      await deps.identities.check(caller, { entityUid: null, folderUid, configs: rules.configs, stored: [] });
      const uid = await entities.write(caller, async (w) => {
        const newUid = await w.insert({
          typeId: EntityType.Asset,
          label: body.label,
          iconName: 'Tank',
          tags: body.tags,
          userDefValues,
        });
        await repo.insertAsset(w.tx, newUid, body);
        if (body.maintenance)
          await repo.saveMaintenance(w.tx, newUid, { ...body.maintenance, dueOn: nextMaintenanceDue(body.maintenance, null) });
        await w.join(newUid, folderUid);
        await w.saveConfigs(
          newUid,
          rules.configs.map((c) => ({ ...c, id: 0 })),
        );
        return newUid;
      });
      return get(caller, uid);
    },

    /** PUT Asset/{uid}. Configs need Edit Assets/Devices; the information fields Edit Asset
     * Information will do (spec 001 §6). */
    async update(caller: Caller, uid: number, body: AssetSaveBody): Promise<AssetDto> {
      await scope.requireWrite(caller, uid, 'Asset');
      const row = await load(caller, uid);
      const editing = assetEditing(caller.permissions, { folderReadOnly: false });
      const canConfigure = editing.configuration;
      if (!editing.information) throw new ForbiddenError();
      const rules = await checkRules(caller, body, uid, row.folderUidPath);
      failOnErrors(rules);
      const userDefValues = await deps.userDefs.checkValues(row.folderUidPath, EntityType.Asset, body.userDefValues, {
        required: !body.isTemplate,
      });
      // A template in a folder that holds folders stays one: a tank cannot stand there.
      if (row.isTemplate && !body.isTemplate && (await repo.hasChildFolders(row.folderUid))) {
        throw new BadRequestError(ASSET_IN_FOLDER_WITH_FOLDERS, { isTemplate: [ASSET_IN_FOLDER_WITH_FOLDERS] });
      }
      const unchanged =
        body.isTemplate === row.isTemplate &&
        body.productUid === (row.product?.uid ?? null) &&
        sameJson(
          row.configs.map((c) => c.data),
          rules.configs,
        );
      if (!canConfigure && !unchanged) {
        throw new ForbiddenError("Changing an asset's configuration, product or template flag needs the Edit Assets/Devices permission.");
      }
      if (canConfigure) {
        const stored = (await entities.configsOf([uid])).get(uid) ?? [];
        await deps.identities.check(caller, { entityUid: uid, folderUid: row.folderUid, configs: rules.configs, stored });
      }
      await entities.write(caller, async (w) => {
        // The tank state before the writes that refresh its report rows: the order ingestion
        // locks them in, so a save and a reading of one tank queue instead of deadlocking.
        await tankStates.lock(w.tx, uid);
        await w.update(uid, { ...body, userDefValues });
        await repo.updateAsset(w.tx, uid, body);
        // Left out of the body, the plan stays as it is (docs/decisions/065-maintenance-due.md).
        if (body.maintenance !== undefined) {
          const m = body.maintenance;
          await repo.saveMaintenance(w.tx, uid, m === null ? null : { ...m, dueOn: nextMaintenanceDue(m, row.maintenance) });
        }
        if (canConfigure) {
          await w.saveConfigs(uid, rules.configs);
          await restateTank(w.tx, uid, rules);
        }
      });
      return get(caller, uid);
    },

    /** spec 001 §5 asset validation: its devices' checks and the asset's own, as items. */
    async validate(caller: Caller, uid: number, folderUid: number, body: AssetSaveBody | null): Promise<ValidationResultItem[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      if (uid > 0) await scope.requireRead(caller, uid, 'Asset');
      const path = (await repo.folderPath(folderUid)) ?? [];
      if (!body) return [{ isValid: false, label: 'Asset', message: NULL_DEVICE_OR_ASSET }];
      const rules = await checkRules(caller, body, uid > 0 ? uid : null, path);
      if (rules.deviceUids.length === 0) return [{ isValid: false, label: 'Asset', message: NULL_DEVICE_OR_ASSET }];
      const items: ValidationResultItem[] = Object.entries(rules.errors).map(([field, messages]) => ({
        isValid: false,
        label: field,
        message: messages[0] ?? 'is invalid',
      }));
      // spec 001 §5: asset validation combines its devices' validation.
      for (const deviceUid of rules.deviceUids) items.push(...((await deps.validateDevice(caller, deviceUid)) ?? []));
      if (uid === 0 && !body.isTemplate && (await repo.hasChildFolders(folderUid)))
        items.push({ isValid: false, label: 'folderUid', message: ASSET_IN_FOLDER_WITH_FOLDERS });
      return items.length ? items : [{ isValid: true, label: 'Asset', message: 'No invalid fields detected' }];
    },

    /** DELETE Asset/{uid}/Folder/{folder}: out of that folder; out of its last one, it is
     * deactivated (its history stays). */
    async removeFromFolder(caller: Caller, uid: number, folderUid: number): Promise<{ removed: boolean; deactivated: boolean }> {
      await scope.requireWrite(caller, uid, 'Asset');
      await scope.requireWrite(caller, folderUid, 'Folder');
      const result = await entities.write(caller, (w) => w.leave(uid, folderUid));
      if (!result) throw new NotFoundError(`Asset ${uid} is not in folder ${folderUid}.`);
      return result;
    },

    /** DELETE Asset/{uid} (spec 001 §7 Entity "DELETE {Controller}/{uid}"): out of every folder,
     * deactivated (its history stays reachable by uid), as removing it from its last. */
    async remove(caller: Caller, uid: number): Promise<{ removed: boolean; deactivated: boolean }> {
      await scope.requireWrite(caller, uid, 'Asset');
      await load(caller, uid);
      return entities.write(caller, (w) => w.leaveAll(uid));
    },

    /** AssetLite rows of assets the caller may read (Device/{uid}/Entity/Asset). */
    async liteByUids(caller: Caller, uids: number[]) {
      const rows = (await repo.getMany(caller.baseFolderUid, uids)).filter((r) => r.active);
      return liteOf(rows, await unitsFor(caller));
    },

    async deviceUidsOf(caller: Caller, uid: number): Promise<number[]> {
      return deviceUidsOf(await load(caller, uid));
    },

    /** DELETE Asset/{uid}/Entity/Device/{device}: the asset stops reading that device. */
    async detachDevice(caller: Caller, uid: number, deviceUid: number): Promise<AssetDto> {
      await scope.requireWrite(caller, uid, 'Asset');
      const row = await load(caller, uid);
      const reads = row.configs.filter((c) => c.sensor?.deviceUid === deviceUid);
      if (reads.length === 0) throw new NotFoundError(`Asset ${uid} does not read device ${deviceUid}.`);
      await entities.write(caller, (w) =>
        w.saveConfigs(
          uid,
          row.configs.map((c) => (reads.includes(c) ? { ...c.data, sensor: null } : c.data)),
        ),
      );
      return get(caller, uid);
    },

    async strappingTables(caller: Caller, folderUid: number): Promise<StrappingTableDto[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      return repo.strappingTablesFor((await repo.folderPath(folderUid)) ?? []);
    },

    async saveStrappingTable(caller: Caller, body: Omit<StrappingTableDto, 'id'> & { id?: number }): Promise<StrappingTableDto> {
      await scope.requireWrite(caller, body.folderUid, 'Folder');
      if (body.id) {
        const existing = await repo.strappingTable(body.id);
        if (!existing) throw new NotFoundError(`Strapping table ${body.id} was not found.`);
        await scope.requireWrite(caller, existing.folderUid, 'Strapping table', body.id);
      }
      if (Math.abs((body.tableValues.length - 1) * body.step - body.height) > body.step) {
        throw new BadRequestError('Table Values: the rows must cover the height', {
          tableValues: ['Table Values: the rows must cover the height'],
        });
      }
      const saved = await repo.saveStrappingTable(body);
      if (!saved) throw new NotFoundError(`Strapping table ${body.id} was not found.`);
      if (body.id) await followTable(caller, saved);
      return saved;
    },

    // spec 001 §7 Asset History calls and History/Fill (asset-history.ts), on the same object:
    // the routes call assets.usageByDay(...) and the others as before.
    ...history,
  };
}
export type AssetService = ReturnType<typeof createAssetService>;
