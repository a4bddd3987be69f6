import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/airtable/test': 'admin',
  'GET /api/product-edit-logger/test': 'admin',
  'GET /api/label-queue/test': 'admin',
  'GET /api/image-review/test': 'admin',
  'GET /api/helpdesk/test-connection': 'admin',
  'GET /api/youtube/test-connection': 'admin',
  'GET /api/critic-reviews/test-connection': 'admin',
};
