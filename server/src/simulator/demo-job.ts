// The demo world's background work inside `npm start`: its 90 days of history on the first start,
// then the live simulator (unless SIMULATE=off). Several instances may share one database: the
// job runs in whichever holds the demo lock (a session-level advisory lock on a connection kept
// for the purpose); the others try again every 30 s and take over if that instance stops.
import type pg from 'pg';
import type { Logger } from 'pino';
import { newDeviceKey } from '../modules/ingest';
import { simDevice } from './demo-device';
import { generateDemoHistory } from './demo-history';
import { startSimulator, type LiveSimulator } from './simulator';
import { httpTransport, mqttTransport, type Transport } from './transports';
import { loadWorld, releaseDemoLock, setDeviceKeys, takeDemoLock } from './world.repository';

export const LOCK_DEMO = 7_242_004;
const RETRY_LOCK_MS = 30_000;

export interface DemoJobOptions {
  pool: pg.Pool;
  log: Logger;
  historyDays: number;
  simulate: boolean;
  /** The portal's own address, for the HTTP transport. */
  ingestUrl: string;
  mqttUrl?: string;
  mqttClientId: string;
  /** The portal's MQTT topic prefix (MQTT_TOPIC_PREFIX). */
  mqttTopicPrefix?: string;
}

export interface DemoJob {
  stop(): Promise<void>;
}

export function startDemoJob(opts: DemoJobOptions): DemoJob {
  const { pool, log } = opts;
  let stopped = false;
  let client: pg.PoolClient | null = null;
  let simulator: LiveSimulator | null = null;
  let transport: Transport | null = null;
  let retry: NodeJS.Timeout | null = null;

  async function tryRun(): Promise<void> {
    if (stopped) return;
    const c = await takeDemoLock(pool, LOCK_DEMO);
    if (!c) {
      retry = setTimeout(() => void tryRun().catch(onError), RETRY_LOCK_MS);
      retry.unref();
      return;
    }
    client = c;
    await generateDemoHistory(pool, log, { days: opts.historyDays, shouldStop: () => stopped });
    if (stopped || !opts.simulate) return;
    const world = await loadWorld(pool);
    if (world.length === 0) return;
    const keys = world.map((w) => ({ uid: w.uid, ...newDeviceKey(w.uid) }));
    await setDeviceKeys(pool, keys);
    const keyOf = new Map(keys.map((k) => [k.uid, k.key]));
    transport = opts.mqttUrl
      ? await mqttTransport(opts.mqttUrl, `${opts.mqttClientId}-simulator`, opts.mqttTopicPrefix)
      : httpTransport(opts.ingestUrl);
    if (stopped) return;
    const now = Date.now();
    simulator = startSimulator({
      devices: world.map((w) => ({ device: simDevice(w, now), key: keyOf.get(w.uid) as string })),
      transport,
      log,
    });
    log.info(
      { devices: world.length, transport: transport.name },
      `simulator: ${world.length} demo devices reporting over ${transport.name}`,
    );
  }

  function onError(err: unknown) {
    log.error({ err }, 'the demo job failed; the portal runs on without it');
  }

  const first = tryRun().catch(onError);

  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      // History stops between transactions; a chunk being written finishes first.
      await first;
      await simulator?.stop();
      await transport?.close();
      if (client) {
        await releaseDemoLock(client, LOCK_DEMO).catch(() => undefined);
        client.release();
      }
    },
  };
}
