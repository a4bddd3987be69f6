import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/files/:id': 'user',
};
