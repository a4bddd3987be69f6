import { Controller, useFormContext } from 'react-hook-form';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';
import { CRITIC_SCORE_MAX, CRITIC_SCORE_MIN, REVIEWERS } from '#shared/product-entry/reviewers';
import { Input } from '#client/components/ui/input';
import { NUMBER_FIELD } from '#client/features/product-entry/product-form-defaults';
import { Combobox } from '../fields/combobox';
import { descriptionId, Field } from '../fields/field';
import { Textarea } from '../fields/textarea';
import { FormSection } from '../form-section';
import { limitOf } from '#client/features/product-entry/field-limits';

/** The optional critic review of step 3; left blank, no review is sent. */
export function CriticReviewFields() {
  const { register, control, formState } = useFormContext<ProductFormInput>();
  const errors = formState.errors.criticReview;
  return (
    <FormSection title="Critic review" description="Optional. Leave blank when there is no review.">
      <Field id="reviewerName" label="Reviewer" error={errors?.reviewerName?.message}>
        <Controller
          control={control}
          name="criticReview.reviewerName"
          render={({ field }) => (
            <Combobox
              id="reviewerName"
              label="critics and publications"
              value={field.value ?? ''}
              onChange={field.onChange}
              options={REVIEWERS}
              placeholder="Select a critic or publication"
              isInvalid={Boolean(errors?.reviewerName)}
              describedBy={descriptionId('reviewerName')}
            />
          )}
        />
      </Field>
      <Field
        id="criticScore"
        label="Score"
        hint={`${CRITIC_SCORE_MIN}-${CRITIC_SCORE_MAX}`}
        error={errors?.score?.message}
      >
        <Input
          id="criticScore"
          type="number"
          min={CRITIC_SCORE_MIN}
          max={CRITIC_SCORE_MAX}
          step="1"
          inputMode="numeric"
          aria-describedby={descriptionId('criticScore')}
          aria-invalid={Boolean(errors?.score) || undefined}
          {...register('criticReview.score', NUMBER_FIELD)}
        />
      </Field>
      <Field id="reviewText" label="Review Text" className="sm:col-span-2" error={errors?.reviewText?.message}>
        <Textarea
          id="reviewText"
          rows={4}
          placeholder="The critic's tasting note"
          aria-describedby={descriptionId('reviewText')}
          {...limitOf('criticReview.reviewText')}
          {...register('criticReview.reviewText')}
        />
      </Field>
    </FormSection>
  );
}
