import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

/** Only the id is read here; the quiz's other fields belong to the quizzes area (spec 02). */
export interface ActiveQuiz {
  id: number | string;
}

/** Spec 01 §7: no retry; a failure (404 while no quiz is active) dims the quiz card. */
export const getActiveQuizQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/quizzes/active'],
    queryFn: () => apiRequest<ActiveQuiz>('GET', '/api/quizzes/active'),
    retry: false,
  });

export const useActiveQuiz = () => useQuery(getActiveQuizQueryOptions());
