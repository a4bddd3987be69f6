import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  GenerateDescriptionInputSchema,
  GeneratedDescriptionSchema,
} from '#shared/product-entry/generate-description-schema';
import { ProductCreatedResponseSchema, ProductFormSchema } from '#shared/product-entry/product-form-schema';
import type { App } from '#server/http/app-types';
import { readIdempotencyKey } from '#server/http/idempotency';
import { currentUser } from '#server/plugins/access';
import type { ProductEntryService } from './product-entry.service';

/**
 * The wizard sends one key per run. Without one (older clients) every request is its own
 * creation, as before keys existed (ADR 008). The key's rules are the shared ones (ADR 067); its
 * claim is the area's own, because the platform call needs a key of its own derived from it.
 */
function readCreationKey(request: FastifyRequest): string {
  return readIdempotencyKey(request) ?? randomUUID();
}

export function registerProductEntryRoutes(app: App, service: ProductEntryService) {
  app.post(
    '/api/products',
    {
      config: { access: 'user' },
      schema: { body: ProductFormSchema, response: { 201: ProductCreatedResponseSchema } },
    },
    async (request, reply) => {
      const idempotencyKey = readCreationKey(request);
      const user = currentUser(request);
      const outcome = await service.createProduct({
        form: request.body,
        idempotencyKey,
        actor: { id: user.id, username: user.username },
        ip: request.ip,
      });
      if (outcome.isReplay) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(outcome.response);
    },
  );

  app.post(
    '/api/products/generate-description',
    {
      config: { access: 'user' },
      schema: { body: GenerateDescriptionInputSchema, response: { 200: GeneratedDescriptionSchema } },
    },
    (request) => service.generateDescription(request.body),
  );
}
