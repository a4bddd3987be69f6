import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'POST /api/critic-reviews/search': 'user',
  'GET /api/critic-reviews/queue': 'user',
  'GET /api/critic-reviews/lookup-sku': 'user',
  'POST /api/critic-reviews/add-to-queue': 'user',
  'POST /api/critic-reviews/update-review': 'user',
  'POST /api/critic-reviews/mark-edited': 'user',
};
