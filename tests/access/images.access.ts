import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'POST /api/images/update': 'user',
  'POST /api/images/upload': 'user',
  'GET /api/image-review/pending': 'user',
  'POST /api/image-review/update': 'user',
  'POST /api/image-review/add-to-queue': 'user',
  'POST /api/image-review/search': 'user',
};
