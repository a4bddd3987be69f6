import type { FastifyReply } from 'fastify';
import { ProductSearchInputSchema, ProductSearchResponseSchema } from '#shared/products/product-search';
import type { App } from '#server/http/app-types';
import { zodSerializerCompiler } from '#server/http/zod';
import { isProductIdTerm, type ProductSearchService } from './products.service';
import { encodeAnswer, takesGzip, type SearchAnswerCache } from './search-answer-cache';

export interface ProductSearchRouteOptions {
  /** Check each answer against its schema before it is encoded (tests, development). */
  isChecked: boolean;
}

/**
 * The answer is sent as encoded bytes, kept by request until the catalogue changes (ADR 092); the
 * response schema still documents it, and with `isChecked` every answer built is checked against it
 * (kept ones are the same bytes).
 */
export function registerProductSearchRoutes(
  app: App,
  products: ProductSearchService,
  cache: SearchAnswerCache,
  options: ProductSearchRouteOptions,
) {
  // The app's own serializer for this answer: it writes the JSON and, with `isChecked`, holds it to the schema.
  const serialize = zodSerializerCompiler(options)({
    schema: ProductSearchResponseSchema,
    method: 'POST',
    url: '/api/products/search',
    httpStatus: '200',
  });
  app.post(
    '/api/products/search',
    {
      config: { access: 'user' },
      schema: { body: ProductSearchInputSchema, response: { 200: ProductSearchResponseSchema } },
    },
    async (request, typedReply) => {
      // Bytes, not the schema's value: the serializer is for values, and a Buffer is sent as it is.
      const reply = typedReply as unknown as FastifyReply;
      const input = request.body;
      const gzip = takesGzip(request.headers['accept-encoding']);
      const key = JSON.stringify([input.term, input.type, input.locationId ?? null, gzip]);
      const build = async () => encodeAnswer(serialize(await products.search(input)), gzip);
      // A search by id follows a save at once: it reads the product as committed, never a kept
      // answer that a PostgreSQL server's notice of the save may not have dropped yet.
      const answer = isProductIdTerm(input.term) ? await build() : await cache.answer(key, build);
      void reply.type('application/json; charset=utf-8');
      // Kept gzipped: the compression plugin leaves an answer alone that says its encoding.
      if (answer.gzip) void reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
      return reply.send(answer.body);
    },
  );
}
