import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'POST /api/products/edit': 'user',
  'GET /api/product-history': 'user',
  'POST /api/product-history/revert': 'user',
  'POST /api/cost-change-queue/fetch': 'user',
  'POST /api/cost-change-queue/save': 'user',
};
