import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/products/list': 'user',
  'GET /api/products/list/facets': 'user',
  'GET /api/products/list/export': 'user',
  'POST /api/products/bulk-edits': 'user',
  'POST /api/products/bulk-edits/import': 'user',
  'GET /api/products/bulk-edits/:id': 'user',
  'POST /api/products/bulk-edits/:id/apply': 'user',
  'POST /api/products/bulk-edits/:id/undo': 'user',
};
