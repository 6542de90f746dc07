// Shared steps of the alert tests: a demo tank made simple to reason about (a 1,000 gallon,
// 100 inch tank of no shape: inches are percent full), its device's deadzone, a company's contact
// group, and an entity's alerts set through the API.
import { ConfigType } from '@ullage/domain/configs';
import { TankType } from '@ullage/domain/tanks/tank-geometry';
import type { TestContext } from './helpers';
import { demoTank, type DemoTank } from './support';

/** The n-th cellular-monitor tank of a company, reconfigured so its level in inches is its percent
 * full (warning 30%, critical 20%), with its device's deadzone and no alerts of its own. */
export async function simpleTank(t: TestContext, company: string, n: number, deadzone = 0): Promise<DemoTank> {
  const tank = await demoTank(t, company, n);
  const tankFields = { cmid: TankType.Other, capacity: 1000, height: 100, ullagePercent: 1, heelAmount: 0 };
  await t.database.pool.query(
    `update entity_config set data = jsonb_set(jsonb_set(data, '{tank}', data->'tank' || $2::jsonb), '{zones}',
            '[{"configId":0,"position":0,"type":2,"value":0.3},{"configId":0,"position":1,"type":3,"value":0.2}]'),
            updated_at = now()
      where entity_uid = $1 and type_id = $3`,
    [tank.assetUid, JSON.stringify(tankFields), ConfigType.AssetTank],
  );
  await setDeadzone(t, tank.deviceUid, deadzone);
  await t.database.pool.query('delete from alert where entity_uid = any($1::bigint[])', [[tank.assetUid, tank.deviceUid]]);
  return tank;
}

export async function setDeadzone(t: TestContext, deviceUid: number, deadzone: number): Promise<void> {
  await t.database.pool.query(
    `update entity_config set data = jsonb_set(data, '{deadzone}', to_jsonb($2::int)), updated_at = now() where entity_uid = $1 and type_id = $3`,
    [deviceUid, deadzone, ConfigType.DeviceAlert],
  );
}

/** A contact group in the company folder (Dispatch On Call, in the demo world). */
export async function contactGroupOf(t: TestContext, companyUid: number): Promise<number> {
  const { rows } = await t.database.pool.query<{ uid: number }>(
    `select g.uid from contact_group g join folder_membership m on m.entity_uid = g.uid where m.folder_uid = $1 order by g.uid limit 1`,
    [companyUid],
  );
  if (!rows[0]) throw new Error(`no contact group in company ${companyUid}`);
  return rows[0].uid;
}

/** The events of an entity as [typeId, stateId, value], oldest first. */
export async function eventsOf(t: TestContext, entityUid: number, alertId?: number): Promise<[number, number, number | null][]> {
  const { rows } = await t.database.pool.query<{ type_id: number; state_id: number; value: number | null }>(
    `select type_id, state_id, value from alert_event where entity_uid = $1 and ($2::int is null or alert_id = $2) order by occurred_at, id`,
    [entityUid, alertId ?? null],
  );
  return rows.map((r) => [r.type_id, r.state_id, r.value]);
}
