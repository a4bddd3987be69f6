import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-request';

/** Only the id is read here; the quiz's other fields belong to the quizzes area (spec 02). */
export interface ActiveQuiz {
  id: number | string;
}

/**
 * Spec 01 §7: no retry. Asked of `/api/quizzes/current`, which answers null while no quiz is
 * active (the card is then dimmed) rather than the 404 of `/api/quizzes/active` (ADR 054).
 */
const getActiveQuizQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/quizzes/current'],
    queryFn: () => apiRequest<ActiveQuiz | null>('GET', '/api/quizzes/current'),
    retry: false,
  });

export const useActiveQuiz = () => useQuery(getActiveQuizQueryOptions());
