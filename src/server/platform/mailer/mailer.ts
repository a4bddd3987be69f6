import type { Db, Queryable } from '#server/db/client';
import type { MailRow } from '#server/db/schema/mail';
import type { JobRunner } from '../jobs/port';
import {
  findMessage,
  findMessageByKey,
  insertMessage,
  listMessages,
  recordAttempt,
  setMessageJob,
} from './outbox.repo';
import { MailInputError, type Mailer, type MailMessage, type MailTransport, type OutboxMessage } from './port';

const DELIVER_MAIL = 'mail.deliver';

export interface MailerOptions {
  from: string;
  /** Absent: messages stay in the outbox (status `stored`). */
  transport: MailTransport | null;
  /** Delivery retries (defaults: 8 attempts, 30 s doubling up to 1 h). */
  maxAttempts?: number;
  backoffMs?: (attempt: number) => number;
}

const ADDRESS = /^[^\s<>@,;"]+@[^\s<>@,;"]+\.[^\s<>@,;"]+$|^[^\s<>@,;"]+@localhost$/;
const SUBJECT_MAX = 300;
const BODY_MAX = 200_000;
const RECIPIENTS_MAX = 50;

const toOutboxMessage = (row: MailRow): OutboxMessage => ({
  id: row.id,
  from: row.fromAddress,
  to: row.toAddresses,
  subject: row.subject,
  text: row.textBody,
  status: row.status,
  transport: row.transport,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
});

function checkMessage(message: MailMessage): string[] {
  const to = typeof message.to === 'string' ? [message.to] : [...message.to];
  if (to.length === 0 || to.length > RECIPIENTS_MAX)
    throw new MailInputError(`A message needs 1 to ${RECIPIENTS_MAX} recipients`);
  const bad = to.find((address) => !ADDRESS.test(address) || address.length > 254);
  if (bad !== undefined) throw new MailInputError(`Not an e-mail address: ${bad}`);
  // A line break in a header would let the text add headers of its own.
  if (/[\r\n]/.test(message.subject) || message.subject.length > SUBJECT_MAX)
    throw new MailInputError('Invalid subject');
  if (message.text.length > BODY_MAX || (message.html?.length ?? 0) > BODY_MAX)
    throw new MailInputError('Message too long');
  return to;
}

/** The outbox always; delivery through `transport` by a job when there is one (ADR 011). */
export function createMailer(db: Db, jobs: JobRunner, options: MailerOptions): Mailer {
  const { transport } = options;
  const maxAttempts = options.maxAttempts ?? 8;

  if (transport) {
    jobs.define(
      DELIVER_MAIL,
      async (payload: { messageId: string }, ctx) => {
        const row = await findMessage(db, payload.messageId);
        // Already delivered by an earlier run whose outcome was recorded: nothing to do again.
        if (!row || row.status === 'sent') return { delivered: false };
        try {
          await transport.deliver({
            from: row.fromAddress,
            to: row.toAddresses,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
            messageId: `<${row.id}@mission-control>`,
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await recordAttempt(db, row.id, { error: message.slice(0, 1_000), isFinal: ctx.attempt >= maxAttempts });
          throw error;
        }
        await recordAttempt(db, row.id, { error: null, isFinal: true });
        return { delivered: true };
      },
      { maxAttempts, backoffMs: options.backoffMs ?? ((attempt) => Math.min(3_600_000, 30_000 * 2 ** (attempt - 1))) },
    );
  }

  return {
    name: transport ? 'smtp' : 'outbox',
    async send(message) {
      const to = checkMessage(message);
      // The message and its delivery job are written together: no message is left without a job.
      const store = async (into: Queryable) => {
        const inserted = await insertMessage(into, {
          idempotencyKey: message.idempotencyKey ?? null,
          fromAddress: options.from,
          toAddresses: to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          status: transport ? 'queued' : 'stored',
          transport: transport ? 'smtp' : 'outbox',
        });
        if (!inserted) {
          const existing = await findMessageByKey(into, message.idempotencyKey ?? '');
          if (!existing) throw new Error('The message was neither stored nor found');
          return existing;
        }
        if (transport) {
          const job = await jobs.enqueue(DELIVER_MAIL, { messageId: inserted.id }, { key: inserted.id, tx: into });
          await setMessageJob(into, inserted.id, job.id);
          inserted.jobId = job.id;
        }
        return inserted;
      };
      const row = message.tx ? await store(message.tx) : await db.transaction((tx) => store(tx));
      return toOutboxMessage(row);
    },
    async listOutbox(limit) {
      return (await listMessages(db, limit)).map(toOutboxMessage);
    },
    async checkConnection() {
      if (!transport)
        return { connected: true, adapter: 'outbox', message: 'Mail is kept in the outbox (no SMTP_URL)' };
      try {
        await transport.verify();
        return { connected: true, adapter: 'smtp', message: `SMTP server ${transport.describe()} is answering` };
      } catch (error) {
        return {
          connected: false,
          adapter: 'smtp',
          message: `SMTP server ${transport.describe()} is not answering: ${(error as Error).message}`,
        };
      }
    },
  };
}
