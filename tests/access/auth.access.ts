import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/user': 'user',
  'POST /api/login': 'public',
  'POST /api/logout': 'user',
  'POST /api/register': 'admin',
  'POST /api/user/password': 'user',
  'GET /api/user/2fa': 'user',
  'POST /api/user/2fa/setup': 'user',
  'POST /api/user/2fa/enable': 'user',
  'POST /api/user/2fa/disable': 'user',
};
