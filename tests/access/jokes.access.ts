import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/jokes/today': 'user',
  'GET /api/jokes': 'admin',
  'POST /api/jokes': 'admin',
  'POST /api/jokes/:id/retire': 'admin',
  'POST /api/jokes/:id/restore': 'admin',
};
