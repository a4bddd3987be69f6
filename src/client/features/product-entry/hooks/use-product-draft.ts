import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import {
  PRODUCT_DRAFT_MESSAGES as M,
  type ProductDraftForm,
  type ProductDraftInput,
} from '#shared/product-drafts/product-drafts';
import type { ProductForm, ProductFormInput } from '#shared/product-entry/product-form-schema';
import { getErrorMessage } from '#client/lib/error-message';
import { createIdempotencyKey } from '#client/lib/idempotency-key';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import {
  PRODUCT_DRAFTS_KEY,
  deleteProductDraft,
  getDraftFromProduct,
  getProductDraft,
  saveProductDraft,
} from '../api/product-drafts';
import { PRODUCT_FORM_DEFAULTS } from '../product-form-defaults';

export const ENTRY_PATH = '/new-product-entry';

/** A draft's form over a fresh wizard's defaults, so every field is controlled again. */
export function formOfDraft(form: ProductDraftForm): ProductFormInput {
  const defaults = PRODUCT_FORM_DEFAULTS as ProductFormInput;
  const values = { ...defaults, ...form } as ProductFormInput;
  values.typeSpecificFields = { ...defaults.typeSpecificFields, ...form.typeSpecificFields };
  values.criticReview = { ...defaults.criticReview, ...(form.criticReview ?? {}) } as ProductFormInput['criticReview'];
  return values;
}

interface WizardState {
  step: number;
  isSkuManual: boolean;
  labelStores: string[];
  restore(input: ProductDraftInput): void;
}

/**
 * Save Draft and its return: the wizard saved on the server as the person's draft (a new one, or
 * over the draft it was resumed from), `?draft=<id>` in the address so a reload resumes it, and
 * `?duplicate=<product id>` to start from a copy of a product (Product Editor's Duplicate).
 */
export function useProductDraft(form: UseFormReturn<ProductFormInput, unknown, ProductForm>, wizard: WizardState) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [draftId, setDraftId] = useState<number | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const loaded = useRef<string | null>(null);
  const { restore } = wizard;

  useEffect(() => {
    const params = new URLSearchParams(search);
    const draftParam = Number(params.get('draft'));
    const productId = params.get('duplicate');
    const wanted =
      Number.isInteger(draftParam) && draftParam > 0
        ? `draft:${draftParam}`
        : productId
          ? `product:${productId}`
          : null;
    if (!wanted || wanted === loaded.current) return;
    loaded.current = wanted;
    setIsLoading(true);
    const load = wanted.startsWith('draft:')
      ? getProductDraft(draftParam).then((draft) => {
          restore(draft.draft);
          setDraftId(draft.id);
        })
      : getDraftFromProduct(productId as string).then((copy) => {
          restore(copy.draft);
          setDraftId(null);
          toast({ title: `Copied from ${copy.sourceTitle}`, description: 'Enter the new SKU and barcode.' });
        });
    load
      .catch((error: unknown) =>
        toast({ title: M.notFound, description: getErrorMessage(error), variant: 'destructive' }),
      )
      .finally(() => setIsLoading(false));
  }, [search, restore]);

  const save = useAction({
    mutationFn: saveProductDraft,
    onSuccess: (draft) => {
      setDraftId(draft.id);
      loaded.current = `draft:${draft.id}`;
      // What is saved is the new baseline: the form has no unsaved changes left.
      form.reset(form.getValues());
      navigate(`${ENTRY_PATH}?draft=${draft.id}`, { replace: true });
      void queryClient.invalidateQueries({ queryKey: PRODUCT_DRAFTS_KEY });
      toast({ title: M.saved, description: draft.name });
    },
    onError: (error) => toast({ title: M.saveFailed, description: getErrorMessage(error), variant: 'destructive' }),
  });

  const saveDraft = useCallback(() => {
    const input: ProductDraftInput = {
      form: form.getValues() as ProductDraftForm,
      step: wizard.step,
      isSkuManual: wizard.isSkuManual,
      labelStores: wizard.labelStores,
    };
    save.mutate({ id: draftId, input });
  }, [form, wizard.step, wizard.isSkuManual, wizard.labelStores, draftId, save]);

  /** Once the product exists its draft has served: delete it (quietly; it can be deleted by hand). */
  const discardAfterCreate = useCallback(async () => {
    if (draftId === null) return;
    try {
      await deleteProductDraft(draftId, createIdempotencyKey());
      void queryClient.invalidateQueries({ queryKey: PRODUCT_DRAFTS_KEY });
    } catch (error) {
      console.warn('The draft of the created product could not be deleted', error);
    }
  }, [draftId, queryClient]);

  return {
    draftId,
    isLoadingDraft: isLoading,
    saveDraft,
    isSavingDraft: save.isPending,
    discardAfterCreate,
    /** Leaves the current draft: the next Save Draft makes a new one. */
    forgetDraft: () => setDraftId(null),
  };
}
