// Shared steps of the tank, device and reading tests: demo entities by company, keys, calls.
import { ConfigType } from '@ullage/domain/configs';
import { parseDeviceKey } from '@ullage/domain/devices/ingest-api';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { newDeviceKey } from '../src/modules/ingest/ingest.service';
import type { TestContext } from './helpers';

export const COMPANIES = { propane: 'Propane Distributor', fuel: 'Fuel Distributor', lube: 'Lube Distributor' } as const;

export interface DemoTank {
  companyUid: number;
  siteUid: number;
  assetUid: number;
  deviceUid: number;
  levelSensorUid: number;
  key: string;
}

/** The n-th cellular-monitor tank of a company, with a fresh device key. */
export async function demoTank(t: Pick<TestContext, 'database'>, company: string, n = 0): Promise<DemoTank> {
  const { rows } = await t.database.pool.query<{ company: number; site: number; asset: number; device: number; sensor: number }>(
    `select f.path[2] as company, f.uid as site, c.entity_uid as asset, d.uid as device, s.uid as sensor
       from device d
       join sensor s on s.device_uid = d.uid and s.port = 1
       join entity_config c on c.sensor_uid = s.uid and c.type_id = 2
       join folder_membership m on m.entity_uid = d.uid
       join folder f on f.uid = m.folder_uid
       join entity ce on ce.uid = f.path[2] and ce.label = $1
      where d.model_id = 22 and d.parent_device_uid is null
      order by d.uid offset $2 limit 1`,
    [company, n],
  );
  const r = rows[0];
  if (!r) throw new Error(`no demo tank ${n} in ${company}`);
  const { key, hash } = newDeviceKey(r.device);
  await t.database.pool.query('update device set key_hash = $2 where uid = $1', [r.device, hash]);
  return { companyUid: r.company, siteUid: r.site, assetUid: r.asset, deviceUid: r.device, levelSensorUid: r.sensor, key };
}

export const minutesAgo = (m: number) => toCentralTimestamp(new Date(Date.now() - m * 60_000));

export function client(t: TestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as object }),
    put: (url: string, payload?: unknown) => t.app.inject({ method: 'PUT', url, headers, payload: payload as object }),
    delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers }),
  };
}

export async function sendUpdate(t: TestContext, key: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/Ingest/DeviceUpdate', headers: { 'x-device-key': key }, payload: payload as object });
}

export const RANGE = `startDate=${encodeURIComponent(toCentralTimestamp(new Date(Date.now() - 30 * 86_400_000)))}&endDate=${encodeURIComponent(toCentralTimestamp(new Date(Date.now() + 3_600_000)))}`;

/** The secret part of a device key (it may itself hold '_'), to look for in logs. */
export const secretOf = (key: string) => parseDeviceKey(key)?.secret as string;

/** Polls `probe` until it answers something truthy (a job's work, a delivery), and returns it. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The propane demo's skid tank on its trailer: the asset, its folder and that folder's parent, its
 * tracker (with a fresh key) and the GPS port. */
export async function demoSkidTank(t: Pick<TestContext, 'database'>) {
  const { rows } = await t.database.pool.query<{ asset: number; device: number; port: number; folder: number; branch: number }>(
    `select c.entity_uid as asset, s.device_uid as device, s.port, m.folder_uid as folder, f.parent_uid as branch
       from entity e
       join entity_config c on c.entity_uid = e.uid and c.type_id = ${ConfigType.Gps}
       join sensor s on s.uid = c.sensor_uid
       join folder_membership m on m.entity_uid = e.uid
       join folder f on f.uid = m.folder_uid
       join entity ce on ce.uid = f.path[2] and ce.label = $1
      where e.label = 'Skid tank trailer' limit 1`,
    [COMPANIES.propane],
  );
  const r = rows[0];
  if (!r) throw new Error('no skid tank in the demo world');
  const { key, hash } = newDeviceKey(r.device);
  await t.database.pool.query('update device set key_hash = $2 where uid = $1', [r.device, hash]);
  return { ...r, key };
}
