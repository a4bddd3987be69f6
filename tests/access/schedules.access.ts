import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/schedule': 'user',
  'GET /api/schedule/personal': 'user',
  'GET /api/schedule/employees': 'user',
  'GET /api/schedule/test': 'user',
  'GET /api/schedule/week': 'admin',
  'POST /api/schedule/shifts': 'admin',
  'PUT /api/schedule/shifts/:id': 'admin',
  'DELETE /api/schedule/shifts/:id': 'admin',
  'PUT /api/schedule/closed-days': 'admin',
  'POST /api/schedule/copy-week': 'admin',
  'POST /api/schedule/import': 'admin',
  'GET /api/schedule/recipients': 'admin',
  'PUT /api/schedule/recipients/:store': 'admin',
  'POST /api/sick-day-notification': 'user',
  'POST /api/exceptions': 'admin',
  'GET /api/exceptions': 'admin',
  'PUT /api/exceptions/:id': 'admin',
  'DELETE /api/exceptions/:id': 'admin',
};
