import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/dimargin/config': 'admin',
  'GET /api/dimargin/collections': 'admin',
  'POST /api/dimargin/rules': 'admin',
  'DELETE /api/dimargin/rules/:collectionName': 'admin',
  'POST /api/dimargin/analyze': 'admin',
  'GET /api/dimargin/jobs/:jobId': 'admin',
};
