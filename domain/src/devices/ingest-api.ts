// Device ingestion (docs/decisions/026-ingestion.md): one device update, the call-in of spec 001
// §3.3 DeviceUpdate with its SensorData, sent over HTTP (POST /api/Ingest/DeviceUpdate) or MQTT
// (topic {prefix}/{deviceUid}/up, mqttTopics below) with the same body. Devices authenticate with their
// per-device key. Amounts in readings are in the device's raw units: inches of product for level
// sensors, pounds for load cells, degrees Fahrenheit, the pressure sensor's raw range, 0/1 for a
// switch.
import { z } from 'zod';
import { centralTimestampSchema, timestampSchema } from '../api/dates';
import { deviceCommandTypeIdSchema } from './device-commands';

/** Most readings one update may carry (a store-and-forward gateway uploading a day of records). */
export const MAX_READINGS_PER_UPDATE = 5000;
/** Most child devices a gateway's update may carry (the largest gateway has 16 slots). */
export const MAX_CHILDREN_PER_UPDATE = 64;

/** How a device update arrived (device_update.source). */
export const INGEST_SOURCES = [
  { id: 1, key: 'Http', label: 'HTTP' },
  { id: 2, key: 'Mqtt', label: 'MQTT' },
  { id: 3, key: 'Manual', label: 'Manual entry' },
  { id: 4, key: 'History', label: 'Demo history' },
] as const;

type IngestSourceEntry = (typeof INGEST_SOURCES)[number];
export type IngestSourceId = IngestSourceEntry['id'];
export const IngestSource = Object.fromEntries(INGEST_SOURCES.map((s) => [s.key, s.id])) as {
  [K in IngestSourceEntry['key']]: Extract<IngestSourceEntry, { key: K }>['id'];
};

const finite = (name: string) => z.number({ error: `${name}: must be a number` }).finite({ error: `${name}: must be a finite number` });
/** A number a device reports, within what real hardware sends (the columns that keep them are
 * `real`: an absurd value must be refused here, not fail the write). Bounds are inclusive. */
const bounded = (name: string, min: number, max: number) =>
  finite(name)
    .gte(min, { error: `${name}: must be greater than or equal to ${min}` })
    .lte(max, { error: `${name}: must be less than or equal to ${max}` });
/** What device call-ins carry (ours; spec 001 §3.3 gives the fields, not their ranges): battery as
 * a percentage or in volts, signal in dBm, CSQ or percent, GPS precision in metres, GPS wait in
 * seconds, a radio sensor's signal quality. */
export const INGEST_BOUNDS = {
  batteryStrength: [0, 100],
  signalStrength: [-200, 200],
  gpsPrecision: [0, 100_000],
  gpsWaitTime: [0, 86_400],
  ssq: [-200, 1000],
} as const;

/** One sensor reading (spec 001 §3.3 SensorData). Without its own readingDate it takes the
 * update's. */
