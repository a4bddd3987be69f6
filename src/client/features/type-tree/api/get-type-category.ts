import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TypeTreeCategoryDetail } from '#shared/type-tree/type-tree';
import { apiRequest } from '#client/lib/api-request';

export const typeCategoryQueryKey = (categoryId: number) => ['/api/type-tree/category', categoryId] as const;

/** One category with its subcategories and their selections (spec 03 §7). */
const getTypeCategoryQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: typeCategoryQueryKey(categoryId),
    queryFn: () => apiRequest<TypeTreeCategoryDetail>('GET', `/api/type-tree/category/${categoryId}`),
  });

/** Idle until a category is picked. */
export const useTypeCategory = (categoryId: number | null) =>
  useQuery({ ...getTypeCategoryQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
