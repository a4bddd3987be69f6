import { ProductSearchInputSchema, ProductSearchResponseSchema } from '../../../shared/products/product-search';
import type { App } from '../../http/app-types';
import type { ProductSearchService } from './product-search.service';

export function registerProductSearchRoutes(app: App, products: ProductSearchService) {
  app.post(
    '/api/products/search',
    {
      config: { access: 'user' },
      schema: { body: ProductSearchInputSchema, response: { 200: ProductSearchResponseSchema } },
    },
    async (request) => products.search(request.body),
  );
}
