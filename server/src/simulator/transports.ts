// How simulated devices reach a portal: HTTP (POST /api/Ingest/DeviceUpdate with the device key)
// or MQTT (publish to {prefix}/{uid}/up, answer on .../ack). The simulator goes through
// exactly what a real device would.
import mqtt, { type MqttClient } from 'mqtt';
import { DEVICE_KEY_HEADER, mqttTopics, type IngestAck, type IngestDeviceUpdate } from '@ullage/domain/devices/ingest-api';

export type SendResult = { ok: true; ack: IngestAck } | { ok: false; status: number; message: string };
export type Command = IngestAck['commands'][number];

export interface Transport {
  readonly name: string;
  send(deviceUid: number, key: string, update: IngestDeviceUpdate): Promise<SendResult>;
  /** Pending commands of a pollable device (HTTP); MQTT pushes them instead. */
  collectCommands(deviceUid: number, key: string): Promise<Command[]>;
  /** Commands pushed by the portal (MQTT). */
  onCommand(handler: (deviceUid: number, command: Command) => void): void;
  close(): Promise<void>;
}

export function httpTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/$/, '');
  return {
    name: `HTTP ${base}`,
    async send(_deviceUid, key, update) {
      try {
        const res = await fetch(`${base}/api/Ingest/DeviceUpdate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [DEVICE_KEY_HEADER]: key },
          body: JSON.stringify(update),
          signal: AbortSignal.timeout(60_000),
        });
        const body = (await res.json().catch(() => ({}))) as IngestAck & { message?: string };
        return res.ok ? { ok: true, ack: body } : { ok: false, status: res.status, message: body.message ?? res.statusText };
      } catch (err) {
        return { ok: false, status: 0, message: (err as Error).message };
      }
    },
    async collectCommands(_deviceUid, key) {
      try {
        const res = await fetch(`${base}/api/Ingest/Commands`, {
          headers: { [DEVICE_KEY_HEADER]: key },
          signal: AbortSignal.timeout(30_000),
        });
        return res.ok ? ((await res.json()) as Command[]) : [];
      } catch {
        return [];
      }
    },
    onCommand() {
      // Over HTTP the portal cannot call a device: commands come with the answers.
    },
    async close() {},
  };
}

/** MQTT: one connection for all simulated devices; an update is done when its ack arrives. */
export async function mqttTransport(url: string, clientId: string, topicPrefix?: string): Promise<Transport> {
  const topics = mqttTopics(topicPrefix);
  const client: MqttClient = await mqtt.connectAsync(url, { clientId, clean: true, protocolVersion: 5, reconnectPeriod: 1000 });
  const waiting = new Map<number, (r: SendResult) => void>();
  const handlers: ((deviceUid: number, command: Command) => void)[] = [];
  await client.subscribeAsync([topics.all('ack'), topics.all('commands')], { qos: 1 });
  client.on('message', (topic, payload) => {
    const m = topics.parse(topic);
    if (!m || m.kind === 'up') return;
    const uid = m.deviceUid;
    let body: unknown;
    try {
      body = JSON.parse(payload.toString('utf8'));
    } catch {
      return;
    }
    if (m.kind === 'commands') {
      for (const h of handlers) h(uid, body as Command);
      return;
    }
    const resolve = waiting.get(uid);
    if (!resolve) return;
    waiting.delete(uid);
    const ack = body as IngestAck & { message?: string };
    resolve(
      typeof ack.updateId === 'number'
        ? { ok: true, ack }
        : { ok: false, status: ack.message?.includes('key') ? 401 : 400, message: ack.message ?? 'refused' },
    );
  });
  return {
    name: `MQTT ${url} (${topics.prefix})`,
    send(deviceUid, key, update) {
      return new Promise<SendResult>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(deviceUid);
          resolve({ ok: false, status: 0, message: 'no answer on the ack topic within 60 s' });
        }, 60_000);
        waiting.set(deviceUid, (r) => {
          clearTimeout(timer);
          resolve(r);
        });
        client.publish(topics.up(deviceUid), JSON.stringify({ key, update }), { qos: 1 }, (err) => {
          if (err) {
            clearTimeout(timer);
            waiting.delete(deviceUid);
            resolve({ ok: false, status: 0, message: err.message });
          }
        });
      });
    },
    async collectCommands() {
      return [];
    },
    onCommand(handler) {
      handlers.push(handler);
    },
    async close() {
      await client.endAsync(false).catch(() => undefined);
    },
  };
}
