// Ingestion (docs/decisions/026-ingestion.md): a device update is validated, queued for the next
// group commit, authenticated against its device's key inside that transaction, turned into rows
// by the processor and committed; only then does its caller get an answer.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  DEVICE_KEY_PREFIX,
  ingestDeviceUpdateSchema,
  parseDeviceKey,
  type IngestAck,
  type IngestDeviceUpdate,
  type IngestSourceId,
} from '@ullage/domain/devices/ingest-api';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { AppError, BadRequestError, sqlStateOf, UnauthorizedError } from '../../lib/errors';
import { createGroupCommit, type GroupCommit } from './group-commit';
import { pairKey, processBatch, type GpsFollowUpFix, type IngestContext, type IngestItem } from './ingest-processor';
import { inIngestTransaction } from './ingest-transaction.repository';
import {
  deviceKeyAndFamily,
  exchangeCommands,
  loadContext,
  writeAlertChanges,
  writeResult,
  type DeliveredCommand,
} from './ingest.repository';

export const INVALID_DEVICE_KEY = 'The device key is not valid.';
export const UNSTORABLE_UPDATE = 'The device update has a value that cannot be stored; correct it before sending it again.';

/** Class 22 (data exception: a value out of range, a bad date) and 23 (integrity constraint):
 * the data is at fault, not the database's availability. */
export const isDataError = (err: unknown) => /^2[23]/.test(sqlStateOf(err) ?? '');

/** sha256 of a key's secret, as device.key_hash holds it. */
export function hashDeviceSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new device key for a device: the key to hand out once, and the hash to store. */
export function newDeviceKey(deviceUid: number): { key: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { key: `${DEVICE_KEY_PREFIX}${deviceUid}_${secret}`, hash: hashDeviceSecret(secret) };
}

