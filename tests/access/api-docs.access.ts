import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/docs': 'admin',
  'GET /api/docs/openapi.json': 'admin',
  'GET /api/docs/assets/:name': 'admin',
};
