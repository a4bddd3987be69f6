import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/dashboard/summary': 'user',
  'GET /api/dashboard/stats': 'user',
};
