import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/user': 'user',
  'POST /api/login': 'public',
  'POST /api/logout': 'user',
  'POST /api/register': 'admin',
  'POST /api/user/password': 'user',
};
