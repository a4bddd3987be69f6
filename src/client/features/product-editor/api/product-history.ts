import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductHistory, ProductRevertResponse } from '#shared/product-editor/product-history';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

export const productHistoryKey = (productId: string) => ['/api/product-history', productId] as const;

export const useProductHistory = (productId: string, enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: productHistoryKey(productId),
      queryFn: () =>
        apiRequest<ProductHistory>('GET', `/api/product-history?productId=${encodeURIComponent(productId)}`),
      staleTime: 0,
    }),
    enabled,
  });

export const revertChange = (entryId: number, key: string) =>
  apiRequest<ProductRevertResponse>('POST', '/api/product-history/revert', { entryId }, idempotencyHeaders(key));
