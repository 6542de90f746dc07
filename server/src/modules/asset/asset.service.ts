// spec 001 §3.3 Asset, §3.4 states, §4 create-or-update, §5 asset validation and tank capacity,
// §7 Asset and History/Fill calls. Scope first (modules/access/scope.ts), then the rules.
import type { AssetDto, AssetSaveBody, AssetStatesDto, StrappingTableDto, TankStateDto } from '@ullage/domain/api/asset';
import { ConfigType, configTypeLabel } from '@ullage/domain/configs';
import { MonitoredProperty, sensorTypeProperty } from '@ullage/domain/device-catalogue';
import { templateFitsDevice } from '@ullage/domain/config-sets';
import { EntityType } from '@ullage/domain/entity-types';
import { ASSET_IN_FOLDER_WITH_FOLDERS, NULL_DEVICE_OR_ASSET } from '@ullage/domain/messages';
import { sensorSuits } from '@ullage/domain/sensor-fit';
import { Permission } from '@ullage/domain/permissions';
import { tankTypeById } from '@ullage/domain/tank-geometry';
import { assetStatusesOfMask, centralDay, dayText, weekdayOfDay, type AssetTankInput } from '@ullage/domain/tank-state';
import { distanceMetres, GPS_AT_SITE_METRES } from '@ullage/domain/gps';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { addError, assetConfigRules } from '@ullage/domain/save-rules';
import { withArticle, type ValidationResultItem } from '@ullage/domain/validation';
import { DAYS_OF_WEEK } from '@ullage/domain/schedules';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { sameJson } from '../../lib/same-json';
import type { Caller, Scope } from '../access';
import type { Entities } from '../entity';
import type { TankStates } from '../ingest';
import type { Converter, Units } from '../units';
import type { AssetRepository, AssetRow, TankStateRow, ValueStateRow } from './asset.repository';

const ts = (d: Date | null | undefined) => (d ? toCentralTimestamp(d) : null);

/** What a tank type's amounts are: a weight (CO2, spec 001 §9) or a volume. */
const amountUnitOfType = (cmid: number | null | undefined): 'volume' | 'weight' =>
  tankTypeById(cmid ?? 0)?.measuredBy === 'weight' ? 'weight' : 'volume';

/** Whether a device with these sensor types can feed an asset's primary config. */
function readableBy(row: AssetRow, sensorTypeIds: readonly number[]): boolean {
  const cfg = row.configs.find((c) => c.primaryConfig) ?? row.configs[0];
  if (!cfg) return false;
  if (cfg.typeId !== ConfigType.AssetTank) return sensorTypeIds.some((t) => sensorSuits(cfg.typeId, t));
  const wanted = amountUnitOf(row) === 'weight' ? MonitoredProperty.Weight : MonitoredProperty.TankLevel;
  return sensorTypeIds.some((t) => sensorTypeProperty(t) === wanted);
}

function amountUnitOf(row: AssetRow): 'volume' | 'weight' {
  return amountUnitOfType(row.tankTypeId);
}

export function tankStateDto(t: TankStateRow | undefined, cv: Converter, unit: 'volume' | 'weight'): TankStateDto | null {
  if (!t) return null;
  return {
    readingDate: ts(t.readingTime),
    amountUnit: unit,
    amountFull: cv.amount(t.amountFull, unit),
    inchesFull: cv.dimension(t.inchesFull),
    inchesAir: cv.dimension(t.inchesAir),
    capacity: cv.amount(t.capacity, unit),
    maxFillAmount: cv.amount(t.maxFillAmount, unit),
    statusColor: t.statusColor,
    zone: t.zone,
    lastFillAmount: cv.amount(t.lastFillAmount, unit),
    lastUsageAmount: cv.amount(t.lastUsageAmount, unit),
    lastFillDate: ts(t.lastFillDate),
    percentFull: t.percentFull,
    ullage: cv.amount(t.ullage, unit),
    ullagePercent: t.ullagePercent,
    adjustedUllage: cv.amount(t.adjustedUllage, unit),
    daysLeft: t.daysLeft,
  };
}

