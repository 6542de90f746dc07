// spec 001 §5 asset validation and tank capacity: the rules a save passes (create, update,
// validate). The config rules are domain's (as the web runs them); the server adds the ones that
// need the database: sensors in scope and fit for the config, one tank per sensor, strapping
// tables, the product.
import type { AssetSaveBody } from '@ullage/domain/tanks/api';
import { ConfigType, configTypeLabel } from '@ullage/domain/configs';
import { addError, assetConfigRules } from '@ullage/domain/save-rules';
import { sensorSuits } from '@ullage/domain/devices/sensor-fit';
import { tankTypeById } from '@ullage/domain/tanks/tank-geometry';
import { withArticle } from '@ullage/domain/validation';
import { BadRequestError } from '../../lib/errors';
import type { Caller } from '../access';
import type { AssetRepository, StoredSensorLink, StoredTankConfig } from './asset.repository';

export interface AssetRules {
  errors: Record<string, string[]>;
  configs: Record<string, unknown>[];
  /** Devices the configs read, for asset validation (spec 001 §5). */
  deviceUids: number[];
  /** The (first) asset tank config as the rules left it, for the tank's restate after a save. */
  tank: StoredTankConfig | null;
}

/** What the rules read. */
export type RulesRepository = Pick<
  AssetRepository,
  'devicesByUid' | 'sensorsOf' | 'tanksOnSensors' | 'strappingTable' | 'productInScope' | 'folderPath'
>;

/** spec 001 §5: config rules, then the server's: sensors in scope and fit for the config,
 * one tank per sensor, the tank's dimensions and capacity, strapping tables, product. */
export async function checkAssetRules(
  repo: RulesRepository,
  caller: Caller,
  body: AssetSaveBody,
  assetUid: number | null,
  folderPath: number[],
): Promise<AssetRules> {
  // spec 001 §5: each config's rules and the tank capacity calculation (domain, as the web runs them).
  const { configs, indexes, errors } = assetConfigRules(body.configs);
  const add = (field: string, message: string) => addError(errors, field, message);
  const at = (i: number) => indexes[i] ?? i;
  // Each parsed config has its type's fields (configs.ts): a sensor config's link, a tank's tank.
  const typeOf = (c: Record<string, unknown>) => Number(c.typeId);
  const isTank = (c: Record<string, unknown>): c is Record<string, unknown> & StoredTankConfig => typeOf(c) === ConfigType.AssetTank;
  const linked = configs.map((c) => (c.sensor as StoredSensorLink | null | undefined) ?? null);
  const deviceUids = [...new Set(linked.flatMap((l) => (l ? [l.deviceUid] : [])))];
  const devices = await repo.devicesByUid(caller.baseFolderUid, deviceUids);
  const sensors = await repo.sensorsOf(devices.filter((d) => d.inScope).map((d) => d.uid));
  const sensorUids: number[] = [];
  configs.forEach((c, i) => {
    const link = linked[i];
    const typeId = typeOf(c);
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
        isTank(c) &&
        linked[j] &&
        sensors.find((s) => s.uid === other.sensorUid && s.deviceUid === linked[j]?.deviceUid && s.port === linked[j]?.port),
    );
    add(`configs.${at(Math.max(0, i))}.sensor.port`, `Port: this sensor already reads the tank of ${other.label}`);
  }
  // Strapping tables: the table must be one of the folder's or a folder's above it (spec 001 §7).
  // The domain rules cleared the id of every type that uses none; any id left is checked (issue 20).
  for (const [i, c] of configs.entries()) {
    if (!isTank(c)) continue;
    const tank = c.tank;
    if (!tank.stid) continue;
    const table = await repo.strappingTable(tank.stid);
    // Another company's table is one this folder cannot see: not found, as a missing one.
    if (!table || !folderPath.includes(table.folderUid)) add(`configs.${at(i)}.tank.stid`, 'Strapping Table: was not found');
    else if (tankTypeById(tank.cmid)?.capacityFrom === 'strapping') {
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
  return { errors, configs, deviceUids, tank: configs.find(isTank) ?? null };
}

/** A save whose rules found errors fails with them all, the first in the message. */
export function failOnErrors(rules: AssetRules): void {
  const fields = Object.keys(rules.errors);
  if (fields.length === 0) return;
  const first = rules.errors[fields[0] as string]?.[0] ?? 'is invalid';
  throw new BadRequestError(`The asset was not saved: ${first}`, rules.errors);
}
