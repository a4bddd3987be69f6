import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../../shared/auth/schemas';
import { getQueryFn } from '../../../lib/query-client';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** The current user; a 401 answers null, meaning "not signed in" (spec 01 §7). */
export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
  });

export const useUserQuery = () => useQuery(getUserQueryOptions());
