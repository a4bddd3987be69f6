import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/shopify/categories': 'admin',
  'POST /api/shopify/test-category': 'admin',
  'GET /api/shopify/test-category/product': 'admin',
  'POST /api/shopify/test-category/restore': 'admin',
};
