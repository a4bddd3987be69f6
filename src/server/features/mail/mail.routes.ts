import { OutboxListSchema, OutboxQuerySchema } from '#shared/mail/outbox';
import type { App } from '#server/http/app-types';
import type { Mailer } from '#server/platform/mailer/port';

const DEFAULT_LIMIT = 50;

export function registerOutboxRoutes(app: App, deps: { mailer: Mailer }) {
  app.get(
    '/api/admin/outbox',
    { config: { access: 'admin' }, schema: { querystring: OutboxQuerySchema, response: { 200: OutboxListSchema } } },
    async (request) => ({ messages: await deps.mailer.listOutbox(request.query.limit ?? DEFAULT_LIMIT) }),
  );
}
