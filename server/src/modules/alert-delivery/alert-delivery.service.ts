// Delivers one alert event (docs/decisions/068-alert-delivery.md): renders its message for each
// member of the alert's contact group in the group's units and time zone, and sends it by email
// (messenger: SMTP or outbox) and SMS (outbox), each (event, contact, channel) once.
//
// Once: before sending, a message's alert_delivery row is claimed (status 'sending', with a lease);
// after, it is marked sent. A retried job (the worker died, or SMTP failed for someone) finds the
// sent rows and sends only the others. Every attempt is written to alert_delivery_attempt and
// logged, with the address masked and never the body.
import type { Logger } from 'pino';
import { DeliveryChannel } from '@ullage/domain/alerts/alert-api';
import { renderAlertMessageFor, type AlertMessageFacts } from '@ullage/domain/alerts/alert-message-values';
import { alertMessageKindOf, DEFAULT_ALERT_MESSAGES } from '@ullage/domain/alerts/alert-messages';
import { alertTypeLabel } from '@ullage/domain/alerts/alerts';
import { EntityType } from '@ullage/domain/entity-types';
import { tankTypeById } from '@ullage/domain/tanks/tank-geometry';
import { maskEmail, maskPhone, type Messenger } from '../messaging';
import type { AlertDeliveryRepository, DeliveryKey, EntityFacts, EventRow } from './alert-delivery.repository';
import type { JobContext } from '../jobs';

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

export function createAlertDeliveryService(deps: { repo: AlertDeliveryRepository; messenger: Messenger; log: Logger; publicUrl: string }) {
  const { repo, messenger, publicUrl } = deps;
  const log = deps.log.child({ module: 'alert-delivery' });

  async function sendOne(
    key: DeliveryKey,
    to: string,
    message: { subject: string; text: string },
    job: JobContext,
    outcome: DeliveryOutcome,
  ) {
    const email = key.channelId === DeliveryChannel.Email;
    const masked = email ? maskEmail(to) : maskPhone(to);
    const claim = await repo.claim(key, to, DELIVERY_LEASE_SECONDS);
    if (!('attempt' in claim)) {
      if (claim.status === 'sending') outcome.inFlight++;
      else outcome.skipped++;
      return;
    }
    const where = {
      eventId: key.eventId,
      contactUid: key.contactUid,
      channel: email ? 'email' : 'sms',
      to: masked,
      attempt: claim.attempt,
    };
    try {
      await messenger.send({
        channel: email ? 'email' : 'sms',
        to,
        subject: message.subject,
        text: message.text,
        // Receivers drop a second copy with the same Message-ID: the narrow window between SMTP's
        // acceptance and the row marked sent (a worker killed there) does not reach the inbox twice.
        messageId: email ? `<alert-${key.eventId}-${key.contactUid}@ullage>` : undefined,
      });
    } catch (err) {
      const error = (err as Error).message.slice(0, 500);
      const final = job.retryCount >= job.retryLimit;
      await repo.settle(key, claim.attempt, { status: final ? 'failed' : 'pending', error });
      outcome.failed++;
      log.warn(
        { ...where, reason: error, final },
        final ? 'alert message failed; no retries left' : 'alert message failed; it will be retried',
      );
      return;
    }
    await repo.settle(key, claim.attempt, { status: 'sent', error: null });
    outcome.sent++;
    log.info(where, 'alert message sent');
  }

  return {
    /** Delivers an event to whom it has not reached yet; throws when some message must be retried. */
    async deliver(eventId: number, job: JobContext): Promise<DeliveryOutcome> {
      const outcome: DeliveryOutcome = { sent: 0, failed: 0, inFlight: 0, skipped: 0 };
      const ev = await repo.event(eventId);
      if (!ev) {
        log.info({ eventId }, 'alert event no longer exists; nothing to deliver');
        return outcome;
      }
      if (ev.contactGroupUid === null) {
        await repo.recordNothingToSend(eventId, 'the alert has no contact group');
        log.info({ eventId, alertId: ev.alertId }, 'alert event has no contact group; nothing to deliver');
        return outcome;
      }
      const kind = alertMessageKindOf(ev.typeId);
      // Both at once: two round trips in one's time (a loaded pool makes each one count).
      const [recipients, stored] = await Promise.all([
        repo.recipients(ev.contactGroupUid),
        repo.template(ev.messageId, ev.folderPath, kind),
      ]);
      const reachable = recipients.filter((r) => r.emailAddress || r.mobileNumber);
      if (reachable.length === 0) {
        await repo.recordNothingToSend(eventId, 'no active member of the contact group has an email address or mobile number');
        log.info({ eventId, contactGroupUid: ev.contactGroupUid }, 'alert event reaches nobody; nothing to deliver');
        return outcome;
      }
      const template = stored ?? DEFAULT_ALERT_MESSAGES[kind];
      const facts = factsOf(ev, publicUrl);
      for (const r of reachable) {
        const message = renderAlertMessageFor(template, facts, r);
        if (r.emailAddress) {
          await sendOne(
            { eventId, contactUid: r.contactUid, channelId: DeliveryChannel.Email },
            r.emailAddress,
            { subject: message.subject, text: message.body },
            job,
            outcome,
          );
        }
        if (r.mobileNumber) {
          await sendOne(
            { eventId, contactUid: r.contactUid, channelId: DeliveryChannel.Sms },
            r.mobileNumber,
            { subject: message.sms, text: message.sms },
            job,
            outcome,
          );
        }
      }
      log.info({ eventId, alert: alertTypeLabel(ev.typeId), ...outcome, retry: job.retryCount }, 'alert event delivered');
      if (outcome.failed > 0) {
        // The queue retries the job (with backoff) until its last attempt, after which the job ends
        // failed and so do the messages that never went (their rows say 'failed').
        throw new DeliveryIncomplete(
          job.retryCount < job.retryLimit
            ? `${outcome.failed} alert message(s) of event ${eventId} failed; retrying`
            : `${outcome.failed} alert message(s) of event ${eventId} failed on the last attempt`,
        );
      }
      if (outcome.inFlight > 0) {
        throw new DeliveryIncomplete(
          `${outcome.inFlight} alert message(s) of event ${eventId} are being sent by another worker; checking again later`,
        );
      }
      return outcome;
    },
  };
}
