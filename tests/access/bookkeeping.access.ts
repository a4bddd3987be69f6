import type { ExpectedAccess } from './expected-access';

// Bank statements are sensitive: every bookkeeping call is for admins (ADR 023).
export const EXPECTED: ExpectedAccess = {
  'POST /api/transactions/classify': 'admin',
  'POST /api/credit-reconciliation/process': 'admin',
  'POST /api/check-reconciliation/process': 'admin',
  'GET /api/bookkeeping/results/:id': 'admin',
  'GET /api/bookkeeping/classifier-rules': 'admin',
  'POST /api/bookkeeping/classifier-rules': 'admin',
  'PUT /api/bookkeeping/classifier-rules/:id': 'admin',
  'DELETE /api/bookkeeping/classifier-rules/:id': 'admin',
  'POST /api/bookkeeping/classifier-rules/reorder': 'admin',
  'POST /api/bookkeeping/classifier-rules/test': 'admin',
};
