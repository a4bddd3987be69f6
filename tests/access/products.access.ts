import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'POST /api/products/search': 'user',
};
