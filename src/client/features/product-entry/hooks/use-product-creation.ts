import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import { PRODUCT_ENTRY_TOASTS } from '#shared/product-entry/messages';
import type { ProductForm, ProductFormInput } from '#shared/product-entry/product-form-schema';
import { buildTitle } from '#shared/product-entry/title';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { addToLabelQueue } from '../api/add-to-label-queue';
import { useCreateProduct } from '../api/create-product';
import { createIdempotencyKey } from '#client/lib/idempotency-key';
import { collectFormIssues } from '../form-issues';
import { variantsPricedUnderCost, type UnderCostVariant } from '#shared/product-entry/variants';

/**
 * Spec 02 §2 step 5: labels for the new product at the chosen stores. A label's title is the
 * product's title, built as the server builds it when Title was left empty (ADR 066), never
 * producer and type alone; the server prints the catalogue's title in any case.
 */
async function queueNewProductLabels(product: ProductForm, stores: readonly string[], idempotencyKey: string) {
  if (stores.length === 0) return;
  const title = buildTitle(product);
  try {
    await addToLabelQueue(
      { variantSku: product.sku, title, stores: [...stores], labelType: 'New Product' },
      idempotencyKey,
    );
  } catch (error) {
    // Spec 02 §7: the product exists; a missing label queue must never block or alarm.
    console.warn('New Product label queue could not be created', error);
  }
}

/**
 * Create Product (spec 02 §2 step 5, §4): validate with the shared schema, POST once per
 * wizard run (the Idempotency-Key makes double clicks and retries safe), queue the labels,
 * refresh the product list and dashboard stats, and go to the dashboard.
 */
export function useProductCreation(
  form: UseFormReturn<ProductFormInput, unknown, ProductForm>,
  labelStores: readonly string[],
  /** After the product exists, before leaving the wizard: e.g. delete the draft it came from. */
  afterCreate: () => Promise<void> = async () => undefined,
) {
  const [idempotencyKey] = useState(createIdempotencyKey);
  const [isCreated, setIsCreated] = useState(false);
  const isInFlight = useRef(false);
  const mutation = useCreateProduct();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const [underCost, setUnderCost] = useState<{ product: ProductForm; variants: UnderCostVariant[] } | null>(null);

  const onValid = async (product: ProductForm, isUnderCostConfirmed = false) => {
    if (isInFlight.current) return;
    // A variant priced under its cost is allowed, once the person has said so (issue 26.9).
    const variants = variantsPricedUnderCost(product);
    if (variants.length > 0 && !isUnderCostConfirmed) {
      setUnderCost({ product, variants });
      return;
    }
    isInFlight.current = true;
    try {
      const created = await mutation.mutateAsync({ product, idempotencyKey });
      setIsCreated(true);
      toast(PRODUCT_ENTRY_TOASTS.productCreated(created.id));
      await queueNewProductLabels(product, labelStores, idempotencyKey);
      await afterCreate();
      void queryClient.invalidateQueries({ queryKey: ['/api/products'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] });
      navigate('/');
    } catch (error) {
      toast({ ...PRODUCT_ENTRY_TOASTS.productCreationFailed(getErrorMessage(error)), variant: 'destructive' });
    } finally {
      isInFlight.current = false;
    }
  };

  const onInvalid = (errors: FieldErrors<ProductFormInput>) => {
    const [first] = collectFormIssues(errors);
    toast({
      ...PRODUCT_ENTRY_TOASTS.productCreationFailed(first?.message ?? 'Please check the form.'),
      variant: 'destructive',
    });
  };

  return {
    create: form.handleSubmit((product) => onValid(product), onInvalid),
    underCost: underCost?.variants ?? null,
    confirmUnderCost: () => {
      const pending = underCost;
      setUnderCost(null);
      if (pending) void onValid(pending.product, true);
    },
    cancelUnderCost: () => setUnderCost(null),
    isCreating: mutation.isPending || form.formState.isSubmitting || isCreated,
    isCreated,
  };
}
