// Environment, parsed by one zod schema: a bad value stops the start with the full list of problems.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MQTT_TOPIC_PREFIX, MQTT_TOPIC_PREFIX_PATTERN } from '@ullage/domain/devices/ingest-api';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL, isTileUrl } from './lib/map-tiles';

/** MQTT connections an instance reads with: each handles one message at a time (mqtt.js), so this
 * is how many updates it has in flight over MQTT (BENCHMARKS.md: 8 gave 11,800 readings/s, 32 gave
 * 20,000, 64 gave 24,000 at 10 readings an update). */
export const DEFAULT_MQTT_CONNECTIONS = 32;

/** How far behind the primary a read replica may be and still answer reads (ADR 071). */
const DEFAULT_READ_MAX_LAG_SECONDS = 5;

const port = z.coerce
  .number({ error: 'PORT must be a number' })
  .int({ error: 'PORT must be a whole number' })
  .min(1, { error: 'PORT must be between 1 and 65535' })
  .max(65535, { error: 'PORT must be between 1 and 65535' });

function isPostgresUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'postgres:' || u.protocol === 'postgresql:') && u.hostname !== '';
  } catch {
    return false;
  }
}

const postgresUrl = z.string().refine(isPostgresUrl, { error: 'DATABASE_URL must look like postgres://user:password@host:5432/database' });

/** DATABASE_READ_URL: one or more streaming replicas of DATABASE_URL's server, separated by commas
 * or spaces (docs/decisions/071-read-replicas.md). */
const postgresUrls = z
  .string()
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .refine((urls) => urls.length > 0 && urls.every(isPostgresUrl), {
    error: 'DATABASE_READ_URL must be one or more postgres://user:password@host:5432/database, separated by commas',
  });

const mqttUrl = z.string().refine(
  (v) => {
    try {
      const u = new URL(v);
      return ['mqtt:', 'mqtts:', 'tcp:', 'ws:', 'wss:'].includes(u.protocol) && u.hostname !== '';
    } catch {
      return false;
    }
  },
  { error: 'MQTT_URL must look like mqtt://host:1883' },
);

