/** Query keys of the quizzes area; the dashboard reads `['/api/quizzes/current']` with the same key. */
export const QUIZ_KEYS = {
  all: ['/api/quizzes'] as const,
  results: ['/api/quizzes/results'] as const,
  active: ['/api/quizzes/active'] as const,
  current: ['/api/quizzes/current'] as const,
  past: ['/api/quizzes/past'] as const,
  quiz: (id: number) => ['/api/quizzes', id] as const,
  myResults: ['/api/my-quiz-results'] as const,
  myBadges: ['/api/my-badges'] as const,
};
