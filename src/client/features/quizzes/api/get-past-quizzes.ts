import { useQuery } from '@tanstack/react-query';
import type { PastQuiz } from '#shared/quizzes/schemas';
import { apiRequest } from '#client/lib/api-request';
import { QUIZ_KEYS } from './quiz-keys';

/** GET /api/quizzes/past: the training archive. */
export const usePastQuizzes = () =>
  useQuery({ queryKey: QUIZ_KEYS.past, queryFn: () => apiRequest<PastQuiz[]>('GET', '/api/quizzes/past') });
