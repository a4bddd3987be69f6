import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TypeTreeFull } from '#shared/type-tree/type-tree';
import { apiRequest } from '#client/lib/api-request';

/** Spec 02 §7: cached 5 minutes, no refetch on window focus. */
const getTypeTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/type-tree/full'],
    queryFn: () => apiRequest<TypeTreeFull>('GET', '/api/type-tree/full'),
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
  });

export const useTypeTree = () => useQuery(getTypeTreeQueryOptions());
