// MQTT ingestion (docs/decisions/026-ingestion.md). Devices publish { key, update } at QoS 1 to
// {prefix}/{deviceUid}/up, under the topic prefix of their portal (MQTT_TOPIC_PREFIX). The server
// keeps persistent sessions under stable client ids and reads through a shared subscription, so
// several connections (and several instances) split the load. A message is PUBACKed to the broker
// only after its update is committed, or refused for good: if the server dies first, or the
// database is away, the broker hands the message over again when the session reconnects. The
// answer the device would get over HTTP goes to {prefix}/{deviceUid}/ack once committed; a uid
// this portal does not know gets no answer (it may be another portal's device on the same broker).
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import type pg from 'pg';
import type { Logger } from 'pino';
import {
  DEFAULT_MQTT_TOPIC_PREFIX,
  IngestSource,
  mqttTopics,
  mqttUpPayloadSchema,
  parseDeviceKey,
  type MqttTopics,
} from '@ullage/domain/devices/ingest-api';
import { AppError } from '../../lib/errors';
import type { IngestService } from './ingest.service';
import { isActiveDevice, recordedSubscription, recordSubscription } from './mqtt.repository';

export interface MqttIngestOptions {
  url: string;
  /** Stable prefix of the client ids (one session per connection survives restarts). */
  clientId: string;
  connections: number;
  ingest: IngestService;
  /** The portal's database: which devices it knows, which subscription each session holds. */
  pool: pg.Pool;
  log: Logger;
  /** The shared-subscription group (instances of one portal share one; tests take their own). */
  group?: string;
  /** The portal's topic prefix (MQTT_TOPIC_PREFIX). */
  topicPrefix?: string;
}

export interface MqttIngest {
  /** Publishes a command to a device that listens on its command topic (best effort). */
  publishCommand(deviceUid: number, command: unknown): void;
  close(): Promise<void>;
}

const SHARED_GROUP = 'ullage-ingest';
export const mqttUpSubscription = (group = SHARED_GROUP, topics: MqttTopics = mqttTopics()) => `$share/${group}/${topics.all('up')}`;
/** What every session subscribed to before topic prefixes and groups could be chosen: a session
 * resumed from then, with no recorded subscription, still holds it. */
const LEGACY_SUBSCRIPTION = mqttUpSubscription(SHARED_GROUP, mqttTopics(DEFAULT_MQTT_TOPIC_PREFIX));
/** A day: the broker keeps a session (and the messages queued for it) this long offline, which
 * covers a restart or a maintenance window. Longer would let an instance that is gone for good
 * hold its share of messages for that long (docs/decisions/026-ingestion.md). */
const SESSION_EXPIRY_SECONDS = 24 * 3600;
/** Tries to store one delivery while the database is away (0.5 + 1 + 2 + 4 + 8 s apart, well
 * inside the 60 s keepalive that a connection busy with one message cannot answer). */
export const MQTT_STORE_ATTEMPTS = 6;
/** After the last try the connection is closed without a PUBACK and opened again this much later:
 * the broker then offers the message (and those queued behind it) again. */
const RECONNECT_AFTER_MS = 5_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A delivery left unacknowledged to the broker (shutdown, lost connection, database away). */
class LeftToBroker extends Error {}

interface Connection {
  client: MqttClient;
  clientId: string;
  /** Moves on when the connection closes: a retry loop of an older connection stops. */
  generation: number;
}

