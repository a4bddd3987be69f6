import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'POST /api/products': 'user',
  'POST /api/products/generate-description': 'user',
};
