import { useQuery } from '@tanstack/react-query';
import type { MyBadges } from '#shared/quizzes/schemas';
import { apiRequest } from '#client/lib/api-request';
import { useAuth } from '#client/features/auth/auth-context';
import { QUIZ_KEYS } from './quiz-keys';

/** GET /api/my-badges: only when signed in (spec 01 §6). */
export const useMyBadges = (isEnabled = true) => {
  const { user } = useAuth();
  return useQuery({
    queryKey: QUIZ_KEYS.myBadges,
    queryFn: () => apiRequest<MyBadges>('GET', '/api/my-badges'),
    enabled: Boolean(user) && isEnabled,
  });
};
