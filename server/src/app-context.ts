// What every module plugin is given (docs/decisions/049-module-faces.md): the shared
// infrastructure, built once by app.ts. A module builds its own repository and service from it
// and reaches other modules only through their services, decorated on the Fastify instance.
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type pg from 'pg';
import type { Db } from './db/client';
import type { ReadReplicas } from './db/read-replicas';
import type { Background } from './lib/background';
import type { Clock } from './lib/clock';
import type { CodeHasher } from './lib/codes';
import type { MapTiles } from './lib/map-tiles';
import type { SecretBox } from './lib/secret-box';
import type { TokenService } from './lib/tokens';

export interface DeviceCommandNotice {
  id: number;
  deviceUid: number;
  typeId: number;
  requestedAt: string;
}

export interface AppContext {
  /** The primary: every write, and every read that must see the latest state. */
  db: Db;
  /** For the reads that a read replica may answer: report pages, the folder summary, search,
   * history and the map (docs/decisions/071-read-replicas.md). It goes to the primary when there
   * is no replica fit to answer, in a request that writes, and for a caller whose own writes a
   * replica has not replayed yet. Never for a write. */
  reader: Db;
  /** The read replicas' states (/readyz). */
  replicas: Pick<ReadReplicas, 'status'>;
  pool: pg.Pool;
  logger: Logger;
  clock: Clock;
  tokens: TokenService;
  background: Background;
  /** AES-GCM box for the stored MFA secrets. */
  box: SecretBox;
  /** HMAC of one-time codes. */
  hashCode: CodeHasher;
  /** PUBLIC_URL: the origin links in emails point to. */
  publicUrl: string;
  /** Email transport (SMTP_URL, MAIL_FROM); without smtpUrl every message goes to the outbox. */
  mail: { smtpUrl?: string; from: string; transport?: Transporter };
  /** MAP_TILE_URL and its attribution: the map's tile server (GET Map/Settings). */
  mapTiles: MapTiles;
  /** READINGS_RETENTION_MONTHS: readings older than this are dropped by month (ADR 072). */
  readingsRetentionMonths?: number;
  /** AES-GCM box for the webhooks' signing secrets (docs/decisions/085-webhooks.md). */
  webhookBox: SecretBox;
  /** WEBHOOK_ALLOW_PRIVATE: webhooks may post to private and loopback addresses, and over http. */
  webhookAllowPrivate?: boolean;
  /** A failed webhook delivery's retries (default WEBHOOK_RETRY; tests shorten them). */
  webhookRetry?: { retryLimit: number; retryDelay: number };
  /** DOCUMENT_MAX_MB in bytes: the largest document an upload may carry (ADR 082). */
  documentMaxBytes: number;
  /** Pushes a new device command to devices listening on MQTT (main.ts, when MQTT_URL is set). */
  onDeviceCommand?: (deviceUid: number, command: DeviceCommandNotice) => void;
}
