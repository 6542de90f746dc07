// The live simulator: every demo device calls in on its schedule through a transport (HTTP or
// MQTT), exactly as hardware would, and carries out the commands the portal hands it (Poll: report
// now; SetRealtimeMode: report every minute for a while; Battery/Reset: a new battery), reporting
// them done with its next call (docs/decisions/028-device-commands.md, 029-demo-history.md).
import type { Logger } from 'pino';
import { findDeviceModel, findProtocol } from '@ullage/domain/devices/device-catalogue';
import { DeviceCommandType, REALTIME_MODE_MINUTES } from '@ullage/domain/devices/device-commands';
import type { IngestDeviceUpdate } from '@ullage/domain/devices/ingest-api';
import { buildUpdate, nextCallAfter, replaceBattery, type SimDevice } from './demo-device';
import type { Command, Transport } from './transports';

const TICK_MS = 1000;
const POLL_COMMANDS_MS = 10_000;
const MAX_IN_FLIGHT = 32;
const STATS_MS = 60_000;

interface Driven {
  device: SimDevice;
  key: string;
  nextAt: number;
  inFlight: boolean;
  /** An update not yet acknowledged: sent again, unchanged (the portal stores it once). */
  unsent: IngestDeviceUpdate | null;
  failures: number;
  pollable: boolean;
  seenCommands: Set<number>;
}

export interface SimulatorStats {
  devices: number;
  updates: number;
  readings: number;
  failures: number;
  commands: number;
}

export interface LiveSimulator {
  readonly stats: SimulatorStats;
  stop(): Promise<void>;
}

export function startSimulator(opts: {
  devices: { device: SimDevice; key: string }[];
  transport: Transport;
  log: Logger;
  now?: () => number;
}): LiveSimulator {
  const { transport, log } = opts;
  const now = opts.now ?? Date.now;
  const stats: SimulatorStats = { devices: opts.devices.length, updates: 0, readings: 0, failures: 0, commands: 0 };
  const start = now();
  const driven: Driven[] = opts.devices.map(({ device, key }) => ({
    device,
    key,
    nextAt: nextCallAfter(device, start),
    inFlight: false,
    unsent: null,
    failures: 0,
    pollable: findProtocol(findDeviceModel(device.modelId)?.protocolId ?? 0)?.pollable ?? false,
    seenCommands: new Set(),
  }));
  const byUid = new Map(driven.map((d) => [d.device.uid, d]));
  let inFlight = 0;
  let stopped = false;
  const running = new Set<Promise<void>>();

  function carryOut(d: Driven, c: Command, at: number) {
    if (d.seenCommands.has(c.id)) return;
    d.seenCommands.add(c.id);
    stats.commands++;
    const target = c.deviceUid === d.device.uid ? d.device : d.device.children.find((x) => x.uid === c.deviceUid);
    if (c.typeId === DeviceCommandType.Poll) d.nextAt = Math.min(d.nextAt, at + 2000);
    if (c.typeId === DeviceCommandType.SetRealtimeMode) {
      d.device.realtimeUntil = at + REALTIME_MODE_MINUTES * 60_000;
      d.nextAt = Math.min(d.nextAt, at + 60_000);
    }
    if (c.typeId === DeviceCommandType.BatteryReset && target) replaceBattery(target, at);
    d.device.completed.push(c.id);
    log.info({ deviceUid: c.deviceUid, command: c.typeId }, 'simulator: device carried out a command');
  }

  transport.onCommand((uid, c) => {
    const d = byUid.get(uid) ?? driven.find((x) => x.device.children.some((ch) => ch.uid === uid));
    if (d) carryOut(d, c, now());
  });

  async function call(d: Driven, at: number) {
    const update = d.unsent ?? buildUpdate(d.device, at, null);
    if (!update) {
      d.nextAt = nextCallAfter(d.device, at);
      return;
    }
    const res = await transport.send(d.device.uid, d.key, update);
    if (res.ok) {
      stats.updates++;
      stats.readings += res.ack.accepted;
      d.unsent = null;
      d.failures = 0;
      d.nextAt = nextCallAfter(d.device, at);
      // A Poll among the commands brings the next call forward.
      for (const c of res.ack.commands) carryOut(d, c, now());
      return;
    }
    stats.failures++;
    if (res.status === 401) {
      // Someone issued the device a new key: it is driven elsewhere now.
      log.warn({ deviceUid: d.device.uid }, 'simulator: the device key was replaced; no longer simulating this device');
      byUid.delete(d.device.uid);
      driven.splice(driven.indexOf(d), 1);
      return;
    }
    if (res.status === 400) {
      log.error({ deviceUid: d.device.uid, message: res.message }, 'simulator: the portal refused an update');
      d.unsent = null;
      d.nextAt = nextCallAfter(d.device, at);
      return;
    }
    d.unsent = update;
    d.failures++;
    d.nextAt = at + Math.min(300_000, 2000 * 2 ** Math.min(d.failures, 8));
    if (d.failures === 1 || d.failures % 10 === 0)
      log.warn({ deviceUid: d.device.uid, message: res.message }, 'simulator: update not delivered; retrying');
  }

  function launch(d: Driven, task: () => Promise<void>) {
    d.inFlight = true;
    inFlight++;
    const p = task()
      .catch((err: unknown) => log.error({ err }, 'simulator: unexpected failure'))
      .finally(() => {
        d.inFlight = false;
        inFlight--;
        running.delete(p);
      });
    running.add(p);
  }

  let lastPoll = start;
  let lastStats = start;
  const timer = setInterval(() => {
    if (stopped) return;
    const t = now();
    for (const d of driven) {
      if (inFlight >= MAX_IN_FLIGHT) break;
      if (!d.inFlight && d.nextAt <= t) launch(d, () => call(d, Math.min(t, Math.max(d.nextAt, t - TICK_MS))));
    }
    if (t - lastPoll >= POLL_COMMANDS_MS) {
      lastPoll = t;
      for (const d of driven) {
        if (!d.pollable || d.inFlight || inFlight >= MAX_IN_FLIGHT) continue;
        launch(d, async () => {
          for (const c of await transport.collectCommands(d.device.uid, d.key)) carryOut(d, c, now());
        });
      }
    }
    if (t - lastStats >= STATS_MS) {
      lastStats = t;
      log.info({ ...stats, devices: driven.length }, `simulator: ${stats.updates} updates, ${stats.readings} readings sent so far`);
    }
  }, TICK_MS);
  timer.unref();

  return {
    stats,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all([...running]);
    },
  };
}
