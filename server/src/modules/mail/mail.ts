// Sending email: every message is written to the outbox table first, inside the caller's flow,
// so an acknowledged "sent" is never lost; with SMTP_URL set it is then handed to the SMTP server
// in the background and marked sent (or its error kept for a retry). Without SMTP_URL the outbox
// is where mail stays (development, tests, and installations that relay it by other means).
// NOTE for the merge: the sign-in issue builds the same outbox; keep one (see the report of issue 4).
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL; unset: messages stay in the outbox. */
  smtpUrl?: string;
  from: string;
}

export interface Mailer {
  /** Queues the message in the outbox (committed when this resolves) and returns its id. */
  sendMail(message: MailMessage): Promise<{ id: number }>;
  /** Resolves when every SMTP hand-over started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export function createMailer(db: Db, config: MailConfig, log: Logger): Mailer {
  const transport: Transporter | undefined = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await db.execute(sql`update outbox set sent_at = now(), attempts = attempts + 1, last_error = null where id = ${id}`);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      log.warn({ outboxId: id, reason }, 'could not hand an email to the SMTP server; it stays in the outbox');
      await db.execute(sql`update outbox set attempts = attempts + 1, last_error = ${reason.slice(0, 1000)} where id = ${id}`).catch(() => undefined);
    }
  }

  return {
    async sendMail(message) {
      const { rows } = await db.execute<{ id: number }>(sql`
        insert into outbox (to_address, subject, text_body, html_body)
        values (${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null}) returning id`);
      const id = rows[0]!.id;
      const p = deliver(id, message).finally(() => pending.delete(p));
      pending.add(p);
      return { id };
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
