import { useFormContext } from 'react-hook-form';
import { PRODUCT_ENTRY_TOASTS } from '#shared/product-entry/messages';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useGenerateDescription } from '../api/generate-description';

/** Generate Description (spec 02 §2 step 3): needs producer and type; fills the description. */
export function useDescriptionGenerator() {
  const { getValues, setValue } = useFormContext<ProductFormInput>();
  const mutation = useGenerateDescription();

  const generate = () => {
    if (mutation.isPending) return;
    const { producer, type, title, typeSpecificFields } = getValues();
    if (!producer.trim() || !type.trim()) {
      toast({ ...PRODUCT_ENTRY_TOASTS.missingInformation, variant: 'destructive' });
      return;
    }
    mutation.mutate(
      { producer, type, title: title ?? '', typeSpecificFields },
      {
        onSuccess: ({ description, confidence }) => {
          setValue('description', description, { shouldDirty: true });
          toast(PRODUCT_ENTRY_TOASTS.descriptionGenerated(confidence));
        },
        onError: (error) =>
          toast({ ...PRODUCT_ENTRY_TOASTS.generationFailed(getErrorMessage(error)), variant: 'destructive' }),
      },
    );
  };

  return { generate, isGenerating: mutation.isPending };
}