export const ingestReadingSchema = z.object({
  port: z.number().int().min(1).max(64),
  reading: finite('Reading'),
  readingDate: timestampSchema.optional(),
  statusCode: z.number().int().min(0).max(65535).default(0),
  ssq: bounded('Ssq', ...INGEST_BOUNDS.ssq).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export type IngestReading = z.infer<typeof ingestReadingSchema>;

/** The call-in fields of spec 001 §3.3 DeviceUpdate. */
const updateFields = {
  batteryStrength: bounded('Battery Strength', ...INGEST_BOUNDS.batteryStrength)
    .nullable()
    .optional(),
  signalStrength: bounded('Signal Strength', ...INGEST_BOUNDS.signalStrength)
    .nullable()
    .optional(),
  retries: z.number().int().min(0).max(1000).default(0),
  gpsPrecision: bounded('Gps Precision', ...INGEST_BOUNDS.gpsPrecision)
    .nullable()
    .optional(),
  gpsWaitTime: bounded('Gps Wait Time', ...INGEST_BOUNDS.gpsWaitTime)
    .nullable()
    .optional(),
  status: z.number().int().min(0).max(65535).default(0),
  readings: z.array(ingestReadingSchema).max(MAX_READINGS_PER_UPDATE).default([]),
};

/** A child device in a gateway's slot, reported by the gateway in the same call. */
export const ingestChildSchema = z.object({ slot: z.number().int().min(1).max(64), ...updateFields });

/**
 * One device update. readingDate is the time of the call as the device knows it: a retried call
 * with the same readingDate (and its readings with theirs) is stored once. Without it the server's
 * clock is used, and a retry cannot be told from a new call.
 */
export const ingestDeviceUpdateSchema = z
  .object({
    readingDate: timestampSchema.optional(),
    ...updateFields,
    children: z.array(ingestChildSchema).max(MAX_CHILDREN_PER_UPDATE).default([]),
    /** Commands (device-commands.ts) the device has carried out since its last call. */
    completedCommandIds: z.array(z.number().int().positive()).max(100).default([]),
  })
  .refine((u) => u.readings.length + u.children.reduce((n, c) => n + c.readings.length, 0) <= MAX_READINGS_PER_UPDATE, {
    path: ['readings'],
    message: `Readings: must have at most ${MAX_READINGS_PER_UPDATE} items in one update`,
  });
export type IngestDeviceUpdate = z.infer<typeof ingestDeviceUpdateSchema>;

/** A command handed to the device with the answer to its call. */
export const deviceCommandForDeviceSchema = z.object({
  id: z.number().int(),
  /** The device it is for: the caller, or a child in one of its slots. */
  deviceUid: z.number().int(),
  typeId: deviceCommandTypeIdSchema,
  requestedAt: centralTimestampSchema,
});

/** The answer once the update is committed (HTTP 200; over MQTT on {prefix}/{uid}/ack). */
export const ingestAckSchema = z.object({
  updateId: z.number().int(),
  /** Readings stored now, and readings that were already stored (a retry). */
  accepted: z.number().int(),
  duplicates: z.number().int(),
  commands: z.array(deviceCommandForDeviceSchema),
});
export type IngestAck = z.infer<typeof ingestAckSchema>;

/** MQTT topics (docs/decisions/026-ingestion.md): every topic of a portal lies under its own
 * prefix (MQTT_TOPIC_PREFIX), so portals that share a broker never see each other's devices. */
export const DEFAULT_MQTT_TOPIC_PREFIX = 'ullage/devices';
/** Topic levels of letters, digits, '_', '.', '-': no wildcard, no '$' topic, no empty level. */
export const MQTT_TOPIC_PREFIX_PATTERN = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+){0,7}$/;
export type MqttTopicKind = 'up' | 'ack' | 'commands';

export interface MqttTopics {
  readonly prefix: string;
  /** Where a device publishes its updates. */
  up(deviceUid: number): string;
  /** Where the portal answers a device once its update is committed (or refused). */
  ack(deviceUid: number): string;
  /** Where the portal pushes a device its new commands. */
  commands(deviceUid: number): string;
  /** `{prefix}/+/{kind}`: every device's topic of one kind. */
  all(kind: MqttTopicKind): string;
  /** The device and kind of a topic under this prefix; null for any other topic. */
  parse(topic: string): { deviceUid: number; kind: MqttTopicKind } | null;
}

export function mqttTopics(prefix: string = DEFAULT_MQTT_TOPIC_PREFIX): MqttTopics {
  if (!MQTT_TOPIC_PREFIX_PATTERN.test(prefix)) throw new Error(`not an MQTT topic prefix: ${prefix}`);
  const topic = (uid: number | string, kind: MqttTopicKind) => `${prefix}/${uid}/${kind}`;
  return {
    prefix,
    up: (uid) => topic(uid, 'up'),
    ack: (uid) => topic(uid, 'ack'),
    commands: (uid) => topic(uid, 'commands'),
    all: (kind) => topic('+', kind),
    parse(t) {
      if (!t.startsWith(`${prefix}/`)) return null;
      const m = /^(\d{1,15})\/(up|ack|commands)$/.exec(t.slice(prefix.length + 1));
      return m ? { deviceUid: Number(m[1]), kind: m[2] as MqttTopicKind } : null;
    },
  };
}
/** The MQTT payload: the device key beside the update (MQTT has no per-message header). */
export const mqttUpPayloadSchema = z.object({ key: z.string().min(1).max(200), update: z.unknown() });

/** The device key: "udk_{deviceUid}_{secret}". The uid lets the server find the device without a
 * lookup by secret; only a hash of the secret is stored. */
export const DEVICE_KEY_PREFIX = 'udk_';
export function parseDeviceKey(key: string): { deviceUid: number; secret: string } | null {
  const m = /^udk_(\d{1,15})_([A-Za-z0-9_-]{32,100})$/.exec(key.trim());
  if (!m) return null;
  return { deviceUid: Number(m[1]), secret: m[2] as string };
}

/** How devices send their key over HTTP. */
export const DEVICE_KEY_HEADER = 'x-device-key';

export const deviceKeyResponseSchema = z.object({ deviceUid: z.number().int(), deviceKey: z.string() });
