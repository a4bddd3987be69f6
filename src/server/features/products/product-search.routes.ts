import { ProductSearchInputSchema } from '../../../shared/products/product-search';
import type { App } from '../../http/app-types';
import type { ProductSearchService } from './product-search.service';

export function registerProductSearchRoutes(app: App, products: ProductSearchService) {
  app.post(
    '/api/products/search',
    { config: { access: 'user' }, schema: { body: ProductSearchInputSchema } },
    async (request, reply) => reply.type('application/json; charset=utf-8').send(await products.search(request.body)),
  );
}
