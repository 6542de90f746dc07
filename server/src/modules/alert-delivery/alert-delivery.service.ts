// Delivers one alert event (docs/decisions/068-alert-delivery.md): renders its message for each
// member of the alert's contact group in the group's units and time zone, and sends it by email
// (messenger: SMTP or outbox) and SMS (outbox), each (event, contact, channel) once.
//
// Once: a message the outbox keeps (every SMS; email without SMTP) is recorded as sent in the
// transaction that keeps it. An email through SMTP has its alert_delivery row claimed first (status
// 'sending', with a lease) and marked sent after. A retried job (the worker died, or SMTP failed for
// someone) finds the sent rows and sends only the others. Every attempt is logged with its outcome,
// the address masked and never the body; a failed attempt also leaves an alert_delivery_attempt row,
// a sent message's row is the record of the attempt that sent it.
import type { Logger } from 'pino';
import { DeliveryChannel } from '@ullage/domain/alerts/alert-api';
import { renderAlertMessageFor, type AlertMessageFacts } from '@ullage/domain/alerts/alert-message-values';
import { alertMessageKindOf, DEFAULT_ALERT_MESSAGES } from '@ullage/domain/alerts/alert-messages';
import { alertTypeLabel } from '@ullage/domain/alerts/alerts';
import { EntityType } from '@ullage/domain/entity-types';
import { tankTypeById } from '@ullage/domain/tanks/tank-geometry';
import type { BatchJob, JobContext } from '../jobs';
import { maskEmail, maskPhone, type Messenger, type OutgoingMessage } from '../messaging';
import { eventIdsOf, type AlertDeliveryJob } from './alert-delivery.jobs';
import type { AlertDeliveryRepository, Claim, DeliveryKey, EntityFacts, EventRow, Settlement } from './alert-delivery.repository';

/** A claimed message not marked within this long is taken to have died with its sender. */
export const DELIVERY_LEASE_SECONDS = 300;

export interface DeliveryOutcome {
  sent: number;
  failed: number;
  /** Messages another worker holds right now (the job is retried to see them through). */
  inFlight: number;
  skipped: number;
}

export class DeliveryIncomplete extends Error {}

const stringOr = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const numberOr = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

type EventFacts = Pick<EventRow, 'typeId' | 'stateId' | 'value' | 'detail' | 'occurredAt'>;

/** The facts of an event for its message; the evaluation's `detail` wins over the current tank state. */
export function factsOf(ev: EntityFacts & EventFacts, publicUrl: string): AlertMessageFacts {
  const page = ev.entityTypeId === EntityType.Device ? 'device' : 'asset';
  const link = ev.folderUid !== null ? `${publicUrl.replace(/\/+$/, '')}/${page}?fuid=${ev.folderUid}&uid=${ev.entityUid}` : null;
  return {
    typeId: ev.typeId,
    stateId: ev.stateId,
    entityLabel: ev.entityLabel,
    siteLabel: ev.siteLabel,
    companyLabel: ev.companyLabel,
    productLabel: ev.productLabel,
    percentFull: numberOr(ev.detail.percentFull) ?? ev.percentFull,
    amount: numberOr(ev.detail.amount) ?? ev.amountFull,
    amountUnit: tankTypeById(ev.tankTypeId ?? 0)?.measuredBy === 'weight' ? 'weight' : 'volume',
    daysLeft: numberOr(ev.detail.daysLeft) ?? ev.daysLeft,
    value: ev.value,
    valueText: stringOr(ev.detail.valueText),
    valueUnit: stringOr(ev.detail.valueUnit),
    occurredAt: ev.occurredAt,
    link,
  };
}

interface Planned {
  key: DeliveryKey;
  address: string;
  message: OutgoingMessage;
}

/** A message as its log lines name it: the event, the contact, the channel and the masked address. */
function whereOf(p: Planned) {
  const email = p.key.channelId === DeliveryChannel.Email;
  return {
    eventId: p.key.eventId,
    contactUid: p.key.contactUid,
    channel: email ? 'email' : 'sms',
    to: email ? maskEmail(p.address) : maskPhone(p.address),
  };
}

