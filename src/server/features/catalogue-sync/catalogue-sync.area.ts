import { z } from 'zod';
import {
  CATALOGUE_SYNC_NOT_MIRRORED,
  CatalogueSyncStartSchema,
  CatalogueSyncStatusSchema,
} from '#shared/catalogue-sync/catalogue-sync';
import { defineServerArea } from '#server/areas/area';
import { notFound, unauthorized } from '#server/http/errors';
import { createCatalogueSyncService } from './catalogue-sync.service';

/** Shopify webhooks carry whole products; a few megabytes is plenty. */
const WEBHOOK_BODY_LIMIT = 4 * 1024 * 1024;
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The Shopify mirror: its webhook route, its state for admins, its background sync and poll (ADR 065). */
export const catalogueSyncArea = defineServerArea({
  name: 'catalogue-sync',
  async register(app, deps) {
    const service = createCatalogueSyncService(deps);
    app.addHook('onReady', async () => service.start());
    app.addHook('onClose', async () => service.stop());

    app.get(
      '/api/admin/catalogue-sync',
      { config: { access: 'admin' }, schema: { response: { 200: CatalogueSyncStatusSchema } } },
      () => service.status(),
    );
    app.post(
      '/api/admin/catalogue-sync',
      {
        // A repeat of the same click (same Idempotency-Key) gets the first answer; a new one leaves a running sync be.
        config: { access: 'admin', idempotent: true },
        schema: { body: CatalogueSyncStartSchema.optional(), response: { 202: CatalogueSyncStatusSchema } },
      },
      async (_request, reply) => {
        if (!service.startSync()) throw notFound(CATALOGUE_SYNC_NOT_MIRRORED);
        return reply.code(202).send(await service.status());
      },
    );

    // Signed by Shopify, not by a session: the HMAC of the raw body is checked, so the body is kept as sent.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      scope.post(
        '/api/shopify/webhooks',
        {
          config: { access: 'public' },
          bodyLimit: WEBHOOK_BODY_LIMIT,
          schema: {
            body: z.string().max(WEBHOOK_BODY_LIMIT),
            response: { 200: z.strictObject({ ok: z.literal(true) }) },
          },
        },
        async (request) => {
          const answer = await service.receiveWebhook({
            rawBody: typeof request.body === 'string' ? request.body : '',
            hmac: header(request.headers['x-shopify-hmac-sha256']),
            topic: header(request.headers['x-shopify-topic']),
            webhookId: header(request.headers['x-shopify-webhook-id']),
            triggeredAt: header(request.headers['x-shopify-triggered-at']),
          });
          if (answer.status === 404) throw notFound(CATALOGUE_SYNC_NOT_MIRRORED);
          if (answer.status === 401) throw unauthorized('The webhook signature does not match');
          return { ok: true as const };
        },
      );
    });
  },
});
