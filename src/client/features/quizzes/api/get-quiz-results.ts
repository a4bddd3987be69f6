import { useQuery } from '@tanstack/react-query';
import type { AdminQuizResult } from '#shared/quizzes/schemas';
import { apiRequest } from '#client/lib/api-request';
import { QUIZ_KEYS } from './quiz-keys';

/** GET /api/quizzes/results (admin): every result. */
export const useQuizResults = () =>
  useQuery({
    queryKey: QUIZ_KEYS.results,
    queryFn: () => apiRequest<AdminQuizResult[]>('GET', '/api/quizzes/results'),
  });