function statesDto(row: AssetRow, tank: TankStateRow | undefined, values: ValueStateRow[], cv: Converter): AssetStatesDto {
  const unit = amountUnitOf(row);
  const label = (configId: number) => row.configs.find((c) => c.id === configId)?.label ?? '';
  const statuses = assetStatusesOfMask(tank?.statusMask ?? 0);
  const addr = row.folderAddress;
  // spec 001 §3.4 GPS address: the portal has no geocoder; a fix at the site (within
  // GPS_AT_SITE_METRES of the site's coordinates) has the site's address, one elsewhere none.
  const atSite = (v: ValueStateRow) =>
    addr !== null &&
    typeof addr.latitude === 'number' &&
    typeof addr.longitude === 'number' &&
    v.latitude !== null &&
    v.longitude !== null &&
    distanceMetres({ latitude: v.latitude, longitude: v.longitude }, { latitude: addr.latitude, longitude: addr.longitude }) <=
      GPS_AT_SITE_METRES;
  return {
    tank: tankStateDto(tank, cv, unit),
    usage: tank
      ? {
          avg7Day: cv.amount(tank.avg7Day, unit),
          avgDaily: cv.amount(tank.avgDaily, unit),
          avgDaily60: cv.amount(tank.avgDaily60, unit),
          avgWeekday: cv.amount(tank.avgWeekday, unit),
          avgInventory30: cv.amount(tank.avgInventory30, unit),
          avgInventory60: cv.amount(tank.avgInventory60, unit),
          avgInventory90: cv.amount(tank.avgInventory90, unit),
          dateEmpty: ts(tank.dateEmpty),
          status: tank.status,
        }
      : null,
    values: values
      .filter((v) => v.configTypeId !== ConfigType.Gps)
      .map((v) => ({
        configId: v.configId,
        typeId: v.configTypeId,
        label: label(v.configId),
        readingDate: toCentralTimestamp(v.readingTime),
        value: v.configTypeId === ConfigType.Temperature ? cv.temperature(v.value) : v.value,
        zone: v.zone,
        statusColor: v.statusColor,
      })),
    gps: values
      .filter((v) => v.configTypeId === ConfigType.Gps)
      .map((v) => {
        const site = atSite(v) ? addr : null;
        return {
          configId: v.configId,
          arriveDate: ts(v.arriveDate),
          readingDate: toCentralTimestamp(v.readingTime),
          latitude: v.latitude,
          longitude: v.longitude,
          address: site?.address1 ?? null,
          city: site?.city ?? null,
          state: site?.state ?? null,
          zip: site?.zip ?? null,
          // Folder addresses hold no country.
          country: null,
        };
      }),
    status: statuses[0] as number,
    statuses,
  };
}

export interface AssetRules {
  errors: Record<string, string[]>;
  configs: Record<string, unknown>[];
  /** Devices the configs read, for asset validation (spec 001 §5). */
  deviceUids: number[];
}

export interface AssetServiceDeps {
  scope: Scope;
  entities: Entities;
  units: Units;
  tankStates: TankStates;
  /** spec 001 §5: a device's own checks, as stored, for the asset validation that combines them. */
  validateDevice: (caller: Caller, deviceUid: number) => Promise<ValidationResultItem[]>;
}

