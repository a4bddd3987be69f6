import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TypeTreeCategory } from '#shared/type-tree/type-tree';
import { apiRequest } from '#client/lib/api-request';

const TYPE_CATEGORIES_QUERY_KEY = ['/api/type-tree/categories'] as const;

/** The top categories (product types), sorted by name on the server (spec 03 §7). */
const getTypeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: TYPE_CATEGORIES_QUERY_KEY,
    queryFn: () => apiRequest<TypeTreeCategory[]>('GET', '/api/type-tree/categories'),
  });

export const useTypeCategories = () => useQuery(getTypeCategoriesQueryOptions());
