// MQTT ingestion (docs/decisions/026-ingestion.md). Devices publish { key, update } at QoS 1 to
// ullage/devices/{deviceUid}/up. The server keeps persistent sessions under stable client ids and
// reads through a shared subscription, so several connections (and several instances) split the
// load. A message is PUBACKed to the broker only after its update is committed: if the server dies
// first, the broker hands the message over again when the session reconnects. The answer the
// device would get over HTTP goes to ullage/devices/{deviceUid}/ack once committed.
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import type { Logger } from 'pino';
import {
  IngestSource,
  MQTT_TOPIC_PREFIX,
  mqttAckTopic,
  mqttCommandTopic,
  mqttUpPayloadSchema,
  parseDeviceKey,
} from '@ullage/domain/api/ingest';
import { AppError } from '../../lib/errors';
import type { IngestService } from './ingest.service';

export interface MqttIngestOptions {
  url: string;
  /** Stable prefix of the client ids (one session per connection survives restarts). */
  clientId: string;
  connections: number;
  ingest: IngestService;
  log: Logger;
  /** The shared-subscription group (instances of one portal share one; tests take their own). */
  group?: string;
}

export interface MqttIngest {
  /** Publishes a command to a device that listens on its command topic (best effort). */
  publishCommand(deviceUid: number, command: unknown): void;
  close(): Promise<void>;
}

const SHARED_GROUP = 'ullage-ingest';
export const mqttUpSubscription = (group = SHARED_GROUP) => `$share/${group}/${MQTT_TOPIC_PREFIX}/+/up`;
/** A day: the broker keeps a session (and the messages queued for it) this long offline, which
 * covers a restart or a maintenance window. Longer would let an instance that is gone for good
 * hold its share of messages for that long (docs/decisions/026-ingestion.md). */
const SESSION_EXPIRY_SECONDS = 24 * 3600;
const RETRY_MAX_MS = 30_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startMqttIngest(opts: MqttIngestOptions): Promise<MqttIngest> {
  const { ingest, log } = opts;
  let closing = false;
  const clients: MqttClient[] = [];

  /** Stores one message; resolves when it may be PUBACKed (committed, or refused for good). */
  async function handle(client: MqttClient, packet: IPublishPacket): Promise<void> {
    const m = /^ullage\/devices\/(\d+)\/up$/.exec(packet.topic);
    const topicUid = m ? Number(m[1]) : null;
    let payload: unknown;
    try {
      payload = JSON.parse(packet.payload.toString('utf8'));
    } catch {
      payload = undefined;
    }
    const envelope = mqttUpPayloadSchema.safeParse(payload);
    if (!envelope.success || topicUid === null || parseDeviceKey(envelope.data.key)?.deviceUid !== topicUid) {
      ingest.logRefused(undefined, IngestSource.Mqtt, `not a device update envelope on ${packet.topic}`);
      if (topicUid !== null) {
        publish(client, mqttAckTopic(topicUid), { message: 'The payload must be JSON { key, update } with the key of the device in the topic.' });
      }
      return;
    }
    for (let attempt = 0; ; attempt++) {
      try {
        const ack = await ingest.submitPayload(envelope.data.key, envelope.data.update, IngestSource.Mqtt);
        publish(client, mqttAckTopic(topicUid), ack);
        return;
      } catch (err) {
        if (err instanceof AppError && err.code !== 'unavailable') {
          // Refused for good (bad key, malformed): acknowledged so the broker stops offering it;
          // the device hears why on its ack topic.
          publish(client, mqttAckTopic(topicUid), { message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
          return;
        }
        // Not stored (the database is away): keep it unacknowledged and try again.
        if (closing) throw err;
        log.warn({ err, attempt, deviceUid: topicUid }, 'MQTT update not stored yet; retrying');
        await sleep(Math.min(RETRY_MAX_MS, 500 * 2 ** attempt));
      }
    }
  }

  function publish(client: MqttClient, topic: string, body: unknown) {
    client.publish(topic, JSON.stringify(body), { qos: 1 }, (err) => {
      if (err && !closing) log.warn({ err, topic }, 'could not publish to a device topic');
    });
  }

  const connected: Promise<void>[] = [];
  for (let i = 0; i < opts.connections; i++) {
    const client = mqtt.connect(opts.url, {
      clientId: `${opts.clientId}-${i}`,
      clean: false,
      protocolVersion: 5,
      properties: { sessionExpiryInterval: SESSION_EXPIRY_SECONDS },
      reconnectPeriod: 1000,
      connectTimeout: 10_000,
    });
    // mqtt.js sends the PUBACK of a QoS 1 message when this callback is called: only after commit.
    client.handleMessage = (packet, done) => {
      if (packet.cmd !== 'publish') return done();
      handle(client, packet).then(
        () => done(),
        (err: unknown) => {
          // Shutting down before it was stored: no PUBACK, the broker keeps it for the session.
          log.info({ err: (err as Error).message }, 'MQTT update left to the broker at shutdown');
        },
      );
    };
    client.on('connect', (connack) => {
      log.info({ clientId: `${opts.clientId}-${i}`, sessionPresent: connack.sessionPresent }, 'MQTT ingestion connected');
      client.subscribe(mqttUpSubscription(opts.group), { qos: 1 }, (err) => {
        if (err) log.error({ err }, 'MQTT subscription failed');
      });
    });
    client.on('error', (err) => log.warn({ err: err.message }, 'MQTT connection error'));
    client.on('offline', () => !closing && log.warn({ url: opts.url }, 'MQTT broker unreachable; reconnecting'));
    clients.push(client);
    connected.push(
      new Promise<void>((resolve) => {
        if (client.connected) resolve();
        else client.once('connect', () => resolve());
      }),
    );
  }
  // Start-up goes on if the broker is down; the clients keep reconnecting.
  await Promise.race([Promise.all(connected), sleep(5000)]);

  return {
    publishCommand(deviceUid, command) {
      const client = clients.find((c) => c.connected);
      if (client) publish(client, mqttCommandTopic(deviceUid), command);
    },
    async close() {
      closing = true;
      await Promise.all(clients.map((c) => c.endAsync(false).catch(() => undefined)));
    },
  };
}
