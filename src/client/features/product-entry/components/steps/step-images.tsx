import { ImagePlus, Info } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { MAX_IMAGES, validateImageUrl } from '#shared/product-entry/image-url';
import { PRODUCT_ENTRY_TOASTS } from '#shared/product-entry/messages';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';
import { Alert, AlertDescription } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { toast } from '#client/lib/use-toast';
import { ImageListItem } from './image-list-item';
import { limitOf } from '#client/features/product-entry/field-limits';

const move = (list: readonly string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** Step 4: Product Images. The first URL is the main image (spec 02 §2). */
export function StepImages() {
  const { watch, setValue, formState } = useFormContext<ProductFormInput>();
  const images = watch('images') ?? [];
  const [draft, setDraft] = useState('');
  const isFull = images.length >= MAX_IMAGES;
  const update = (next: string[]) =>
    setValue('images', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const addImage = () => {
    const check = validateImageUrl(draft);
    if (!check.isValid) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    update([...images, check.url]);
    setDraft('');
    toast(PRODUCT_ENTRY_TOASTS.imageAdded);
  };

  return (
    <div className="grid gap-6">
      <Alert variant="info">
        <Info aria-hidden="true" />
        <AlertDescription>
          Images should be at least 1000x1000 pixels and served over HTTPS. The first image is the main product image.
        </AlertDescription>
      </Alert>
      <div className="grid gap-2">
        <Label htmlFor="imageUrl">Image URL</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="imageUrl"
            {...limitOf('images')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://example.com/images/product.jpg"
            value={draft}
            disabled={isFull}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              addImage();
            }}
          />
          <Button type="button" onClick={addImage} disabled={isFull}>
            <ImagePlus aria-hidden="true" />
            Add Image
          </Button>
        </div>
        {isFull ? <p className="text-xs text-muted-foreground">At most {MAX_IMAGES} images.</p> : null}
        <FormMessage className="text-xs">{formState.errors.images?.message}</FormMessage>
      </div>
      {images.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          No images added yet.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Product images">
          {images.map((url, index) => (
            <ImageListItem
              key={`${index}-${url}`}
              url={url}
              index={index}
              count={images.length}
              error={formState.errors.images?.[index]?.message}
              onMove={(to) => update(move(images, index, to))}
              onRemove={() => update(images.filter((_, position) => position !== index))}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
