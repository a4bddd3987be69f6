import {
  DraftFromProductQuerySchema,
  DraftFromProductSchema,
  ProductDraftIdParamsSchema,
  ProductDraftInputSchema,
  ProductDraftListSchema,
  ProductDraftSchema,
} from '#shared/product-drafts/product-drafts';
import { NoBodySchema } from '#shared/validation/no-body';
import { z } from 'zod';
import type { App } from '#server/http/app-types';
import { currentActor } from '#server/plugins/access';
import type { ProductDraftsService } from './product-drafts.service';

const DeletedSchema = z.strictObject({ success: z.literal(true) });

export function registerProductDraftRoutes(app: App, drafts: ProductDraftsService) {
  app.get(
    '/api/product-drafts',
    { config: { access: 'user' }, schema: { response: { 200: ProductDraftListSchema } } },
    (request) => drafts.list(currentActor(request)),
  );
  app.get(
    '/api/product-drafts/from-product',
    {
      config: { access: 'user' },
      schema: { querystring: DraftFromProductQuerySchema, response: { 200: DraftFromProductSchema } },
    },
    (request) => drafts.fromProduct(request.query.productId),
  );
  app.get(
    '/api/product-drafts/:id',
    {
      config: { access: 'user' },
      schema: { params: ProductDraftIdParamsSchema, response: { 200: ProductDraftSchema } },
    },
    (request) => drafts.get(request.params.id, currentActor(request)),
  );
  app.post(
    '/api/product-drafts',
    {
      config: { access: 'user', idempotent: true },
      schema: { body: ProductDraftInputSchema, response: { 201: ProductDraftSchema } },
    },
    async (request, reply) => reply.code(201).send(await drafts.create(request.body, currentActor(request))),
  );
  app.put(
    '/api/product-drafts/:id',
    {
      config: { access: 'user', idempotent: true },
      schema: {
        params: ProductDraftIdParamsSchema,
        body: ProductDraftInputSchema,
        response: { 200: ProductDraftSchema },
      },
    },
    (request) => drafts.update(request.params.id, request.body, currentActor(request)),
  );
  app.delete(
    '/api/product-drafts/:id',
    {
      config: { access: 'user', idempotent: true },
      schema: { params: ProductDraftIdParamsSchema, body: NoBodySchema, response: { 200: DeletedSchema } },
    },
    (request) => drafts.remove(request.params.id, currentActor(request)),
  );
}
