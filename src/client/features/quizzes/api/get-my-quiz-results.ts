import { useQuery } from '@tanstack/react-query';
import type { QuizResult } from '#shared/quizzes/schemas';
import { apiRequest } from '#client/lib/api-request';
import { useAuth } from '#client/features/auth/auth-context';
import { QUIZ_KEYS } from './quiz-keys';

/** GET /api/my-quiz-results: runs only when a user exists (spec 02 §6); filtered by quiz on the client. */
export const useMyQuizResults = () => {
  const { user } = useAuth();
  return useQuery({
    queryKey: QUIZ_KEYS.myResults,
    queryFn: () => apiRequest<QuizResult[]>('GET', '/api/my-quiz-results'),
    enabled: Boolean(user),
  });
};
