import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCategoriesResponse } from '#shared/store-categories/store-categories';
import { apiRequest } from '#client/lib/api-request';

const STORE_CATEGORIES_QUERY_KEY = ['/api/shopify/categories'] as const;

/** The store platform's whole taxonomy, several thousand rows (spec 03 §7). */
const getStoreCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: STORE_CATEGORIES_QUERY_KEY,
    queryFn: () => apiRequest<StoreCategoriesResponse>('GET', '/api/shopify/categories'),
  });

export const useStoreCategories = () => useQuery(getStoreCategoriesQueryOptions());
