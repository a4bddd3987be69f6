import { Sparkles } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { DESCRIPTION_LIMIT, PRODUCT_ENTRY_TEXT } from '#shared/product-entry/messages';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { useDescriptionGenerator } from '#client/features/product-entry/hooks/use-description-generator';
import { descriptionId, Field } from '../fields/field';
import { Textarea } from '../fields/textarea';
import { CriticReviewFields } from './critic-review-fields';
import { limitOf } from '#client/features/product-entry/field-limits';

/** Step 3: Product Description (spec 02 §2). The 1000-character counter only informs. */
export function StepDescription() {
  const { register, watch, formState } = useFormContext<ProductFormInput>();
  const { errors } = formState;
  const { generate, isGenerating } = useDescriptionGenerator();
  const length = (watch('description') ?? '').length;

  return (
    <div className="grid gap-6">
      <div className="grid gap-4">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <Label htmlFor="description">Description</Label>
            <Button type="button" variant="outline" size="sm" onClick={generate} disabled={isGenerating}>
              {isGenerating ? <Spinner /> : <Sparkles aria-hidden="true" />}
              {isGenerating ? 'Generating...' : PRODUCT_ENTRY_TEXT.generateDescription}
            </Button>
          </div>
          <Textarea
            id="description"
            rows={8}
            placeholder="What the customer reads on the product page"
            aria-describedby="description-counter"
            aria-invalid={Boolean(errors.description) || undefined}
            {...limitOf('description')}
            {...register('description')}
          />
          <p
            id="description-counter"
            className={cn(
              'text-right text-xs tabular-nums',
              length > DESCRIPTION_LIMIT ? 'text-amber-700' : 'text-muted-foreground',
            )}
          >
            {length}/{DESCRIPTION_LIMIT}
          </p>
        </div>
        <Field id="producerDescription" label="Producer Description" error={errors.producerDescription?.message}>
          <Textarea
            id="producerDescription"
            rows={4}
            placeholder="About the producer, estate or brewery"
            aria-describedby={descriptionId('producerDescription')}
            {...limitOf('producerDescription')}
            {...register('producerDescription')}
          />
        </Field>
      </div>
      <CriticReviewFields />
    </div>
  );
}
