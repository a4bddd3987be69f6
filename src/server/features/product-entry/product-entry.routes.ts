import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  GenerateDescriptionInputSchema,
  GeneratedDescriptionSchema,
} from '../../../shared/product-entry/generate-description-schema';
import { PRODUCT_ENTRY_MESSAGES } from '../../../shared/product-entry/messages';
import { ProductCreatedResponseSchema, ProductFormSchema } from '../../../shared/product-entry/product-form-schema';
import type { App } from '../../http/app-types';
import { badRequest } from '../../http/errors';
import { currentUser } from '../../plugins/access';
import type { ProductEntryService } from './product-entry.service';

/**
 * The wizard sends one key per run. Without one (older clients) every request is its own
 * creation, as before keys existed (ADR 008).
 */
function readIdempotencyKey(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return randomUUID();
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header))
    throw badRequest(PRODUCT_ENTRY_MESSAGES.idempotencyKeyInvalid);
  return header;
}

export function registerProductEntryRoutes(app: App, service: ProductEntryService) {
  app.post(
    '/api/products',
    {
      config: { access: 'user' },
      schema: { body: ProductFormSchema, response: { 201: ProductCreatedResponseSchema } },
    },
    async (request, reply) => {
      const idempotencyKey = readIdempotencyKey(request);
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
