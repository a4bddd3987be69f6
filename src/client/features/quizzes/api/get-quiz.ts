import { useQuery } from '@tanstack/react-query';
import type { PublicQuiz } from '#shared/quizzes/schemas';
import { apiRequest } from '#client/lib/api-request';
import { QUIZ_KEYS } from './quiz-keys';

/** GET /api/quizzes/{id}: the quiz without its answers; one retry on failure (spec 02 §7). */
export const useQuiz = (id: number | null) =>
  useQuery({
    queryKey: QUIZ_KEYS.quiz(id ?? 0),
    queryFn: () => apiRequest<PublicQuiz>('GET', `/api/quizzes/${id}`),
    enabled: id !== null,
    retry: 1,
  });
