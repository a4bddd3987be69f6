import type { Env } from '#server/config/env';
import type { Database } from '#server/db/client';
import type { JobRunner } from '../jobs/port';
import { createMailer } from './mailer';
import type { Mailer } from './port';
import { createSmtpTransport } from './smtp-transport';

/** The one place mail delivery is chosen: SMTP when SMTP_URL is set, the outbox alone otherwise. */
export function selectMailer(
  config: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
  deps: { database: Pick<Database, 'db'>; jobs: JobRunner },
): Mailer {
  const transport = config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : null;
  return createMailer(deps.database.db, deps.jobs, { from: config.MAIL_FROM, transport });
}
