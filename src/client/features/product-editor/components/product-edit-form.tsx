import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { PRODUCT_EDITOR_MESSAGES as M, PRODUCT_EDITOR_TEXT as T } from '#shared/product-editor/messages';
import type { ProductEditInput, ProductEditResponse } from '#shared/product-editor/product-edit';
import type { SearchProduct } from '#shared/products/product-search';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorCode, getErrorMessage } from '#client/lib/error-message';
import { firstErrorMessage } from '#client/lib/first-error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { editProduct } from '../api/edit-product';
import {
  emptyNewVariant,
  productEditDraftOf,
  productEditDraftSchema,
  type ProductEditDraft,
} from './product-edit-draft';
import { ProductEditHeader } from './product-edit-header';
import { NewVariantCard, VariantEditCard } from './variant-edit-cards';

interface ProductEditFormProps {
  product: SearchProduct;
  locationId: string | null;
  locationName: string | null;
  /** After a save (or a refused stale save): search the product again by id (spec 03 §2). */
  onSaved(response: ProductEditResponse | null): void;
}

/** A refused save is told in a toast (spec 03 §7), the schema's first message. */
const toastFirstError = (errors: FieldErrors<ProductEditDraft>) =>
  toast({ title: M.saveFailed, description: firstErrorMessage(errors) ?? 'Check the values', variant: 'destructive' });

/** Single edit: the product's details (read-only), its variants and new variants. */
export function ProductEditForm({ product, locationId, locationName, onSaved }: ProductEditFormProps) {
  const schema = useMemo(() => productEditDraftSchema(product, locationId), [product, locationId]);
  const form = useForm<ProductEditDraft, unknown, ProductEditInput>({
    resolver: zodResolver(schema),
    defaultValues: productEditDraftOf(product),
  });
  const added = useFieldArray({ control: form.control, name: 'newVariants' });

  const save = useAction({
    mutationFn: editProduct,
    onSuccess: (response) => {
      const queued = response.labelsQueued.length
        ? ` · ${response.labelsQueued.length} label(s) queued for ${response.labelsQueued[0]?.store}`
        : '';
      toast({ title: 'Product Saved', description: `${response.message}${queued}` });
      onSaved(response);
    },
    onError: (error) => {
      toast({ title: M.saveFailed, description: getErrorMessage(error), variant: 'destructive' });
      if (getErrorCode(error) === 'stale_edit') onSaved(null);
    },
  });

  return (
    <form
      onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input), toastFirstError)(event)}
      className="grid gap-4"
      aria-label={`Edit ${product.title}`}
      noValidate
    >
      <ProductEditHeader product={product} />
      {product.variants.map((variant, index) => (
        <VariantEditCard key={variant.id} form={form} index={index} variant={variant} locationName={locationName} />
      ))}
      {added.fields.map((field, index) => (
        <NewVariantCard
          key={field.id}
          form={form}
          index={index}
          rowKey={field.key}
          onRemove={() => added.remove(index)}
        />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="outline" onClick={() => added.append(emptyNewVariant(), { shouldFocus: false })}>
          <Plus aria-hidden="true" />
          Add Variant
        </Button>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('addToImageUpdateQueue')} />
          {T.addToImageQueue}
        </label>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          Save Changes
        </Button>
      </div>
    </form>
  );
}
