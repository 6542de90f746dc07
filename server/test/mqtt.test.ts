// MQTT ingestion against the broker CI runs (Mosquitto at 127.0.0.1:1883, or MQTT_TEST_URL): QoS 1,
// the committed answer on the device's ack topic, refusals that stop nothing, and a persistent
// session that keeps what was published while the portal (or its database) was away. Each run
// has its own topic prefix: other portals and test runs share this broker.
import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mqttTopics } from '@ullage/domain/devices/ingest-api';
import { createLogger } from '../src/lib/logger';
import { createIngestService } from '../src/modules/ingest/ingest.service';
import { startMqttIngest, type MqttIngest } from '../src/modules/ingest/mqtt-ingest';
import { createTestContext, type TestContext } from './helpers';
import { COMPANIES, demoTank, minutesAgo, type DemoTank } from './support';

const URL = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
const run = randomBytes(4).toString('hex');
const topics = mqttTopics(`ullage-test-${run}/devices`);

let t: TestContext;
let tank: DemoTank;
let device: MqttClient;
let portal: MqttIngest;
const acks: unknown[] = [];
/** A uid no device of this portal has (it may be another portal's device on the same broker). */
const UNKNOWN_UID = 987_654_321;
const strangerAcks: unknown[] = [];
const start = (opts: { group?: string; pool?: pg.Pool } = {}) => {
  const pool = opts.pool ?? t.database.pool;
  const log = createLogger('silent');
  const ingest = createIngestService({ pool, log });
  return startMqttIngest({
    url: URL,
    clientId: `ullage-test-${run}`,
    connections: 2,
    ingest,
    pool,
    log,
    group: opts.group ?? `test-${run}`,
    topicPrefix: topics.prefix,
  });
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function nextAck(count: number, timeoutMs = 10_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  while (acks.length < count) {
    if (Date.now() > deadline) throw new Error(`no ack ${count} on ${topics.ack(tank.deviceUid)} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return acks[count - 1];
}

beforeAll(async () => {
  t = await createTestContext();
  tank = await demoTank(t, COMPANIES.propane, 11);
  try {
    device = await mqtt.connectAsync(URL, { clientId: `device-${run}`, protocolVersion: 5, connectTimeout: 5000, reconnectPeriod: 0 });
  } catch (err) {
    throw new Error(`The MQTT tests need a broker at ${URL} (Mosquitto in CI; set MQTT_TEST_URL for another): ${(err as Error).message}`);
  }
  await device.subscribeAsync([topics.ack(tank.deviceUid), topics.ack(UNKNOWN_UID)], { qos: 1 });
  device.on('message', (topic, payload) => (topic === topics.ack(UNKNOWN_UID) ? strangerAcks : acks).push(JSON.parse(payload.toString())));
  portal = await start();
});
afterAll(async () => {
  await portal?.close();
  await device?.endAsync();
  // Leave no persistent session behind on the broker: a clean connect under each id ends it.
  for (let i = 0; i < 2; i++) {
    const c = await mqtt
      .connectAsync(URL, { clientId: `ullage-test-${run}-${i}`, clean: true, protocolVersion: 5, reconnectPeriod: 0 })
      .catch(() => null);
    await c?.endAsync();
  }
  await t.close();
});

const publish = (payload: unknown, uid = tank.deviceUid) =>
  device.publishAsync(topics.up(uid), typeof payload === 'string' ? payload : JSON.stringify(payload), { qos: 1 });
const stored = async () =>
  (await t.database.pool.query<{ n: number }>('select count(*)::int as n from sensor_data where sensor_uid = $1', [tank.levelSensorUid]))
    .rows[0]!.n;

describe('MQTT ingestion', () => {
  it('stores a QoS 1 update and answers on the ack topic once committed', async () => {
    const message = { key: tank.key, update: { readingDate: minutesAgo(20), batteryStrength: 80, readings: [{ port: 1, reading: 14 }] } };
    await publish(message);
    expect(await nextAck(1)).toMatchObject({ accepted: 1, duplicates: 0, updateId: expect.any(Number) });
    expect(await stored()).toBe(1);
    // The same message again (a device that lost the ack): stored once.
    await publish(message);
    expect(await nextAck(2)).toMatchObject({ accepted: 0, duplicates: 1 });
    expect(await stored()).toBe(1);
  });

  it('refuses malformed payloads and bad keys with a reason, and goes on with the next', async () => {
    await publish('not json');
    expect(await nextAck(3)).toEqual({ message: 'The payload must be JSON { key, update } with the key of the device in the topic.' });
    await publish({ key: tank.key, update: { readings: [{ port: 'one', reading: 1 }] } });
    expect(await nextAck(4)).toMatchObject({ errors: { 'readings.0.port': ['Port: must be a number'] } });
    await publish({ key: tank.key.slice(0, -3) + 'AAA', update: { readings: [] } });
    expect(await nextAck(5)).toEqual({ message: 'The device key is not valid.' });
    await publish({ key: tank.key, update: { readingDate: minutesAgo(10), readings: [{ port: 1, reading: 13.8 }] } });
    expect(await nextAck(6)).toMatchObject({ accepted: 1 });
    expect(await stored()).toBe(2);
  });

  it('keeps the session: what is published while the portal is away is stored when it is back', async () => {
    await portal.close();
    await publish({ key: tank.key, update: { readingDate: minutesAgo(5), readings: [{ port: 1, reading: 13.6 }] } });
    await new Promise((r) => setTimeout(r, 300));
    expect(await stored()).toBe(2);
    portal = await start();
    expect(await nextAck(7)).toMatchObject({ accepted: 1 });
    expect(await stored()).toBe(3);
  });

  it('refuses a number no device sends, and goes on with the messages behind it', async () => {
    // batteryStrength 1e300 once passed the schema and failed the write: retried for ever, unacked.
    await publish({
      key: tank.key,
      update: { readingDate: minutesAgo(4), batteryStrength: 1e300, readings: [{ port: 1, reading: 13.5 }] },
    });
    for (let i = 0; i < 16; i++) {
      await publish({
        key: tank.key,
        update: { readingDate: minutesAgo(3.9 - i * 0.1), batteryStrength: 70, readings: [{ port: 1, reading: 13.4 }] },
      });
    }
    await nextAck(24);
    // Two connections read the shared subscription: the answers come in any order.
    const answers = acks.slice(7, 24) as { message?: string; errors?: unknown; accepted?: number }[];
    expect(answers.filter((a) => a.message !== undefined)).toEqual([
      { message: expect.any(String), errors: { batteryStrength: ['Battery Strength: must be less than or equal to 100'] } },
    ]);
    expect(answers.filter((a) => a.accepted === 1)).toHaveLength(16);
    expect(await stored()).toBe(19);
  });

  it('answers nothing for a device uid this portal does not know', async () => {
    const strangerKey = `udk_${UNKNOWN_UID}_${'A'.repeat(43)}`;
    await publish('not json', UNKNOWN_UID);
    await publish({ key: strangerKey, update: { readings: [{ port: 1, reading: 1 }] } }, UNKNOWN_UID);
    await publish({ key: strangerKey, update: { readings: [{ port: 'one', reading: 1 }] } }, UNKNOWN_UID);
    // Messages are handled in order per connection: once a later one is answered, give the others
    // a moment more, then none may have been answered.
    await publish({ key: tank.key, update: { readingDate: minutesAgo(2), readings: [{ port: 1, reading: 13.3 }] } });
    expect(await nextAck(25)).toMatchObject({ accepted: 1 });
    await sleep(500);
    expect(strangerAcks).toEqual([]);
  });

  it('holds the PUBACK while the database is away, and stores the update once it is back', async () => {
    await portal.close();
    // The same sessions, on a database that cannot be reached.
    const away = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 1000 });
    portal = await start({ pool: away });
    await publish({ key: tank.key, update: { readingDate: minutesAgo(1.5), readings: [{ port: 1, reading: 13.2 }] } });
    await sleep(2500);
    expect(acks).toHaveLength(25);
    expect(await stored()).toBe(20);
    await portal.close();
    await away.end();
    // Unacknowledged, the broker kept it for the session: delivered again, stored, answered.
    portal = await start();
    expect(await nextAck(26)).toMatchObject({ accepted: 1, duplicates: 0 });
    expect(await stored()).toBe(21);
  });

  it('ends the former subscription when the shared group changes', async () => {
    await portal.close();
    portal = await start({ group: `test-${run}-b` });
    await publish({ key: tank.key, update: { readingDate: minutesAgo(1), readings: [{ port: 1, reading: 13.1 }] } });
    expect(await nextAck(27)).toMatchObject({ accepted: 1 });
    // Still subscribed under the old group, the session would get the message twice.
    await sleep(1000);
    expect(acks).toHaveLength(27);
    expect(await stored()).toBe(22);
  });

  it('counts a message sent several times at once as one reading, even on a sensor that feeds no tank', async () => {
    const temperatures = async () =>
      (
        await t.database.pool.query<{ n: number }>(
          'select count(*)::int as n from sensor_data d join sensor s on s.uid = d.sensor_uid where s.device_uid = $1 and s.port = 2',
          [tank.deviceUid],
        )
      ).rows[0]!.n;
    const before = await temperatures();
    const message = { key: tank.key, update: { readingDate: minutesAgo(0.5), readings: [{ port: 2, reading: 51 }] } };
    const base = acks.length;
    await Promise.all([publish(message), publish(message), publish(message), publish(message)]);
    const answers = await Promise.all([1, 2, 3, 4].map((i) => nextAck(base + i)));
    expect(answers.reduce((n: number, a) => n + (a as { accepted: number }).accepted, 0)).toBe(1);
    expect(answers.reduce((n: number, a) => n + (a as { duplicates: number }).duplicates, 0)).toBe(3);
    expect(await temperatures()).toBe(before + 1);
  });
});
