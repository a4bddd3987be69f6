import { useQuery } from '@tanstack/react-query';
import type { AdminQuiz } from '#shared/quizzes/schemas';
import { apiRequest } from '#client/lib/api-request';
import { QUIZ_KEYS } from './quiz-keys';

/** GET /api/quizzes (admin): every quiz, newest week first. */
export const useQuizzes = () =>
  useQuery({ queryKey: QUIZ_KEYS.all, queryFn: () => apiRequest<AdminQuiz[]>('GET', '/api/quizzes') });