export function createAlertDeliveryService(deps: { repo: AlertDeliveryRepository; messenger: Messenger; log: Logger; publicUrl: string }) {
  const { repo, messenger, publicUrl } = deps;
  const log = deps.log.child({ module: 'alert-delivery' });

  /** Each event's messages: one email and one SMS per reachable member, in the member's group's wording. */
  async function plan(events: readonly EventRow[]) {
    const groups = [...new Set(events.flatMap((ev) => (ev.contactGroupUid === null ? [] : [ev.contactGroupUid])))];
    const [recipients, templates] = await Promise.all([
      repo.recipients(groups),
      repo.templates(events.map((ev) => ({ messageId: ev.messageId, folderPath: ev.folderPath, kindId: alertMessageKindOf(ev.typeId) }))),
    ]);
    const planned: Planned[] = [];
    const nobody: { eventId: number; reason: string }[] = [];
    for (const [i, ev] of events.entries()) {
      // repo.events leaves out the events of alerts without a contact group (unaddressed).
      if (ev.contactGroupUid === null) continue;
      const reachable = (recipients.get(ev.contactGroupUid) ?? []).filter((r) => r.emailAddress || r.mobileNumber);
      if (reachable.length === 0) {
        nobody.push({ eventId: ev.id, reason: 'no active member of the contact group has an email address or mobile number' });
        log.info({ eventId: ev.id, contactGroupUid: ev.contactGroupUid }, 'alert event reaches nobody; nothing to deliver');
        continue;
      }
      const template = templates[i] ?? DEFAULT_ALERT_MESSAGES[alertMessageKindOf(ev.typeId)];
      const facts = factsOf(ev, publicUrl);
      // A group's members share its units and time zone: the event is worded once per setting.
      const worded = new Map<string, ReturnType<typeof renderAlertMessageFor>>();
      for (const r of reachable) {
        const setting = JSON.stringify([r.unitConfig, r.timeZoneConfig]);
        const m = worded.get(setting) ?? renderAlertMessageFor(template, facts, r);
        worded.set(setting, m);
        if (r.emailAddress) {
          planned.push({
            key: { eventId: ev.id, contactUid: r.contactUid, channelId: DeliveryChannel.Email },
            address: r.emailAddress,
            // Receivers drop a second copy with the same Message-ID: the narrow window between SMTP's
            // acceptance and the row marked sent (a worker killed there) does not reach the inbox twice.
            message: {
              channel: 'email',
              to: r.emailAddress,
              subject: m.subject,
              text: m.body,
              messageId: `<alert-${ev.id}-${r.contactUid}@ullage>`,
            },
          });
        }
        if (r.mobileNumber) {
          planned.push({
            key: { eventId: ev.id, contactUid: r.contactUid, channelId: DeliveryChannel.Sms },
            address: r.mobileNumber,
            message: { channel: 'sms', to: r.mobileNumber, subject: m.sms, text: m.sms },
          });
        }
      }
    }
    return { planned, nobody };
  }

  return {
    /**
     * Delivers the events of a batch of jobs (each job a transaction's events) to whom they have not
     * reached yet, with a few statements for the whole batch. Returns the jobs to retry (one with an
     * event with a failed message, or messages another worker holds right now), each with why.
     */
    async deliverBatch(jobs: readonly BatchJob<AlertDeliveryJob>[]): Promise<Map<string, Error>> {
      // Two jobs naming one event (a duplicate) share its delivery.
      const jobsOf = new Map<number, JobContext[]>();
      for (const { data, job } of jobs) {
        for (const eventId of eventIdsOf(data)) jobsOf.set(eventId, [...(jobsOf.get(eventId) ?? []), job]);
      }
      const { found, unaddressed } = await repo.events([...jobsOf.keys()]);
      const noGroup = new Set(unaddressed.map((ev) => ev.id));
      for (const eventId of jobsOf.keys()) {
        if (!found.has(eventId) && !noGroup.has(eventId)) log.info({ eventId }, 'alert event no longer exists; nothing to deliver');
      }
      const events = [...found.values()];
      const { planned, nobody } = await plan(events);
      for (const ev of unaddressed) {
        nobody.push({ eventId: ev.id, reason: 'the alert has no contact group' });
        log.info({ eventId: ev.id, alertId: ev.alertId }, 'alert event has no contact group; nothing to deliver');
      }
      await repo.recordNothingToSend(nobody);

      const outcomes = new Map<number, DeliveryOutcome>(events.map((ev) => [ev.id, { sent: 0, failed: 0, inFlight: 0, skipped: 0 }]));
      const count = (outcome: DeliveryOutcome, claim: Claim) => {
        if ('status' in claim && claim.status === 'sending') outcome.inFlight++;
        else outcome.skipped++;
      };
      // A line a message: its masked address is worked out only when the line is written.
      const logSent = (p: Planned, attempt: number) => {
        if (log.isLevelEnabled('info')) log.info({ ...whereOf(p), attempt }, 'alert message sent');
      };

      // Messages the outbox keeps (every SMS; email without SMTP) are sent by their outbox row: each
      // is recorded as sent in the transaction that keeps it, with no claim to settle.
      const kept = planned.filter((p) => messenger.keeps(p.message));
      const keptClaims = await repo.sendKept(
        kept.map((p) => ({ ...p.key, address: p.address })),
        DELIVERY_LEASE_SECONDS,
        (tx, taken) =>
          messenger.keepInTransaction(
            tx,
            taken.map((i) => kept[i]!.message),
          ),
      );
      for (const [i, p] of kept.entries()) {
        const claim = keptClaims[i]!;
        const outcome = outcomes.get(p.key.eventId)!;
        if ('attempt' in claim) {
          outcome.sent++;
          logSent(p, claim.attempt);
        } else count(outcome, claim);
      }

      // Email through SMTP: claimed (with a lease), handed to SMTP, then settled.
      const mailed = planned.filter((p) => !messenger.keeps(p.message));
      const claims = await repo.claim(
        mailed.map((p) => ({ ...p.key, address: p.address })),
        DELIVERY_LEASE_SECONDS,
      );
      const sending: (Planned & { attempt: number })[] = [];
      for (const [i, p] of mailed.entries()) {
        const claim = claims[i]!;
        if ('attempt' in claim) sending.push({ ...p, attempt: claim.attempt });
        else count(outcomes.get(p.key.eventId)!, claim);
      }
      const errors = await messenger.sendMany(sending.map((p) => p.message)).catch((err: Error) => sending.map(() => err));

      const settlements: Settlement[] = [];
      for (const [i, p] of sending.entries()) {
        const outcome = outcomes.get(p.key.eventId)!;
        const job = jobsOf.get(p.key.eventId)![0]!;
        const err = errors[i];
        if (!err) {
          settlements.push({ key: p.key, attempt: p.attempt, status: 'sent', error: null });
          outcome.sent++;
          logSent(p, p.attempt);
          continue;
        }
        const error = err.message.slice(0, 500);
        const final = job.retryCount >= job.retryLimit;
        settlements.push({ key: p.key, attempt: p.attempt, status: final ? 'failed' : 'pending', error });
        outcome.failed++;
        log.warn(
          { ...whereOf(p), attempt: p.attempt, reason: error, final },
          final ? 'alert message failed; no retries left' : 'alert message failed; it will be retried',
        );
      }
      await repo.settle(settlements);

      const retry = new Map<string, Error>();
      for (const ev of events) {
        const outcome = outcomes.get(ev.id)!;
        const evJobs = jobsOf.get(ev.id)!;
        const job = evJobs[0]!;
        log.info({ eventId: ev.id, alert: alertTypeLabel(ev.typeId), ...outcome, retry: job.retryCount }, 'alert event delivered');
        // The queue retries the job (with backoff) until its last attempt, after which the job ends
        // failed and so do the messages that never went (their rows say 'failed').
        const why =
          outcome.failed > 0
            ? job.retryCount < job.retryLimit
              ? `${outcome.failed} alert message(s) of event ${ev.id} failed; retrying`
              : `${outcome.failed} alert message(s) of event ${ev.id} failed on the last attempt`
            : outcome.inFlight > 0
              ? `${outcome.inFlight} alert message(s) of event ${ev.id} are being sent by another worker; checking again later`
              : null;
        // A job is retried when any of its events needs it; its events already sent are skipped then.
        if (why) for (const j of evJobs) if (!retry.has(j.id)) retry.set(j.id, new DeliveryIncomplete(why));
      }
      return retry;
    },
  };
}
