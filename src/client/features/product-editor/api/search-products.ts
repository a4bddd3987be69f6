import type { ProductSearchInput, ProductSearchResponse } from '#shared/products/product-search';
import { apiRequest } from '#client/lib/api-request';

/** POST /api/products/search; a product id as the term finds that product (after a save, spec 03 §2). */
export const searchProducts = (input: ProductSearchInput) =>
  apiRequest<ProductSearchResponse>('POST', '/api/products/search', input);
