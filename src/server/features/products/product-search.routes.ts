import { ProductSearchInputSchema, ProductSearchResponseSchema } from '../../../shared/products/product-search';
import { sendPieces } from '../../http/spliced-gzip';
import type { App } from '../../http/app-types';
import type { ProductSearchService } from './product-search.service';

export function registerProductSearchRoutes(app: App, products: ProductSearchService) {
  app.post(
    '/api/products/search',
    // The service answers pre-serialised JSON (the hot path); the schema is the contract it keeps.
    {
      // sendPieces negotiates and compresses itself: @fastify/compress's hook would only look.
      compress: false,
      config: { access: 'user' },
      schema: { body: ProductSearchInputSchema, response: { 200: ProductSearchResponseSchema } },
    },
    // Kept pieces of JSON, sent as they are or as their spliced gzip (no second serialisation, ADR 059).
    async (request, reply) => sendPieces(request, reply, await products.search(request.body)),
  );
}
