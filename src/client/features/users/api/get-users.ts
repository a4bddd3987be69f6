import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedUser } from '#shared/users/users';
import { apiRequest } from '#client/lib/api-request';

export const USERS_QUERY_KEY = ['/api/users'] as const;

/**
 * Other people change what this list says (an invitee replaces the temporary password, so "Must
 * change password" goes): read it again each time the screen opens and when the window regains focus.
 */
export const useUsers = () =>
  useQuery(
    queryOptions({
      queryKey: USERS_QUERY_KEY,
      queryFn: () => apiRequest<ManagedUser[]>('GET', '/api/users'),
      staleTime: 0,
      refetchOnMount: 'always',
      refetchOnWindowFocus: true,
    }),
  );
