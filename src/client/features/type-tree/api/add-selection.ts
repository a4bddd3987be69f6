import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import {
  compareSelectionValues,
  type AddSelectionInput,
  type CreatedSelection,
  type TypeTreeCategoryDetail,
} from '#shared/type-tree/type-tree';
import { apiRequest } from '#client/lib/api-request';
import { typeCategoryQueryKey } from './get-type-category';

/** The product-entry wizard reads its lists from here (spec 02 §3), so it must see new values too. */
const TYPE_TREE_FULL_QUERY_KEY = ['/api/type-tree/full'] as const;

const addSelection = (input: AddSelectionInput) =>
  apiRequest<CreatedSelection>('POST', '/api/type-tree/selections', input);

/** The category the subcategory belongs to travels along, so the right cache entry is updated. */
export interface AddSelectionVariables {
  categoryId: number;
  input: AddSelectionInput;
}

function withSelection(detail: TypeTreeCategoryDetail, created: CreatedSelection): TypeTreeCategoryDetail {
  return {
    ...detail,
    subcategories: detail.subcategories.map((subcategory) => {
      const isTarget = subcategory.id === created.subcategoryId;
      if (!isTarget || subcategory.selections.some((selection) => selection.id === created.id)) return subcategory;
      const selections = [...subcategory.selections, { id: created.id, value: created.value }];
      return { ...subcategory, selections: selections.sort((a, b) => compareSelectionValues(a.value, b.value)) };
    }),
  };
}

/**
 * Adds a value to a subcategory. The new value is written into the cached category at once;
 * the category and the full tree are then refetched to reconcile with the server.
 */
export function useAddSelection() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: ({ input }: AddSelectionVariables) => addSelection(input),
    onSuccess: (created, { categoryId }) => {
      const key = typeCategoryQueryKey(categoryId);
      queryClient.setQueryData<TypeTreeCategoryDetail>(key, (detail) =>
        detail ? withSelection(detail, created) : detail,
      );
      // Not awaited: the list already shows the value, and the form is free for the next one.
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: TYPE_TREE_FULL_QUERY_KEY });
    },
  });
}
