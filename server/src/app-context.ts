// What every module plugin is given (docs/decisions/049-module-faces.md): the shared
// infrastructure, built once by app.ts. A module builds its own repository and service from it
// and reaches other modules only through their services, decorated on the Fastify instance.
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type pg from 'pg';
import type { Db } from './db/client';
import type { Background } from './lib/background';
import type { Clock } from './lib/clock';
import type { CodeHasher } from './lib/codes';
import type { SecretBox } from './lib/secret-box';
import type { TokenService } from './lib/tokens';

export interface DeviceCommandNotice {
  id: number;
  deviceUid: number;
  typeId: number;
  requestedAt: string;
}

export interface AppContext {
  db: Db;
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
  /** READINGS_RETENTION_MONTHS: readings older than this are dropped by month (ADR 072). */
  readingsRetentionMonths?: number;
  /** Pushes a new device command to devices listening on MQTT (main.ts, when MQTT_URL is set). */
  onDeviceCommand?: (deviceUid: number, command: DeviceCommandNotice) => void;
}
