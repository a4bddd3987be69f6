import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import {
  TestCategoryInputSchema,
  type StoreCategory,
  type TestCategoryInput,
} from '../../../../shared/store-categories/store-categories';
import { useTestCategory } from '../api/test-category';

/** The test tool's form and request, held by the page so a clicked row can fill it in. */
export function useCategoryTestTool() {
  const form = useForm<TestCategoryInput>({
    resolver: zodResolver(TestCategoryInputSchema),
    defaultValues: { gid: '', productId: '' },
  });
  const mutation = useTestCategory();
  const { setValue, clearErrors, setFocus, getValues } = form;
  const { reset: resetResult } = mutation;

  /** Fills in the category and moves on to the product (or to Test when the product is known). */
  const prefill = useCallback(
    (category: StoreCategory) => {
      setValue('gid', category.id, { shouldDirty: true });
      clearErrors('gid');
      resetResult();
      setFocus(getValues('productId').trim() ? 'gid' : 'productId');
    },
    [setValue, clearErrors, resetResult, setFocus, getValues],
  );

  return { form, mutation, prefill };
}

export type CategoryTestTool = ReturnType<typeof useCategoryTestTool>;
