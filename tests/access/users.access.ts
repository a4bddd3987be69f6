import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/users': 'admin',
  'POST /api/users/invite': 'admin',
  'POST /api/users/reset-password': 'admin',
  'PATCH /api/users/:id': 'admin',
  'DELETE /api/users/:id': 'admin',
};
