import type { OutboxMessage } from '#shared/mail/outbox';
import type { Queryable } from '#server/db/client';

export type { OutboxMessage };

export interface MailMessage {
  to: string | readonly string[];
  subject: string;
  text: string;
  /** Optional HTML alternative; build it from escaped text only (never raw user input). */
  html?: string;
  /** The same notice sent twice with one key is stored and delivered once (the first is returned). */
  idempotencyKey?: string;
  /** Store (and queue) inside the caller's transaction: mail only for a change that commits. */
  tx?: Queryable;
}

/**
 * Outgoing mail. Every message is written to the outbox (admins read it); with SMTP configured a
 * job delivers it, retried with backoff until it is accepted or its attempts are spent.
 */
export interface Mailer {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<OutboxMessage>;
  listOutbox(limit: number): Promise<OutboxMessage[]>;
  checkConnection(): Promise<{ connected: boolean; adapter: string; message: string }>;
}

/** Hands one message to a mail server; `messageId` lets receivers drop a second delivery. */
export interface MailTransport {
  deliver(message: {
    from: string;
    to: string[];
    subject: string;
    text: string;
    html: string | null;
    messageId: string;
  }): Promise<void>;
  verify(): Promise<void>;
  describe(): string;
}

export class MailInputError extends Error {}
