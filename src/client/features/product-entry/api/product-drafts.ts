import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  DraftFromProduct,
  ProductDraft,
  ProductDraftInput,
  ProductDraftList,
} from '#shared/product-drafts/product-drafts';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

export const PRODUCT_DRAFTS_KEY = ['/api/product-drafts'] as const;

export const useProductDrafts = () =>
  useQuery(
    queryOptions({
      queryKey: PRODUCT_DRAFTS_KEY,
      queryFn: () => apiRequest<ProductDraftList>('GET', '/api/product-drafts'),
      staleTime: 0,
    }),
  );

export const getProductDraft = (id: number) => apiRequest<ProductDraft>('GET', `/api/product-drafts/${id}`);

export const getDraftFromProduct = (productId: string) =>
  apiRequest<DraftFromProduct>('GET', `/api/product-drafts/from-product?productId=${encodeURIComponent(productId)}`);

/** Saves the wizard as a new draft, or over the draft it was resumed from. */
export const saveProductDraft = ({ id, input }: { id: number | null; input: ProductDraftInput }, key: string) =>
  id === null
    ? apiRequest<ProductDraft>('POST', '/api/product-drafts', input, idempotencyHeaders(key))
    : apiRequest<ProductDraft>('PUT', `/api/product-drafts/${id}`, input, idempotencyHeaders(key));

export const deleteProductDraft = (id: number, key: string) =>
  apiRequest<{ success: true }>('DELETE', `/api/product-drafts/${id}`, undefined, idempotencyHeaders(key));
