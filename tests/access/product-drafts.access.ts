import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/product-drafts': 'user',
  'GET /api/product-drafts/from-product': 'user',
  'GET /api/product-drafts/:id': 'user',
  'POST /api/product-drafts': 'user',
  'PUT /api/product-drafts/:id': 'user',
  'DELETE /api/product-drafts/:id': 'user',
};