export async function startMqttIngest(opts: MqttIngestOptions): Promise<MqttIngest> {
  const { ingest, log, pool } = opts;
  const topics = mqttTopics(opts.topicPrefix ?? DEFAULT_MQTT_TOPIC_PREFIX);
  const subscription = mqttUpSubscription(opts.group, topics);
  let closing = false;
  const connections: Connection[] = [];

  /** Answers a device on its ack topic, if it is one of this portal's. */
  async function answer(conn: Connection, deviceUid: number, body: unknown) {
    const known = await isActiveDevice(pool, deviceUid).catch(() => false);
    if (known) publish(conn.client, topics.ack(deviceUid), body);
  }

  /** Stores one message; resolves when it may be PUBACKed (committed, or refused for good). */
  async function handle(conn: Connection, packet: IPublishPacket): Promise<void> {
    const generation = conn.generation;
    const topic = topics.parse(packet.topic);
    if (!topic || topic.kind !== 'up') {
      ingest.logRefused(undefined, IngestSource.Mqtt, `not a device update topic: ${packet.topic}`);
      return;
    }
    const deviceUid = topic.deviceUid;
    let payload: unknown;
    try {
      payload = JSON.parse(packet.payload.toString('utf8'));
    } catch {
      payload = undefined;
    }
    const envelope = mqttUpPayloadSchema.safeParse(payload);
    if (!envelope.success || parseDeviceKey(envelope.data.key)?.deviceUid !== deviceUid) {
      ingest.logRefused(undefined, IngestSource.Mqtt, `not a device update envelope on ${packet.topic}`);
      await answer(conn, deviceUid, { message: 'The payload must be JSON { key, update } with the key of the device in the topic.' });
      return;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        const ack = await ingest.submitPayload(envelope.data.key, envelope.data.update, IngestSource.Mqtt);
        publish(conn.client, topics.ack(deviceUid), ack);
        return;
      } catch (err) {
        if (err instanceof AppError && err.code !== 'unavailable') {
          // Refused for good (bad key, malformed, a value the database cannot hold): acknowledged
          // so the broker stops offering it; the device hears why on its ack topic.
          await answer(conn, deviceUid, { message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
          return;
        }
        // Not stored (the database is away): keep it unacknowledged and try again, for as long as
        // the connection that received it lives.
        if (closing || conn.generation !== generation) throw new LeftToBroker('closing');
        if (attempt >= MQTT_STORE_ATTEMPTS) {
          log.error(
            { deviceUid, attempts: attempt, clientId: conn.clientId },
            'MQTT update not stored; leaving it to the broker and reconnecting',
          );
          recycle(conn);
          throw new LeftToBroker('database away');
        }
        log.warn({ err, attempt, deviceUid }, 'MQTT update not stored yet; retrying');
        await sleep(500 * 2 ** (attempt - 1));
        if (closing || conn.generation !== generation) throw new LeftToBroker('closing');
      }
    }
  }

  /** Closes a connection without acknowledging what it holds, and opens it again a little later. */
  function recycle(conn: Connection) {
    conn.generation++;
    conn.client.end(true, () => {
      setTimeout(() => {
        if (!closing) conn.client.reconnect();
      }, RECONNECT_AFTER_MS);
    });
  }

  function publish(client: MqttClient, topic: string, body: unknown) {
    client.publish(topic, JSON.stringify(body), { qos: 1 }, (err) => {
      if (err && !closing) log.warn({ err, topic }, 'could not publish to a device topic');
    });
  }

  /** Subscribes a (re)connected session, ending the subscription its last run held if that was
   * another (a changed topic prefix or group would otherwise keep taking a share of messages). */
  async function subscribe(conn: Connection, sessionPresent: boolean) {
    if (sessionPresent) {
      const previous = await recordedSubscription(pool, conn.clientId).catch((err: unknown) => {
        log.warn({ err, clientId: conn.clientId }, "could not read the MQTT session's last subscription");
        return subscription;
      });
      const stale = previous ?? LEGACY_SUBSCRIPTION;
      if (stale !== subscription) {
        await conn.client.unsubscribeAsync(stale).catch((err: unknown) => log.warn({ err, topic: stale }, 'MQTT unsubscribe failed'));
        log.info({ clientId: conn.clientId, topic: stale }, 'MQTT session left its former subscription');
      }
    }
    await conn.client.subscribeAsync(subscription, { qos: 1 });
    await recordSubscription(pool, conn.clientId, subscription).catch((err: unknown) =>
      log.warn({ err, clientId: conn.clientId }, "could not record the MQTT session's subscription"),
    );
  }

  const connected: Promise<void>[] = [];
  for (let i = 0; i < opts.connections; i++) {
    const clientId = `${opts.clientId}-${i}`;
    const client = mqtt.connect(opts.url, {
      clientId,
      clean: false,
      protocolVersion: 5,
      properties: { sessionExpiryInterval: SESSION_EXPIRY_SECONDS },
      reconnectPeriod: 1000,
      connectTimeout: 10_000,
    });
    const conn: Connection = { client, clientId, generation: 0 };
    // mqtt.js sends the PUBACK of a QoS 1 message when this callback is called: only after commit.
    client.handleMessage = (packet, done) => {
      if (packet.cmd !== 'publish') return done();
      handle(conn, packet).then(
        () => done(),
        (err: unknown) => {
          // Not stored: no PUBACK, the broker keeps it for the session and offers it again.
          log.info({ reason: (err as Error).message }, 'MQTT update left to the broker');
        },
      );
    };
    let subscribed: () => void = () => undefined;
    connected.push(new Promise<void>((resolve) => (subscribed = resolve)));
    client.on('connect', (connack) => {
      log.info({ clientId, sessionPresent: connack.sessionPresent }, 'MQTT ingestion connected');
      subscribe(conn, connack.sessionPresent ?? false)
        .catch((err: unknown) => log.error({ err }, 'MQTT subscription failed'))
        .finally(() => subscribed());
    });
    client.on('close', () => {
      conn.generation++;
    });
    client.on('error', (err) => log.warn({ err: err.message }, 'MQTT connection error'));
    client.on('offline', () => !closing && log.warn({ url: opts.url }, 'MQTT broker unreachable; reconnecting'));
    connections.push(conn);
  }
  // Subscribed, or the broker is down: start-up goes on and the clients keep reconnecting.
  await Promise.race([Promise.all(connected), sleep(5000)]);

  return {
    publishCommand(deviceUid, command) {
      const conn = connections.find((c) => c.client.connected);
      if (conn) publish(conn.client, topics.commands(deviceUid), command);
    },
    async close() {
      closing = true;
      await Promise.all(connections.map((c) => c.client.endAsync(false).catch(() => undefined)));
    },
  };
}
