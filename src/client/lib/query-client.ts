import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-request';
import { getErrorStatus } from './error-message';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** GETs the path in queryKey[0]; with `returnNull`, a 401 answers null instead of failing. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const [path] = queryKey;
    if (typeof path !== 'string') throw new Error('The first query key must be the API path');
    try {
      return await apiRequest<T>('GET', path);
    } catch (error) {
      if (on401 === 'returnNull' && getErrorStatus(error) === 401) return null;
      throw error;
    }
  };
}

/** Spec 01 §7 and §9: no retry, fresh forever, no focus refetch, 5-minute garbage collection. */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
