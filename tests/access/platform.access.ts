import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
};
