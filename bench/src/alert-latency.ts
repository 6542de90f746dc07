// The alert probe of `npm run bench:load` (issue 15): "the time from a committed reading to its email
// handed to SMTP has p95 under 2 s". A real SMTP receiver (smtp-server) in the bench process is the
// server's SMTP_URL; a contact group with one member (an email address) and a Tank Level Critical
// alert on bench tanks; during the load, alert events are committed at a steady rate, each in one
// transaction with its delivery job, exactly as the ingestion processor commits the events a
// reading raises (app.alertDelivery.enqueueInTransaction: the job insert and NOTIFY in the
// reading's transaction). The latency is from just before that COMMIT to the email's last byte
// received by the SMTP server; the server's worker, woken by the NOTIFY, renders and sends it.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type pg from 'pg';
import { AlertType } from '@ullage/domain/alerts/alerts';
import { ALERT_DELIVERY_QUEUE, deliveryJobId } from '../../server/src/modules/alert-delivery/alert-delivery.jobs';
import { createLogger } from '../../server/src/lib/logger';
import { createJobQueue } from '../../server/src/modules/jobs/job-queue';
import { paced } from './support';

export interface AlertProbe {
  smtpUrl: string;
  /** Creates the contact group, its member and the alerts (through the API and SQL). */
  setup(o: { base: string; token: string; pool: pg.Pool; companyUid: number; tanks: number }): Promise<void>;
  /** Commits `perSecond` alert events a second until stop(). */
  run(perSecond: number): void;
  /** Stops firing, waits (up to 30 s) for the emails still due, and answers the latencies (ms). */
  stop(): Promise<{ latencies: number[]; fired: number; missing: number }>;
}

export async function startAlertProbe(databaseUrl: string): Promise<AlertProbe> {
  const committedAt = new Map<number, number>();
  const latencies: number[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (c: Buffer) => {
        if (head.length < 4096) head += c.toString('utf8');
      });
      stream.on('end', () => {
        const at = performance.now();
        const id = /^Message-ID:\s*<alert-(\d+)-/im.exec(head)?.[1];
        const t0 = id ? committedAt.get(Number(id)) : undefined;
        if (t0 !== undefined) {
          latencies.push(at - t0);
          committedAt.delete(Number(id));
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  const queue = createJobQueue({ connectionString: databaseUrl, log: createLogger('warn'), applicationName: 'ullage-bench-alerts' });

  let pool: pg.Pool | undefined;
  let alerts: { id: number; assetUid: number }[] = [];
  let firing: ReturnType<typeof paced> | undefined;
  let fired = 0;

  async function fire(n: number) {
    const alert = alerts[n % alerts.length]!;
    const client = await pool!.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: string }>(
        `insert into alert_event (alert_id, entity_uid, type_id, state_id, value, detail, occurred_at)
         values ($1, $2, $3, 1, 9, '{"percentFull": 9}', now()) returning id`,
        [alert.id, alert.assetUid, AlertType.TankLevelCritical],
      );
      const eventId = Number(rows[0]!.id);
      await queue.sendInTransaction(client, ALERT_DELIVERY_QUEUE, { eventIds: [eventId] }, { id: deliveryJobId([eventId]) });
      committedAt.set(eventId, performance.now());
      await client.query('commit');
      fired++;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    async setup({ base, token, pool: p, companyUid, tanks }) {
      pool = p;
      const call = async (method: string, url: string, body: unknown) => {
        const res = await fetch(`${base}${url}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
        return (await res.json()) as { uid: number };
      };
      const contact = await call('POST', `/api/Contact/ToFolder/${companyUid}`, {
        config: { firstName: 'Bench', lastName: 'Dispatch', emailAddress: 'dispatch@bench.test' },
      });
      const group = await call('POST', `/api/ContactGroup/ToFolder/${companyUid}`, { config: { label: 'Bench Dispatch' } });
      await call('POST', `/api/ContactGroup/${group.uid}/Entity/Contact`, { uids: [contact.uid] });
      const { rows } = await p.query<{ id: number; asset_uid: string }>(
        `insert into alert (entity_uid, type_id, contact_group_uid)
         select a.uid, $2, $3 from asset a join folder_membership m on m.entity_uid = a.uid join folder f on f.uid = m.folder_uid
          where f.path @> array[$1::bigint] and not a.is_template order by a.uid limit $4
         returning id, entity_uid as asset_uid`,
        [companyUid, AlertType.TankLevelCritical, group.uid, tanks],
      );
      alerts = rows.map((r) => ({ id: r.id, assetUid: Number(r.asset_uid) }));
      await queue.start();
    },
    run(perSecond) {
      firing = paced(perSecond, 'alert probe', fire);
    },
    async stop() {
      await firing?.stop(() => committedAt.size);
      const missing = committedAt.size;
      await queue.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      return { latencies, fired, missing };
    },
  };
}