const envFields = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_READ_URL: postgresUrls.default([]),
  DATABASE_READ_MAX_LAG: z.coerce
    .number({ error: 'DATABASE_READ_MAX_LAG must be a number of seconds' })
    .min(1, { error: 'DATABASE_READ_MAX_LAG must be between 1 and 3600 seconds' })
    .max(3600, { error: 'DATABASE_READ_MAX_LAG must be between 1 and 3600 seconds' })
    .default(DEFAULT_READ_MAX_LAG_SECONDS),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters long' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'ADMIN_PASSWORD must be at least 8 characters long' }).optional(),
  SEED: z.enum(['demo', 'none'], { error: 'SEED must be "demo" or "none"' }).default('demo'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, { error: 'SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Ullage <no-reply@localhost>'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, { error: 'PUBLIC_URL must look like https://portal.example.com' })
    .optional(),
  TRUST_PROXY: z.string().min(1).default('loopback'),
  MQTT_URL: mqttUrl.optional(),
  MQTT_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, { error: 'MQTT_CLIENT_ID must be 1 to 40 letters, digits, "_", "." or "-"' })
    .optional(),
  MQTT_TOPIC_PREFIX: z
    .string()
    .regex(MQTT_TOPIC_PREFIX_PATTERN, {
      error: 'MQTT_TOPIC_PREFIX must be topic levels of letters, digits, "_", "." or "-" joined by "/" (no wildcards), like ullage/devices',
    })
    .max(100, { error: 'MQTT_TOPIC_PREFIX must be at most 100 characters' })
    .default(DEFAULT_MQTT_TOPIC_PREFIX),
  MQTT_CONNECTIONS: z.coerce
    .number({ error: 'MQTT_CONNECTIONS must be a number' })
    .int({ error: 'MQTT_CONNECTIONS must be a whole number' })
    .min(1, { error: 'MQTT_CONNECTIONS must be between 1 and 64' })
    .max(64, { error: 'MQTT_CONNECTIONS must be between 1 and 64' })
    .default(DEFAULT_MQTT_CONNECTIONS),
  MQTT_SHARED_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, { error: 'MQTT_SHARED_GROUP must be 1 to 40 letters, digits, "_", "." or "-"' })
    .default('ullage-ingest'),
  SIMULATE: z.enum(['on', 'off'], { error: 'SIMULATE must be "on" or "off"' }).default('on'),
  DEMO_HISTORY_DAYS: z.coerce
    .number({ error: 'DEMO_HISTORY_DAYS must be a number' })
    .int({ error: 'DEMO_HISTORY_DAYS must be a whole number' })
    .min(0, { error: 'DEMO_HISTORY_DAYS must be between 0 and 90' })
    .max(90, { error: 'DEMO_HISTORY_DAYS must be between 0 and 90' })
    .default(90),
  /** The map's tile server (lib/map-tiles.ts), and what it asks to be credited with. */
  MAP_TILE_URL: z
    .string()
    .refine(isTileUrl, { error: 'MAP_TILE_URL must look like https://tile.example.com/{z}/{x}/{y}.png' })
    .default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().max(500, { error: 'MAP_TILE_ATTRIBUTION must be at most 500 characters' }).optional(),
  /** Readings older than this many months are dropped a month at a time (docs/decisions/072). */
  READINGS_RETENTION_MONTHS: z.coerce
    .number({ error: 'READINGS_RETENTION_MONTHS must be a number' })
    .int({ error: 'READINGS_RETENTION_MONTHS must be a whole number of months' })
    .min(6, { error: 'READINGS_RETENTION_MONTHS must be at least 6 (months); leave it unset to keep every reading' })
    .optional(),
  /** Webhooks may post to private, loopback and link-local addresses, and over http (docs/decisions/085). */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false'], { error: 'WEBHOOK_ALLOW_PRIVATE must be "true" or "false"' }).default('false'),
  /** The largest document an upload may carry, in MB (docs/decisions/082-documents-in-postgresql.md). */
  DOCUMENT_MAX_MB: z.coerce
    .number({ error: 'DOCUMENT_MAX_MB must be a number' })
    .positive({ error: 'DOCUMENT_MAX_MB must be between 0.01 and 100 (megabytes)' })
    .max(100, { error: 'DOCUMENT_MAX_MB must be between 0.01 and 100 (megabytes)' })
    .default(10),
});

const envSchema = envFields.superRefine((env, ctx) => {
  // The embedded PostgreSQL listens on 127.0.0.1 at a port chosen at each start: nothing can stream from it.
  if (env.DATABASE_READ_URL.length > 0 && env.DATABASE_URL === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message: 'DATABASE_READ_URL needs DATABASE_URL: read replicas stream from a PostgreSQL server you run, not from the embedded one',
    });
  }
});

/** TRUST_PROXY as Fastify takes it: true/false, a hop count, or addresses and ranges. */
export function parseTrustProxy(value: string): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'PUBLIC_URL' | 'MQTT_CLIENT_ID' | 'MAP_TILE_ATTRIBUTION'> & {
  DATA_DIR: string;
  MAP_TILE_ATTRIBUTION: string;
  WEB_DIST: string;
  PUBLIC_URL: string;
  MQTT_CLIENT_ID: string;
};

/** The default MQTT client id prefix: the host and the port, so two portals (or two instances) on
 * one host never take over each other's broker sessions, and a restart finds its own again. */
export function defaultMqttClientId(port: number, hostname = os.hostname()): string {
  return `ullage-${hostname.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 26) || 'server'}-${port}`;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as a shell's `FOO= npm start` means.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const c = parsed.data;
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    MQTT_CLIENT_ID: c.MQTT_CLIENT_ID ?? defaultMqttClientId(c.PORT),
    // Links in emails point here, never at the Host header of the request that asked for them.
    // A tile server of one's own credits itself (MAP_TILE_ATTRIBUTION); OpenStreetMap's asks for its line.
    MAP_TILE_ATTRIBUTION: c.MAP_TILE_ATTRIBUTION ?? (c.MAP_TILE_URL === DEFAULT_MAP_TILE_URL ? DEFAULT_MAP_TILE_ATTRIBUTION : ''),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    WEB_DIST: path.resolve(c.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
