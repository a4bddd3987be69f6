import { zodResolver } from '@hookform/resolvers/zod';
import { useAction } from '#client/lib/use-action';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  TestCategoryInputSchema,
  type StoreCategory,
  type TestCategoryInput,
  type TestCategoryProduct,
} from '#shared/store-categories/store-categories';
import { findTestProduct, restoreCategory, useTestCategory } from '../api/test-category';

/** A test waiting for the person's yes: the category and the product it would change. */
export interface PendingTest {
  gid: string;
  product: TestCategoryProduct;
}

/** The test tool's form and request, held by the page so a clicked row can fill it in. */
export function useCategoryTestTool() {
  const form = useForm<TestCategoryInput>({
    resolver: zodResolver(TestCategoryInputSchema),
    defaultValues: { gid: '', productId: '' },
  });
  const mutation = useTestCategory();
  const [pending, setPending] = useState<PendingTest | null>(null);
  /** Step one: find the product named (id, SKU or barcode), to name it in the confirmation. */
  const lookup = useAction({
    mutationFn: (input: TestCategoryInput) => findTestProduct(input.productId),
    onSuccess: (product, input) => setPending({ gid: input.gid, product }),
  });
  /** Afterwards: puts the product's old category back. */
  const restore = useAction({ mutationFn: restoreCategory });
  const { setValue, clearErrors, setFocus, getValues } = form;
  const { reset: resetTest } = mutation;
  const { reset: resetLookup } = lookup;
  const { reset: resetRestore } = restore;
  const resetResult = useCallback(() => {
    resetTest();
    resetLookup();
    resetRestore();
  }, [resetTest, resetLookup, resetRestore]);

  /**
   * Step two, on the person's yes: the test itself, on the product they saw named. The question
   * stays open, its button busy, until the answer: closed at once, a second click of a double click
   * would land on the category list beneath and start over, clearing the result.
   */
  const { mutate: runTest } = mutation;
  const confirm = useCallback(() => {
    if (!pending) return;
    resetRestore();
    runTest({ gid: pending.gid, productId: pending.product.id }, { onSettled: () => setPending(null) });
  }, [pending, runTest, resetRestore]);

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

  return { form, mutation, lookup, pending, setPending, confirm, restore, resetResult, prefill };
}

export type CategoryTestTool = ReturnType<typeof useCategoryTestTool>;