function sameHash(a: string | null, b: string): boolean {
  if (a === null || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

interface QueuedItem extends IngestItem {
  /** sha256 of the key's secret; null when the caller is already authorized (a signed-in user
   * entering a reading). */
  keyHash: string | null;
}

/** Queues the delivery of alert events inside the caller's transaction: `eventIds` to their
 * alerts' contact groups; `unaddressedIds` (alerts without one) to nobody by message, but they are
 * still events others may hear of (webhooks). */
export interface AlertEventSink {
  enqueueInTransaction(client: pg.PoolClient, eventIds: readonly number[], unaddressedIds?: readonly number[]): Promise<void>;
}

/** Queues what the GPS configs' autoMoveFolders and updateFolderAddress do with a batch's fixes,
 * inside the batch's transaction and before its GPS states are written (it reads the positions
 * they replace): the work commits with the readings and runs after them, so a move that fails or
 * is refused never takes a reading with it (docs/decisions/101-gps-folder-moves.md). */
export interface GpsFollowUpSink {
  enqueueInTransaction(client: pg.PoolClient, fixes: readonly GpsFollowUpFix[]): Promise<void>;
}

export type IngestOutcome = { ok: true; ack: IngestAck } | { ok: false; error: AppError };

export interface IngestService {
  /** Stores one validated device update sent with a device key; settles after commit. */
  submit(key: string | undefined, update: IngestDeviceUpdate, source: IngestSourceId): Promise<IngestAck>;
  /** Validates a raw body (MQTT), then as submit. */
  submitPayload(key: string | undefined, body: unknown, source: IngestSourceId): Promise<IngestAck>;
  /** Logs a malformed update the transport refused (the reason, never the key or payload). */
  logRefused(key: string | undefined, source: IngestSourceId, reason: unknown): void;
  /** Stores a device update for a device the caller is already authorized for (manual entry). */
  submitTrusted(deviceUid: number, update: IngestDeviceUpdate, source: IngestSourceId): Promise<IngestAck>;
  /** Where the alert events of each batch are queued for delivery, in the batch's transaction
   * (the alert delivery module, once it is registered). */
  useAlertDelivery(sink: AlertEventSink): void;
  /** Where the GPS fixes that move assets or update their sites' addresses are queued (the
   * geofence module, once registered). */
  useGpsFollowUp(sink: GpsFollowUpSink): void;
  /** Hands the device its pending commands (a console polled for them, GET Ingest/Commands). */
  collectCommands(key: string | undefined): Promise<IngestAck['commands']>;
  drain(): Promise<void>;
  readonly pending: number;
}

export interface IngestServiceOptions {
  pool: pg.Pool;
  log: Logger;
  /** The server's clock (tests pass their own). */
  now?: () => number;
  maxBatchItems?: number;
  maxBatchReadings?: number;
  concurrency?: number;
}

function readingCount(u: IngestDeviceUpdate): number {
  return u.readings.length + u.children.reduce((n, c) => n + c.readings.length, 0);
}

/** A command handed to a device, as the ingest answer names it (spec 001 §7). */
function commandAck(c: DeliveredCommand): IngestAck['commands'][number] {
  return { id: c.id, typeId: c.typeId, deviceUid: c.deviceUid, requestedAt: toCentralTimestamp(c.requestedAt) };
}

function authenticate(key: string | undefined): { deviceUid: number; hash: string } {
  const parsed = key ? parseDeviceKey(key) : null;
  if (!parsed) throw new UnauthorizedError(INVALID_DEVICE_KEY);
  return { deviceUid: parsed.deviceUid, hash: hashDeviceSecret(parsed.secret) };
}

/** The 400 of a malformed update, in the spec's field-message form (spec 001 §5). */
function validationError(error: z.ZodError): BadRequestError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  return new BadRequestError('The device update is not valid. Correct the fields named in errors and send it again.', errors);
}

export function createIngestService(opts: IngestServiceOptions): IngestService {
  const { pool, log } = opts;
  const now = opts.now ?? Date.now;
  let alertSink: AlertEventSink | null = null;
  let gpsSink: GpsFollowUpSink | null = null;

  /** The (sensor, time) and (device, time) pairs of a batch, to look for ones already stored. */
  function candidates(items: QueuedItem[]) {
    return (ctx: IngestContext) => {
      const readings: [number, number][] = [];
      const updates: [number, number][] = [];
      for (const item of items) {
        const device = ctx.devices.get(item.deviceUid);
        if (!device) continue;
        const time = item.update.readingDate?.getTime() ?? item.receivedAt;
        const entries = [{ device, readings: item.update.readings }];
        for (const c of item.update.children) {
          const child = ctx.devices.get(device.children.get(c.slot) ?? -1);
          if (child) entries.push({ device: child, readings: c.readings });
        }
        for (const e of entries) {
          updates.push([e.device.uid, time]);
          for (const r of e.readings) {
            const sensor = e.device.sensors.get(r.port);
            if (sensor) readings.push([sensor.uid, r.readingDate?.getTime() ?? time]);
          }
        }
      }
      return { readings, updates };
    };
  }

  async function writeBatch(items: QueuedItem[]): Promise<IngestOutcome[]> {
    // One transaction for the whole batch; the outcomes are built only once it has committed.
    const { authorized, result, updateIds, commands } = await inIngestTransaction(pool, async (client) => {
      const deviceUids = [...new Set(items.map((i) => i.deviceUid))];
      const { ctx, updateIds: known } = await loadContext(client, deviceUids, candidates(items));
      // Authentication happens here, against the key hash the transaction sees: a key replaced a
      // moment ago no longer works, on any instance.
      const authorized = items.map((i) => i.keyHash === null || sameHash(ctx.devices.get(i.deviceUid)?.keyHash ?? null, i.keyHash));
      const accepted = items.filter((_, i) => authorized[i]);
      const result = processBatch(ctx, accepted, now());
      if (result.gpsFollowUps.length > 0) await gpsSink?.enqueueInTransaction(client, result.gpsFollowUps);
      const updateIds = await writeResult(client, result, known);
      // An alert event commits with the readings that raised it, and is queued for delivery in
      // the same transaction: no reading stored without its alert, no alert for a rolled-back batch.
      const events = await writeAlertChanges(client, result);
      if (events.addressed.length + events.unaddressed.length > 0) {
        await alertSink?.enqueueInTransaction(client, events.addressed, events.unaddressed);
      }
      const ok = (i: number) => result.errors[i] === null;
      const deviceUidsOk = [...new Set(result.counts.flatMap((c, i) => (ok(i) ? c.deviceUids : [])))];
      const completed = accepted.flatMap((item, i) => (ok(i) ? item.update.completedCommandIds : []));
      const commands = deviceUidsOk.length ? await exchangeCommands(client, deviceUidsOk, completed) : [];
      return { authorized, result, updateIds, commands };
    });

    let a = 0;
    return items.map((item, i): IngestOutcome => {
      if (!authorized[i]) return { ok: false, error: new UnauthorizedError(INVALID_DEVICE_KEY) };
      const j = a++;
      const err = result.errors[j];
      if (err) {
        return {
          ok: false,
          error:
            err.status === 401
              ? new UnauthorizedError(err.message)
              : new BadRequestError(err.message, err.field ? { [err.field]: [err.message] } : undefined),
        };
      }
      const count = result.counts[j] as ProcessCount;
      return {
        ok: true,
        ack: {
          updateId: updateIds.get(pairKey(item.deviceUid, count.updateTime)) ?? 0,
          accepted: count.accepted,
          duplicates: count.duplicates,
          commands: commands.filter((c) => count.deviceUids.includes(c.deviceUid)).map(commandAck),
        },
      };
    });
  }

  type ProcessCount = ReturnType<typeof processBatch>['counts'][number];

  /** One failing statement must not fail everyone in the batch: retry its items one by one. An
   * item the database refuses for its data is refused for good (400: sending it again would fail
   * again, and over MQTT would hold up the device's next messages); anything else (the database
   * is away) is 503, send again. */
  async function writeWithFallback(items: QueuedItem[]): Promise<IngestOutcome[]> {
    try {
      return await writeBatch(items);
    } catch (err) {
      if (items.length === 1) {
        if (isDataError(err)) {
          log.warn(
            { deviceUid: items[0]?.deviceUid, source: items[0]?.source, sqlState: sqlStateOf(err) },
            'device update refused by the database',
          );
          return [{ ok: false, error: new BadRequestError(UNSTORABLE_UPDATE) }];
        }
        log.error({ err, deviceUid: items[0]?.deviceUid }, 'could not store a device update');
        return [{ ok: false, error: new AppError('unavailable', 'The update could not be stored; send it again.') }];
      }
      log.warn({ err, items: items.length }, 'a batch of device updates failed; storing them one by one');
      const out: IngestOutcome[] = [];
      for (const item of items) out.push(...(await writeWithFallback([item])));
      return out;
    }
  }

  const writer: GroupCommit<QueuedItem, IngestOutcome> = createGroupCommit({
    write: writeWithFallback,
    maxItems: opts.maxBatchItems ?? 1000,
    weight: (i) => 1 + readingCount(i.update),
    maxWeight: opts.maxBatchReadings ?? 20_000,
    concurrency: opts.concurrency ?? 3,
    lingerBelow: 16,
    lingerMs: 3,
  });

  async function enqueue(item: QueuedItem): Promise<IngestAck> {
    const outcome = await writer.submit(item);
    if (!outcome.ok) {
      log.warn({ deviceUid: item.deviceUid, source: item.source, reason: outcome.error.message }, 'device update refused');
      throw outcome.error;
    }
    return outcome.ack;
  }

  const logRefused = (key: string | undefined, source: IngestSourceId, reason: unknown) =>
    log.warn({ deviceUid: (key && parseDeviceKey(key)?.deviceUid) || null, source, reason }, 'malformed device update refused');

  /** authenticate, logging a key that is not a device key at all (a wrong one is logged once the
   * batch has checked it). */
  function authenticateLogged(key: string | undefined, source: IngestSourceId) {
    try {
      return authenticate(key);
    } catch (err) {
      logRefused(key, source, 'not a device key');
      throw err;
    }
  }

  return {
    async submit(key, update, source) {
      const auth = authenticateLogged(key, source);
      return enqueue({ deviceUid: auth.deviceUid, keyHash: auth.hash, update, source, receivedAt: now() });
    },
    async submitPayload(key, body, source) {
      const auth = authenticateLogged(key, source);
      const parsed = ingestDeviceUpdateSchema.safeParse(body);
      if (!parsed.success) {
        const err = validationError(parsed.error);
        logRefused(key, source, err.errors);
        throw err;
      }
      return enqueue({ deviceUid: auth.deviceUid, keyHash: auth.hash, update: parsed.data, source, receivedAt: now() });
    },
    logRefused,
    useAlertDelivery(sink) {
      alertSink = sink;
    },
    useGpsFollowUp(sink) {
      gpsSink = sink;
    },
    submitTrusted(deviceUid, update, source) {
      return enqueue({ deviceUid, keyHash: null, update, source, receivedAt: now() });
    },
    async collectCommands(key) {
      const auth = authenticate(key);
      const commands = await inIngestTransaction(pool, async (client) => {
        const device = await deviceKeyAndFamily(client, auth.deviceUid);
        if (!device || !sameHash(device.keyHash, auth.hash)) throw new UnauthorizedError(INVALID_DEVICE_KEY);
        return exchangeCommands(client, device.family, []);
      });
      return commands.map(commandAck);
    },
    drain: () => writer.drain(),
    get pending() {
      return writer.pending;
    },
  };
}
