// Outgoing email and SMS (docs/decisions/014-outgoing-messages.md). With SMTP_URL, email goes out
// through nodemailer and the outbox keeps only who, what and when. Without it, and for every SMS
// (no SMS gateway is configured), the message is kept whole in the outbox table, where a system
// administrator reads it in the portal, and the log says where it went: never its body, which
// holds codes and links.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { OutboxMessage } from '@ullage/domain/api/admin';
import type { Executor } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { maskEmail, maskPhone } from './masking';
import type { OutboxRepository } from './outbox.repository';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  /** An email's Message-ID header ("<id@host>"): the same id twice is one message to a receiver. */
  messageId?: string;
  /** An email's HTML part (`text` stays its plain-text part). */
  html?: string;
  /** An email's attached files (emailed reports). */
  attachments?: readonly MessageAttachment[];
}

export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What the outbox keeps of a message's attachments: their names and sizes, never their bytes. */
function attachmentNote(attachments: readonly MessageAttachment[] | undefined): string {
  if (!attachments?.length) return '';
  return `\n\nAttachments: ${attachments.map((a) => `${a.filename} (${a.content.length} bytes)`).join(', ')}`;
}

export interface MailOptions {
  smtpUrl?: string;
  from: string;
  /** A ready transport (tests); otherwise one is built from smtpUrl. */
  transport?: Transporter;
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
  /**
   * Sends several messages (a batch of alert deliveries): the outbox rows in one statement, then
   * each email through SMTP. For each message, in order, null when it went or the error why not;
   * one message failing does not stop the others.
   */
  sendMany(messages: readonly OutgoingMessage[]): Promise<(Error | null)[]>;
  /** Whether a message is kept whole in the outbox (every SMS; email without SMTP): keeping it is sending it. */
  keeps(message: OutgoingMessage): boolean;
  /**
   * Keeps messages that `keeps` in the outbox, in the caller's transaction: they are sent when it
   * commits and not at all when it rolls back (alert delivery records them as sent in the same
   * transaction: docs/decisions/068-alert-delivery.md).
   */
  keepInTransaction(executor: Executor, messages: readonly OutgoingMessage[]): Promise<void>;
  /** The outbox, newest first (the system administrator's screen). */
  outbox(opts: { recipient?: string; limit: number }): Promise<OutboxMessage[]>;
  readonly mode: 'smtp' | 'outbox';
}

export function createMessenger(outbox: OutboxRepository, log: Logger, clock: Clock, mail: MailOptions): Messenger {
  const transport = mail.transport ?? (mail.smtpUrl ? nodemailer.createTransport(mail.smtpUrl) : undefined);
  const masked = (m: OutgoingMessage) => (m.channel === 'email' ? maskEmail(m.to) : maskPhone(m.to));
  const viaSmtp = (m: OutgoingMessage) => m.channel === 'email' && transport !== undefined;

  /** The outbox row of a message: SMTP's keeps who, what and when; the outbox's the whole message. */
  const rowOf = (m: OutgoingMessage) =>
    viaSmtp(m)
      ? {
          channel: 'email',
          recipient: m.to,
          subject: m.subject,
          body: `(sent through SMTP; the body is not kept)${attachmentNote(m.attachments)}`,
          transport: 'smtp',
          createdAt: clock(),
        }
      : {
          channel: m.channel,
          recipient: m.to,
          subject: m.subject,
          body: m.text + attachmentNote(m.attachments),
          transport: 'outbox',
          createdAt: clock(),
        };

  /** Hands an email whose outbox row is `id` to SMTP and records the outcome on the row. */
  async function smtpSend(id: number, message: OutgoingMessage): Promise<void> {
    try {
      await transport!.sendMail({
        from: mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        messageId: message.messageId,
      });
      await outbox.markDelivered(id, clock(), null);
      log.info({ outboxId: id, to: masked(message), subject: message.subject }, 'email sent');
    } catch (err) {
      await outbox.markDelivered(id, clock(), (err as Error).message);
      log.error({ outboxId: id, to: masked(message), err: { message: (err as Error).message } }, 'email could not be sent: check SMTP_URL');
      throw err;
    }
  }

  function logKept(id: number, message: OutgoingMessage) {
    log.info(
      { outboxId: id, channel: message.channel, to: masked(message), subject: message.subject },
      message.channel === 'sms'
        ? 'SMS kept in the outbox (no SMS gateway is configured); a system administrator can read it in the portal'
        : 'email kept in the outbox (SMTP_URL is not set); a system administrator can read it in the portal',
    );
  }

  return {
    mode: transport ? 'smtp' : 'outbox',
    outbox: (opts) => outbox.list(opts),
    async send(message) {
      const id = await outbox.insert(rowOf(message));
      if (viaSmtp(message)) await smtpSend(id, message);
      else logKept(id, message);
    },
    keeps: (message) => !viaSmtp(message),
    async keepInTransaction(executor, messages) {
      const sent = messages.filter((m) => !viaSmtp(m));
      if (sent.length !== messages.length) throw new Error('keepInTransaction takes only messages the outbox keeps');
      const ids = await outbox.insertMany(sent.map(rowOf), executor);
      for (const [i, message] of sent.entries()) logKept(ids[i]!, message);
    },
    async sendMany(messages) {
      const ids = await outbox.insertMany(messages.map(rowOf));
      const outcomes: (Error | null)[] = [];
      for (const [i, message] of messages.entries()) {
        if (!viaSmtp(message)) {
          logKept(ids[i]!, message);
          outcomes.push(null);
          continue;
        }
        outcomes.push(
          await smtpSend(ids[i]!, message).then(
            () => null,
            (err: Error) => err,
          ),
        );
      }
      return outcomes;
    },
  };
}
