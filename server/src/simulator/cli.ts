// `npm run simulate -- --url http://host:port`: drives any running portal's demo devices the way
// `npm start` does, from outside, through its API only. It signs in as the demo companies'
// administrators, reads their simulated devices and tanks, issues each device a new key (so run
// it against a portal started with SIMULATE=off, or its own simulator stops driving them) and
// reports on the devices' schedules over HTTP, or MQTT with --mqtt mqtt://host:1883 (under the
// portal's topic prefix: --topic-prefix, default MQTT_TOPIC_PREFIX or ullage/devices).
import { parseArgs } from 'node:util';
import { DEFAULT_MQTT_TOPIC_PREFIX, MQTT_TOPIC_PREFIX_PATTERN } from '@ullage/domain/devices/ingest-api';
import { ConfigType } from '@ullage/domain/configs';
import { SensorType } from '@ullage/domain/devices/device-catalogue';
import { convertVolume, VolumeUnit, type VolumeUnitId } from '@ullage/domain/units';
import { parseCentralTimestamp } from '@ullage/domain/time-zones';
import type { AssetTankInput } from '@ullage/domain/tanks/tank-state';
import { createLogger } from '../lib/logger';
import { simDevice, type WorldDevice, type WorldTank } from './demo-device';
import { startSimulator } from './simulator';
import { httpTransport, mqttTransport } from './transports';

const USAGE = `Usage: npm run simulate -- --url http://host:port [--mqtt mqtt://host:1883 [--topic-prefix ullage/devices]] [--users demo-lube,demo-propane,demo-fuel] [--password ...]`;

interface DeviceDto {
  uid: number;
  serialNumber: string;
  model: { id: number };
  parentDeviceUid: number | null;
  parentDeviceSlot: number | null;
  simulated: boolean;
  active: boolean;
  lastUpdate: { readingDate: string; batteryStrength: number | null } | null;
  realtimeUntil: string | null;
  folderUid: number;
  sensors: { sensorTypeId: number }[];
}

interface AssetDto {
  uid: number;
  modelName: string | null;
  configs: (Record<string, unknown> & { typeId: number; sensor?: { deviceUid: number; port: number } | null })[];
  product: { className: string | null } | null;
  states: { tank: { amountFull: number | null } | null };
  units: { volumeUnitId: number };
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      mqtt: { type: 'string' },
      'topic-prefix': { type: 'string', default: process.env.MQTT_TOPIC_PREFIX || DEFAULT_MQTT_TOPIC_PREFIX },
      users: { type: 'string', default: 'demo-lube,demo-propane,demo-fuel' },
      password: { type: 'string', default: process.env.SIMULATE_PASSWORD ?? 'Demo1234!' },
    },
  });
  if (!values.url || !MQTT_TOPIC_PREFIX_PATTERN.test(values['topic-prefix'])) {
    console.error(USAGE);
    process.exit(2);
  }
  const base = values.url.replace(/\/$/, '');
  const log = createLogger(process.env.LOG_LEVEL ?? 'info');
  const call = async <T>(token: string, method: string, path: string): Promise<T> => {
    const res = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const at = (s: string | null | undefined) => (s ? (parseCentralTimestamp(s)?.getTime() ?? null) : null);

  const driven: { device: ReturnType<typeof simDevice>; key: string }[] = [];
  const now = Date.now();
  for (const userName of values.users
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)) {
    const login = await fetch(`${base}/api/Auth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: values.password }),
    });
    if (!login.ok) throw new Error(`Signing in as ${userName} failed (${login.status}); pass --users and --password of an administrator.`);
    const token = ((await login.json()) as { access_token: string }).access_token;
    const session = await call<{ baseFolderUid: number }>(token, 'GET', '/api/User/GetSession');
    const devices = (await call<DeviceDto[]>(token, 'GET', `/api/Device/ByFolder/${session.baseFolderUid}?includeSubFolders=true`)).filter(
      (d) => d.simulated && d.active,
    );
    const { assets } = await call<{ assets: AssetDto[] }>(
      token,
      'GET',
      `/api/Asset/ByFolder/${session.baseFolderUid}?includeSubFolders=true`,
    );
    const tanksOf = (deviceUid: number): WorldTank[] =>
      assets.flatMap((a) =>
        a.configs
          .filter((c) => c.typeId === ConfigType.AssetTank && c.sensor?.deviceUid === deviceUid)
          .map((c) => {
            const amount = a.states.tank?.amountFull ?? null;
            const cfg = c as unknown as AssetTankInput & { tank: { isBulk?: boolean } };
            return {
              assetUid: a.uid,
              port: c.sensor?.port ?? 1,
              config: cfg,
              strapping: null,
              className: a.product?.className ?? null,
              modelName: a.modelName,
              isBulk: Boolean(cfg.tank.isBulk),
              // Answers are in the user's units; the simulator works in gallons.
              amount: amount === null ? null : convertVolume(amount, a.units.volumeUnitId as VolumeUnitId, VolumeUnit.Gallons),
            };
          }),
      );
    // A GPS sensor reports around its site: the folder's coordinates, for the few devices with one.
    const homes = new Map<number, { latitude: number; longitude: number }>();
    for (const d of devices.filter((x) => x.sensors.some((s) => s.sensorTypeId === SensorType.Gps))) {
      const folder = await call<{ addressConfig: { latitude?: number; longitude?: number } | null }>(
        token,
        'GET',
        `/api/Folder/${d.folderUid}`,
      );
      const a = folder.addressConfig;
      if (typeof a?.latitude === 'number' && typeof a.longitude === 'number')
        homes.set(d.uid, { latitude: a.latitude, longitude: a.longitude });
    }
    const world = (d: DeviceDto): WorldDevice => ({
      home: homes.get(d.uid) ?? null,
      uid: d.uid,
      serialNumber: d.serialNumber,
      modelId: d.model.id,
      lastUpdateAt: at(d.lastUpdate?.readingDate),
      batteryStrength: d.lastUpdate?.batteryStrength ?? null,
      realtimeUntil: at(d.realtimeUntil),
      tanks: tanksOf(d.uid),
      children: devices.filter((c) => c.parentDeviceUid === d.uid).map((c) => ({ ...world(c), slot: c.parentDeviceSlot ?? 0 })),
    });
    for (const d of devices.filter((x) => x.parentDeviceUid === null)) {
      const { deviceKey } = await call<{ deviceKey: string }>(token, 'POST', `/api/Device/${d.uid}/Key`);
      driven.push({ device: simDevice(world(d), now), key: deviceKey });
    }
    log.info({ userName, devices: devices.length }, `simulate: ${userName}'s demo devices loaded`);
  }
  if (driven.length === 0) throw new Error('No simulated devices found: is this a demo portal (SEED=demo)?');
  const transport = values.mqtt
    ? await mqttTransport(values.mqtt, `ullage-simulate-${process.pid}`, values['topic-prefix'])
    : httpTransport(base);
  const sim = startSimulator({ devices: driven, transport, log });
  log.info({ devices: driven.length }, `simulate: ${driven.length} devices reporting over ${transport.name}; Ctrl-C stops`);
  const stop = async () => {
    await sim.stop();
    await transport.close();
    log.info(sim.stats, 'simulate: stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
