import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/helpdesk/categories': 'user',
  'GET /api/helpdesk/entries': 'user',
  'POST /api/helpdesk/create': 'admin',
  'PUT /api/helpdesk/entries/:id': 'admin',
  'DELETE /api/helpdesk/entries/:id': 'admin',
  'POST /api/helpdesk/refresh': 'admin',
  'POST /api/youtube/validate-video': 'admin',
  'POST /api/youtube/upload-video': 'admin',
  'GET /api/helpdesk/videos/:videoId': 'user',
  'GET /api/helpdesk/videos/:videoId/thumbnail': 'user',
};
