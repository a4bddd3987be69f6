import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkChange, BulkEdit } from '#shared/product-list/bulk-edit';
import type { ProductListFacets, ProductListPage } from '#shared/product-list/product-list';
import { apiRequest, postForm } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

/** One page of the list for the URL's query string (the list's state, as bookmarked). */
export const useProductListPage = (search: string) =>
  useQuery({
    queryKey: ['/api/products/list', search],
    queryFn: () => apiRequest<ProductListPage>('GET', `/api/products/list${search ? `?${search}` : ''}`),
    placeholderData: keepPreviousData,
  });

export const useProductListFacets = () =>
  useQuery({
    queryKey: ['/api/products/list/facets'],
    queryFn: () => apiRequest<ProductListFacets>('GET', '/api/products/list/facets'),
    staleTime: 60_000,
  });

export const useBulkEdit = (id: number | null, isRunning: boolean) =>
  useQuery({
    queryKey: ['/api/products/bulk-edits', id],
    queryFn: () => apiRequest<BulkEdit>('GET', `/api/products/bulk-edits/${id}`),
    enabled: id !== null,
    refetchInterval: isRunning ? 1_000 : false,
  });

export type BulkSelection = { variantIds: string[] } | { filter: Record<string, string> };

export const createBulkEdit = (selection: BulkSelection, change: BulkChange) =>
  apiRequest<BulkEdit>('POST', '/api/products/bulk-edits', { selection, change });

export const startBulkStep = (id: number, step: 'apply' | 'undo', idempotencyKey: string) =>
  apiRequest<{ jobId: string; bulkEditId: number }>(
    'POST',
    `/api/products/bulk-edits/${id}/${step}`,
    undefined,
    idempotencyHeaders(idempotencyKey),
  );

/** Sends a CSV of SKU, price and cost; answers the import's preview. */
export async function importPriceCsv(file: File): Promise<BulkEdit> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await postForm<BulkEdit>('/api/products/bulk-edits/import', body)).body;
}

/** Closing a bulk-edit or import dialog: the list is read again, since the batch may have changed it. */
export function useCloseAndRefreshList(onClose: () => void) {
  const queryClient = useQueryClient();
  return (open: boolean) => {
    if (open) return;
    void queryClient.invalidateQueries({ queryKey: ['/api/products/list'] });
    onClose();
  };
}
