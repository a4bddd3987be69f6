import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { WIZARD_STEPS } from '../../../../shared/product-entry/messages';
import type { ProductForm, ProductFormInput } from '../../../../shared/product-entry/product-form-schema';
import { PRODUCT_FORM_DEFAULTS } from '../product-form-defaults';
import { productFormResolver } from '../product-form-resolver';
import { useProductCreation } from './use-product-creation';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

export const LAST_STEP = WIZARD_STEPS.length;

/**
 * The wizard's state: one react-hook-form over the shared product schema, the current step
 * (moving applies no validation, spec 02 §2), the SKU's manual flag and the label stores.
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
  const creation = useProductCreation(form, labelStores);
  const hasChanges = form.formState.isDirty || labelStores.length > 0;
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
    ...creation,
  };
}

export type ProductWizard = ReturnType<typeof useProductWizard>;
