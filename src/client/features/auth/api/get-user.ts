import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '#shared/auth/schemas';
import { clearAuthToken, readAuthToken } from '#client/lib/auth-token';
import { getQueryFn } from '#client/lib/query-client';
import { clearSignedInHint, hasSignedInHint } from '#client/lib/signed-in-hint';

export const USER_QUERY_KEY = ['/api/user'] as const;

const fetchUser = getQueryFn<PublicUser>({ on401: 'returnNull' });

/**
 * The current user; null means "not signed in" (spec 01 §7). The call is made only when the
 * browser holds a sign-in (the hint cookie or a stored token); a 401 then forgets both.
 */
const getUserQueryOptions = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: async (context): Promise<PublicUser | null> => {
      if (!hasSignedInHint() && !readAuthToken()) return null;
      const user = await fetchUser(context);
      if (!user) {
        clearSignedInHint();
        clearAuthToken();
      }
      return user;
    },
  });

export const useUserQuery = () => useQuery(getUserQueryOptions());
