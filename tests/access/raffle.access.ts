import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/raffle/test': 'admin',
  'POST /api/raffle/generate': 'admin',
  'GET /api/raffle/runs/:id/verification': 'admin',
  'GET /api/raffle/spend/months': 'admin',
  'POST /api/raffle/spend/sync': 'admin',
  'POST /api/raffle/spend/import': 'admin',
  'GET /api/raffle-management/landing': 'admin',
  'GET /api/raffle-management/export': 'admin',
};
