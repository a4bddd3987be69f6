import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'POST /api/label-queue/add': 'user',
  'POST /api/label-queue/create-session': 'user',
  'GET /api/label-queue/session': 'user',
  'POST /api/label-queue/end-session': 'user',
  'GET /api/label-queue/all': 'user',
  'GET /api/label-queue/:id/details': 'user',
  'GET /api/label-queue/:id/zpl': 'user',
  'POST /api/label-queue/:id/print': 'user',
  'POST /api/label-queue/:id/download': 'user',
  'POST /api/labels/now': 'user',
};
