import type { FastifyReply } from 'fastify';
import {
  RestoreCategoryInputSchema,
  RestoreCategoryResponseSchema,
  StoreCategoriesResponseSchema,
  TestCategoryInputSchema,
  TestCategoryProductQuerySchema,
  TestCategoryProductSchema,
  TestCategorySuccessSchema,
} from '#shared/store-categories/store-categories';
import type { App } from '#server/http/app-types';
import { describeZodError } from '#server/http/zod';
import { currentUser } from '#server/plugins/access';
import type { StoreCategoriesService } from './store-categories.service';

export function registerStoreCategoryRoutes(app: App, categories: StoreCategoriesService) {
  app.get(
    '/api/shopify/categories',
    { config: { access: 'admin' }, schema: { response: { 200: StoreCategoriesResponseSchema } } },
    () => categories.listCategories(),
  );

  // The schema is the contract, but a refused body still answers `{ error, gid, message }` (spec 03
  // §3): validation is attached to the request and answered here.
  app.post(
    '/api/shopify/test-category',
    {
      config: { access: 'admin' },
      attachValidation: true,
      schema: { body: TestCategoryInputSchema, response: { 200: TestCategorySuccessSchema } },
    },
    async (request, typedReply) => {
      // Failures answer the spec's `{ error, gid, message }` with their own status, outside the success schema.
      const reply = typedReply as unknown as FastifyReply;
      const parsed = TestCategoryInputSchema.safeParse(request.body);
      if (request.validationError || !parsed.success) {
        const body = request.body as { gid?: unknown } | null;
        const message = parsed.success ? (request.validationError?.message ?? '') : describeZodError(parsed.error);
        return reply.code(400).send({ error: message, gid: typeof body?.gid === 'string' ? body.gid : '', message });
      }
      const outcome = await categories.testCategory(parsed.data, currentUser(request));
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  // The product a test would change, named for the confirmation before anything is written.
  app.get(
    '/api/shopify/test-category/product',
    {
      config: { access: 'admin' },
      schema: { querystring: TestCategoryProductQuerySchema, response: { 200: TestCategoryProductSchema } },
    },
    (request) => categories.findProduct(request.query.productId),
  );

  // Puts back the category a test replaced. Setting a value is idempotent: a repeat changes nothing.
  app.post(
    '/api/shopify/test-category/restore',
    {
      config: { access: 'admin' },
      schema: { body: RestoreCategoryInputSchema, response: { 200: RestoreCategoryResponseSchema } },
    },
    (request) => categories.restoreCategory(request.body, currentUser(request)),
  );
}
