import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ProductDraftInput } from '#shared/product-drafts/product-drafts';
import { WIZARD_STEPS } from '#shared/product-entry/messages';
import type { ProductForm, ProductFormInput } from '#shared/product-entry/product-form-schema';
import { PRODUCT_FORM_DEFAULTS } from '../product-form-defaults';
import { productFormResolver } from '../product-form-resolver';
import { formOfDraft, useProductDraft } from './use-product-draft';
import { useProductCreation } from './use-product-creation';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

export const LAST_STEP = WIZARD_STEPS.length;

/**
 * The wizard's state: one react-hook-form over the shared product schema, the current step
 * (moving applies no validation, spec 02 §2), the SKU's manual flag, the label stores, and the
 * server draft it is saved to.
 */
export function useProductWizard() {
  const form = useForm<ProductFormInput, unknown, ProductForm>({
    resolver: productFormResolver,
    defaultValues: PRODUCT_FORM_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [step, setStep] = useState(1);
  const [isSkuManual, setIsSkuManual] = useState(false);
  const [labelStores, setLabelStores] = useState<string[]>([]);
  const restore = useCallback(
    (input: ProductDraftInput) => {
      form.reset(formOfDraft(input.form));
      setStep(Math.min(Math.max(input.step, 1), LAST_STEP));
      setIsSkuManual(input.isSkuManual);
      setLabelStores(input.labelStores);
    },
    [form],
  );
  const draft = useProductDraft(form, { step, isSkuManual, labelStores, restore });
  const creation = useProductCreation(form, labelStores, draft.discardAfterCreate);
  const hasChanges = form.formState.isDirty || (labelStores.length > 0 && draft.draftId === null);
  useUnsavedChangesWarning(hasChanges && !creation.isCreated);

  return {
    form,
    step,
    goTo: (next: number) => setStep(Math.min(Math.max(next, 1), LAST_STEP)),
    hasChanges,
    isSkuManual,
    onSkuEdited: () => setIsSkuManual(true),
    labelStores,
    onLabelStoresChange: setLabelStores,
    ...draft,
    ...creation,
  };
}

export type ProductWizard = ReturnType<typeof useProductWizard>;
