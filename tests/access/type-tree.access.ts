import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/type-tree/full': 'user',
  'GET /api/type-tree/categories': 'user',
  'GET /api/type-tree/category/:id': 'user',
  'POST /api/type-tree/selections': 'admin',
};
