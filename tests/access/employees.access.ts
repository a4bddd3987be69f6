import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/exceptions/employees': 'user',
  'GET /api/employee-directory': 'user',
  'GET /api/employee-roster': 'admin',
  'POST /api/exceptions/employees/refresh': 'admin',
  'POST /api/employee-roster/add': 'admin',
  'POST /api/employee-roster/remove': 'admin',
  'PUT /api/employee-roster/:id': 'admin',
  'PUT /api/employee-roster/:id/account': 'admin',
};
