import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'POST /api/quizzes': 'admin',
  'GET /api/quizzes': 'admin',
  'GET /api/quizzes/results': 'admin',
  'GET /api/quizzes/active': 'user',
  'GET /api/quizzes/current': 'user',
  'GET /api/quizzes/past': 'user',
  'GET /api/quizzes/:id': 'user',
  'POST /api/quizzes/:id/submit': 'user',
  'PUT /api/quizzes/:id': 'admin',
  'POST /api/quizzes/:id/deactivate': 'admin',
  'DELETE /api/quizzes/:id': 'admin',
  'GET /api/my-quiz-results': 'user',
  'GET /api/my-badges': 'user',
  'POST /api/quizzes/:id/watch': 'user',
  'GET /api/quizzes/report': 'admin',
  'POST /api/quizzes/:id/remind': 'admin',
  'GET /api/quizzes/results/export': 'admin',
};
