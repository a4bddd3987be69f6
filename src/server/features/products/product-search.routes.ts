import {
  ProductSearchInputSchema,
  ProductSearchResponseSchema,
  type ProductSearchResponse,
} from '../../../shared/products/product-search';
import type { App } from '../../http/app-types';
import type { ProductSearchService } from './product-search.service';

export function registerProductSearchRoutes(app: App, products: ProductSearchService) {
  app.post(
    '/api/products/search',
    // The service answers pre-serialised JSON (the hot path); the schema is the contract it keeps.
    {
      config: { access: 'user' },
      schema: { body: ProductSearchInputSchema, response: { 200: ProductSearchResponseSchema } },
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        // A string with a JSON content type is sent as it is (no second serialisation).
        .send((await products.search(request.body)) as unknown as ProductSearchResponse),
  );
}