export function createAssetService(repo: AssetRepository, deps: AssetServiceDeps) {
  const { scope, entities, units, tankStates } = deps;
  const unitsFor = (caller: Caller) => units.converterFor(caller);

  /** The tank config's state, restated after a save (the ingest module owns tank states). */
  async function restateTank(tx: Parameters<TankStates['restate']>[0], assetUid: number, configs: Record<string, unknown>[]) {
    const cfg = configs.find((c) => Number(c.typeId) === ConfigType.AssetTank) as
      (AssetTankInput & { tank: { stid?: number | null } }) | undefined;
    if (!cfg) return;
    const strapping = cfg.tank.stid ? await repo.strappingTable(cfg.tank.stid) : null;
    await tankStates.restate(tx, assetUid, cfg, strapping);
  }

  async function dtos(caller: Caller, rows: AssetRow[], cv: Converter): Promise<AssetDto[]> {
    const uids = rows.map((r) => r.uid);
    const [tanks, values] = await Promise.all([repo.tankStates(uids), repo.valueStates(uids)]);
    return rows.map((row) => ({
      uid: row.uid,
      typeId: 10 as const,
      iconName: row.iconName,
      label: row.label,
      active: row.active,
      tags: row.tags,
      userDefValues: row.userDefValues,
      alerts: row.alerts,
      comment: row.comment,
      mfgDate: row.mfgDate,
      modelName: row.modelName,
      serialNumber: row.serialNumber,
      isTemplate: row.isTemplate,
      product: row.product,
      configs: row.configs.map((c) => c.data),
      states: statesDto(
        row,
        tanks.get(row.uid),
        values.filter((v) => v.assetUid === row.uid),
        cv,
      ),
      folderUid: row.folderUid,
      folderUidPath: row.folderUidPath,
      units: cv.units,
    }));
  }

  async function load(caller: Caller, uid: number): Promise<AssetRow> {
    await scope.requireRead(caller, uid, 'Asset');
    const row = await repo.get(caller.baseFolderUid, uid);
    if (!row) throw new NotFoundError(`Asset ${uid} was not found.`);
    return row;
  }

  /** spec 001 §5: config rules, then the server's: sensors in scope and fit for the config,
   * one tank per sensor, the tank's dimensions and capacity, strapping tables, product. */
  async function checkRules(caller: Caller, body: AssetSaveBody, assetUid: number | null, folderPath: number[]): Promise<AssetRules> {
    // spec 001 §5: each config's rules and the tank capacity calculation (domain, as the web runs them).
    const { configs, indexes, errors } = assetConfigRules(body.configs as Record<string, unknown>[]);
    const add = (field: string, message: string) => addError(errors, field, message);
    const at = (i: number) => indexes[i] ?? i;
    const linked = configs.map((c) => c.sensor as { deviceUid: number; port: number } | null);
    const deviceUids = [...new Set(linked.filter((l) => l !== null).map((l) => (l as { deviceUid: number }).deviceUid))];
    const devices = await repo.devicesByUid(caller.baseFolderUid, deviceUids);
    const sensors = await repo.sensorsOf(devices.filter((d) => d.inScope).map((d) => d.uid));
    const sensorUids: number[] = [];
    configs.forEach((c, i) => {
      const link = linked[i];
      const typeId = Number(c.typeId);
      if (!link) return;
      const device = devices.find((d) => d.uid === link.deviceUid);
      if (!device || !device.inScope) return add(`configs.${at(i)}.sensor.deviceUid`, `Device: ${link.deviceUid} was not found`);
      if (!device.active) return add(`configs.${at(i)}.sensor.deviceUid`, `Device: ${device.label} is not active`);
      const sensor = sensors.find((s) => s.deviceUid === link.deviceUid && s.port === link.port);
      if (!sensor) return add(`configs.${at(i)}.sensor.port`, `Port: ${device.label} has no sensor on port ${link.port}`);
      if (!sensorSuits(typeId, sensor.sensorTypeId)) {
        return add(
          `configs.${at(i)}.sensor.port`,
          `Port: the sensor on port ${link.port} cannot feed ${withArticle(configTypeLabel(typeId))} config`,
        );
      }
      if (typeId === ConfigType.AssetTank) sensorUids.push(sensor.uid);
    });
    for (const other of await repo.tanksOnSensors(sensorUids, assetUid)) {
      const i = configs.findIndex(
        (c, j) =>
          Number(c.typeId) === ConfigType.AssetTank &&
          linked[j] &&
          sensors.find((s) => s.uid === other.sensorUid && s.deviceUid === linked[j]?.deviceUid && s.port === linked[j]?.port),
      );
      add(`configs.${at(Math.max(0, i))}.sensor.port`, `Port: this sensor already reads the tank of ${other.label}`);
    }
    // Strapping tanks: the table must be one of the folder's or a folder's above it (spec 001 §7).
    for (const [i, c] of configs.entries()) {
      if (Number(c.typeId) !== ConfigType.AssetTank) continue;
      const tank = c.tank as { cmid: number; stid: number | null; capacity: number; height: number };
      if (tankTypeById(tank.cmid)?.capacityFrom !== 'strapping' || !tank.stid) continue;
      const table = await repo.strappingTable(tank.stid);
      // Another company's table is one this folder cannot see: not found, as a missing one.
      if (!table || !folderPath.includes(table.folderUid)) add(`configs.${at(i)}.tank.stid`, 'Strapping Table: was not found');
      else {
        if (!(tank.capacity > 0)) tank.capacity = table.capacity;
        if (!(tank.height > 0)) tank.height = table.height;
      }
    }
    if (
      body.productUid !== null &&
      !(await repo.productInScope(body.productUid, caller.baseFolderUid, (await repo.folderPath(caller.baseFolderUid)) ?? []))
    ) {
      add('productUid', 'Product: was not found');
    }
    return { errors, configs, deviceUids };
  }

  async function liteOf(rows: AssetRow[], cv: Converter) {
    const tanks = await repo.tankStates(rows.map((r) => r.uid));
    return {
      units: cv.units,
      assets: rows.map((r) => {
        const t = tanks.get(r.uid);
        const unit = amountUnitOf(r);
        return {
          uid: r.uid,
          label: r.label,
          folderUid: r.folderUid,
          isTemplate: r.isTemplate,
          productName: r.product?.name ?? null,
          readingDate: ts(t?.readingTime),
          amountFull: cv.amount(t?.amountFull, unit),
          capacity: cv.amount(t?.capacity, unit),
          percentFull: t?.percentFull ?? null,
          daysLeft: t?.daysLeft ?? null,
          statusColor: t?.statusColor ?? null,
          status: t?.status ?? 0,
        };
      }),
    };
  }

  function fail(rules: AssetRules): void {
    const fields = Object.keys(rules.errors);
    if (fields.length === 0) return;
    const first = rules.errors[fields[0] as string]?.[0] ?? 'is invalid';
    throw new BadRequestError(`The asset was not saved: ${first}`, rules.errors);
  }

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

    async get(caller: Caller, uid: number): Promise<AssetDto> {
      const row = await load(caller, uid);
      return (await dtos(caller, [row], await unitsFor(caller)))[0] as AssetDto;
    },

    async byFolder(caller: Caller, folderUid: number, includeSubFolders: boolean) {
      await scope.requireRead(caller, folderUid, 'Folder');
      const cv = await unitsFor(caller);
      return {
        units: cv.units,
        assets: await dtos(caller, await repo.byFolder(caller.baseFolderUid, folderUid, { includeSubFolders }), cv),
      };
    },

    async liteByFolder(caller: Caller, folderUid: number, includeSubFolders: boolean) {
      await scope.requireRead(caller, folderUid, 'Folder');
      const cv = await unitsFor(caller);
      return liteOf(await repo.byFolder(caller.baseFolderUid, folderUid, { includeSubFolders }), cv);
    },

    /** Asset/Templates/ByFolder/{folder}: the templates of the folder's company; with `deviceUid`,
     * those matching that device's model family and sensor type (spec 000 §2). */
    async templatesByFolder(caller: Caller, folderUid: number, deviceUid?: number) {
      await scope.requireRead(caller, folderUid, 'Folder');
      const path = (await repo.folderPath(folderUid)) ?? [];
      const company = path.length > 1 ? (path[1] as number) : folderUid;
      const cv = await unitsFor(caller);
      let rows = await repo.templatesFor(caller.baseFolderUid, company);
      if (deviceUid !== undefined) {
        await scope.requireRead(caller, deviceUid, 'Device');
        const [device] = await repo.devicesByUid(caller.baseFolderUid, [deviceUid]);
        if (!device) throw new NotFoundError(`Device ${deviceUid} was not found.`);
        const primary = (r: AssetRow) => {
          const cfg = r.configs.find((c) => c.primaryConfig && c.sensor) ?? r.configs.find((c) => c.sensor);
          return cfg?.sensor ?? undefined;
        };
        const links = rows.map(primary);
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
      return { units: cv.units, assets: await dtos(caller, rows, cv) };
    },

    async locations(caller: Caller, folderUid: number) {
      await scope.requireRead(caller, folderUid, 'Folder');
      const rows = await repo.byFolder(caller.baseFolderUid, folderUid, { includeSubFolders: true });
      const uids = rows.map((r) => r.uid);
      const [tanks, values] = await Promise.all([repo.tankStates(uids), repo.valueStates(uids)]);
      const out = [];
      for (const r of rows) {
        const gps = values.find(
          (v) => v.assetUid === r.uid && v.configTypeId === ConfigType.Gps && v.latitude !== null && v.longitude !== null,
        );
        const addr = r.folderAddress;
        const lat = gps?.latitude ?? addr?.latitude;
        const lon = gps?.longitude ?? addr?.longitude;
        if (typeof lat !== 'number' || typeof lon !== 'number') continue;
        const t = tanks.get(r.uid);
        out.push({
          uid: r.uid,
          label: r.label,
          folderUid: r.folderUid,
          latitude: lat,
          longitude: lon,
          source: gps ? ('gps' as const) : ('folder' as const),
          statusColor: t?.statusColor ?? null,
          percentFull: t?.percentFull ?? null,
          status: t?.status ?? 0,
        });
      }
      return out;
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
      fail(rules);
      const uid = await entities.write(caller, async (w) => {
        const newUid = await w.insert({
          typeId: EntityType.Asset,
          label: body.label,
          iconName: 'Tank',
          tags: body.tags,
          userDefValues: body.userDefValues,
        });
        await repo.insertAsset(w.tx, newUid, body);
        await w.join(newUid, folderUid);
        await w.saveConfigs(
          newUid,
          rules.configs.map((c) => ({ ...c, id: 0 })),
        );
        return newUid;
      });
      return this.get(caller, uid);
    },

    /** PUT Asset/{uid}. Configs need Edit Assets/Devices; the information fields Edit Asset
     * Information will do (spec 001 §6). */
    async update(caller: Caller, uid: number, body: AssetSaveBody): Promise<AssetDto> {
      await scope.requireWrite(caller, uid, 'Asset');
      const row = await load(caller, uid);
      const canConfigure = caller.permissions.has(Permission.EditAssetsDevices);
      if (!canConfigure && !caller.permissions.has(Permission.EditAssetInformation)) throw new ForbiddenError();
      const rules = await checkRules(caller, body, uid, row.folderUidPath);
      fail(rules);
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
      await entities.write(caller, async (w) => {
        // The tank state before the writes that refresh its report rows: the order ingestion
        // locks them in, so a save and a reading of one tank queue instead of deadlocking.
        await tankStates.lock(w.tx, uid);
        await w.update(uid, body);
        await repo.updateAsset(w.tx, uid, body);
        if (canConfigure) {
          await w.saveConfigs(uid, rules.configs);
          await restateTank(w.tx, uid, rules.configs);
        }
      });
      return this.get(caller, uid);
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
      const row = await load(caller, uid);
      return [...new Set(row.configs.map((c) => c.sensor?.deviceUid).filter((d): d is number => typeof d === 'number'))];
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
      return this.get(caller, uid);
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
      return saved;
    },

    // ---- history (spec 001 §7 Asset History calls, History/Fill) ----

    async usageByDay(caller: Caller, uid: number, from: Date, to: Date) {
      const row = await load(caller, uid);
      const cv = await unitsFor(caller);
      const unit = amountUnitOf(row);
      const days = await repo.usageDays(uid, dayText(centralDay(from.getTime())), dayText(centralDay(to.getTime())));
      return {
        units: cv.units,
        amountUnit: unit,
        days: days.map((d) => ({
          date: d.day,
          usage: cv.amount(d.usage, unit) ?? 0,
          fillAmount: cv.amount(d.fillAmount, unit) ?? 0,
          fills: d.fills,
          avgInventory: cv.amount(d.avgInventory, unit),
          readings: d.readings,
        })),
      };
    },

    async usageByWeekday(caller: Caller, uid: number, from: Date, to: Date) {
      const byDay = await this.usageByDay(caller, uid, from, to);
      const weekdays = DAYS_OF_WEEK.map((d, weekday) => {
        const days = byDay.days.filter((x) => weekdayOfDay(Math.floor(Date.parse(`${x.date}T00:00:00Z`) / 86_400_000)) === weekday);
        return {
          weekday,
          label: d.label,
          avgUsage: days.length ? days.reduce((n, x) => n + x.usage, 0) / days.length : null,
          days: days.length,
        };
      });
      return { units: byDay.units, amountUnit: byDay.amountUnit, weekdays };
    },

    async tankStateHistory(caller: Caller, uid: number, from: Date, to: Date) {
      const row = await load(caller, uid);
      const cv = await unitsFor(caller);
      const unit = amountUnitOf(row);
      const sensors = await repo.sensorsOfAsset(uid, [ConfigType.AssetTank]);
      const readings = await repo.readings(uid, sensors, from, to);
      return {
        units: cv.units,
        amountUnit: unit,
        states: readings.map((r) => ({
          readingDate: toCentralTimestamp(r.readingTime),
          reading: r.reading,
          status: r.status,
          amountFull: cv.amount(r.value, unit),
          inchesFull: cv.dimension(r.inchesFull),
          percentFull: r.percentFull,
        })),
      };
    },

    async valueStateHistory(caller: Caller, uid: number, configTypeId: number, from: Date, to: Date) {
      await load(caller, uid);
      const cv = await unitsFor(caller);
      const sensors = await repo.sensorsOfAsset(uid, [configTypeId]);
      const configs = await repo.get(caller.baseFolderUid, uid);
      const configId = configs?.configs.find((c) => c.typeId === configTypeId)?.id ?? 0;
      const readings = await repo.readings(uid, sensors, from, to);
      return {
        units: cv.units,
        states: readings.map((r) => ({
          configId,
          readingDate: toCentralTimestamp(r.readingTime),
          status: r.status,
          value: configTypeId === ConfigType.Temperature ? cv.temperature(r.value) : r.value,
          latitude: r.latitude,
          longitude: r.longitude,
        })),
      };
    },

    async fills(caller: Caller, target: { assetUid: number } | { folderUid: number }, from: Date, to: Date) {
      const cv = await unitsFor(caller);
      if ('assetUid' in target) await load(caller, target.assetUid);
      else await scope.requireRead(caller, target.folderUid, 'Folder');
      const rows = await repo.fills(target, from, to);
      return {
        units: cv.units,
        fills: rows.map((r) => {
          // Each tank's own measure: a CO2 fill is a weight (spec 001 §9).
          const unit = amountUnitOfType(r.tankTypeId);
          return {
            id: r.id,
            uid: r.assetUid,
            label: r.label,
            productUid: r.productUid,
            amountUnit: unit,
            amount: cv.amount(r.amount, unit) ?? 0,
            capacity: cv.amount(r.capacity, unit) ?? 0,
            maxFillAmount: cv.amount(r.maxFillAmount, unit) ?? 0,
            beforeAmount: cv.amount(r.beforeAmount, unit) ?? 0,
            afterAmount: cv.amount(r.afterAmount, unit) ?? 0,
            dateTime: toCentralTimestamp(r.dateTime),
            includeInAnalysis: r.includeInAnalysis,
            falseFill: r.falseFill,
          };
        }),
      };
    },
  };
}
export type AssetService = ReturnType<typeof createAssetService>;
