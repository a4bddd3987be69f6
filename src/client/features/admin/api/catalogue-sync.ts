import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueSyncStatus } from '#shared/catalogue-sync/catalogue-sync';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';
import { useAction } from '#client/lib/use-action';

const CATALOGUE_SYNC_QUERY_KEY = ['/api/admin/catalogue-sync'] as const;
/** How often the card asks while a full sync runs, and otherwise (the lag keeps growing). */
const RUNNING_REFRESH_MS = 2_000;
const IDLE_REFRESH_MS = 30_000;

const catalogueSyncQueryOptions = (isAdmin: boolean) =>
  queryOptions({
    queryKey: CATALOGUE_SYNC_QUERY_KEY,
    queryFn: () => apiRequest<CatalogueSyncStatus>('GET', '/api/admin/catalogue-sync'),
    // Only admins may ask; the local catalogue answers `mirrored: false` once and is not asked again.
    enabled: isAdmin,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data?.mirrored) return false;
      return data.status === 'running' ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS;
    },
  });

export const useCatalogueSyncStatus = (isAdmin: boolean) => useQuery(catalogueSyncQueryOptions(isAdmin));

const startCatalogueSync = (_variables: void, idempotencyKey: string) =>
  apiRequest<CatalogueSyncStatus>('POST', '/api/admin/catalogue-sync', {}, idempotencyHeaders(idempotencyKey));

export function useStartCatalogueSync() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: startCatalogueSync,
    onSuccess: (status) => queryClient.setQueryData(CATALOGUE_SYNC_QUERY_KEY, status),
  });
}
