// MQTT ingestion against the broker CI runs (Mosquitto at 127.0.0.1:1883, or MQTT_TEST_URL): QoS 1,
// the committed answer on the device's ack topic, refusals that stop nothing, and a persistent
// session that keeps what was published while the portal was away.
import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mqttAckTopic, mqttUpTopic } from '@ullage/domain/api/ingest';
import { createLogger } from '../src/lib/logger';
import { createIngestService } from '../src/modules/ingest/ingest.service';
import { startMqttIngest, type MqttIngest } from '../src/modules/ingest/mqtt-ingest';
import { createTestContext, type TestContext } from './helpers';
import { COMPANIES, demoTank, minutesAgo, type DemoTank } from './support';

const URL = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
const run = randomBytes(4).toString('hex');

let t: TestContext;
let tank: DemoTank;
let device: MqttClient;
let portal: MqttIngest;
const acks: unknown[] = [];
const ingest = () => createIngestService({ pool: t.database.pool, log: createLogger('silent') });
const start = () => startMqttIngest({ url: URL, clientId: `ullage-test-${run}`, connections: 2, ingest: ingest(), log: createLogger('silent'), group: `test-${run}` });

async function nextAck(count: number, timeoutMs = 10_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  while (acks.length < count) {
    if (Date.now() > deadline) throw new Error(`no ack ${count} on ${mqttAckTopic(tank.deviceUid)} within ${timeoutMs} ms`);
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
  await device.subscribeAsync(mqttAckTopic(tank.deviceUid), { qos: 1 });
  device.on('message', (_topic, payload) => acks.push(JSON.parse(payload.toString())));
  portal = await start();
});
afterAll(async () => {
  await portal?.close();
  await device?.endAsync();
  // Leave no persistent session behind on the broker: a clean connect under each id ends it.
  for (let i = 0; i < 2; i++) {
    const c = await mqtt.connectAsync(URL, { clientId: `ullage-test-${run}-${i}`, clean: true, protocolVersion: 5, reconnectPeriod: 0 }).catch(() => null);
    await c?.endAsync();
  }
  await t.close();
});

const publish = (payload: unknown) => device.publishAsync(mqttUpTopic(tank.deviceUid), typeof payload === 'string' ? payload : JSON.stringify(payload), { qos: 1 });
const stored = async () =>
  (await t.database.pool.query<{ n: number }>('select count(*)::int as n from sensor_data where sensor_uid = $1', [tank.levelSensorUid])).rows[0]!.n;

describe('MQTT ingestion', () => {
  it('stores a QoS 1 update and answers on the ack topic once committed', async () => {
    await publish({ key: tank.key, update: { readingDate: minutesAgo(20), batteryStrength: 80, readings: [{ port: 1, reading: 14 }] } });
    expect(await nextAck(1)).toMatchObject({ accepted: 1, duplicates: 0, updateId: expect.any(Number) });
    expect(await stored()).toBe(1);
    // The same message again (a device that lost the ack): stored once.
    await publish({ key: tank.key, update: { readingDate: minutesAgo(20), batteryStrength: 80, readings: [{ port: 1, reading: 14 }] } });
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
});
