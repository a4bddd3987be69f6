import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  hasReview,
  REVIEWER_SCORE_MAX,
  REVIEWER_TEXT_MAX,
  REVIEWERS,
  type UpdateReviewInput,
} from '#shared/critic-reviews/critic-reviews';
import { CRITIC_MESSAGES as M } from '#shared/critic-reviews/messages';
import type { SearchVariant } from '#shared/products/product-search';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/use-toast';
import { EMPTY_REVIEW_DRAFT, reviewDraftSchema, type ReviewDraft } from './review-draft';

interface ReviewFormProps {
  variant: SearchVariant;
  submitLabel: string;
  isPending: boolean;
  onSubmit(input: UpdateReviewInput): void;
}

/** A refused review is told in a toast (spec 03 §5), the first field's message first. */
const toastFirstError = (errors: FieldErrors<ReviewDraft>) =>
  toast({
    title:
      errors.reviewerName?.message ??
      errors.reviewerScore?.message ??
      errors.reviewerText?.message ??
      M.allFieldsRequired,
    variant: 'destructive',
  });

/** Reviewer Name, Reviewer Score and Review Text, with Overwrite when the variant already has a review. */
export function ReviewForm({ variant, submitLabel, isPending, onSubmit }: ReviewFormProps) {
  const existing = variant.reviewMetafields;
  const showOverwrite = hasReview(existing);
  const schema = useMemo(() => reviewDraftSchema(variant.id, showOverwrite), [variant.id, showOverwrite]);
  const form = useForm<ReviewDraft, unknown, UpdateReviewInput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_REVIEW_DRAFT,
  });

  return (
    <form
      className="grid gap-4"
      aria-label="Critic review"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit, toastFirstError)(event)}
    >
      {showOverwrite ? (
        <div className="rounded-md border bg-muted p-3 text-sm" role="note">
          <p>
            Current review: <span className="font-medium">{existing.reviewer_name}</span>{' '}
            {existing.reviewer_score ?? ''}
          </p>
          {existing.reviewer_name2 ? (
            <p>
              Second review: <span className="font-medium">{existing.reviewer_name2}</span>{' '}
              {existing.reviewer_score2 ?? ''}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="reviewer-name">Reviewer Name</Label>
        <select
          id="reviewer-name"
          className="h-10 rounded-md border border-input bg-card px-3 text-sm"
          {...form.register('reviewerName')}
        >
          <option value="">Select a reviewer</option>
          {REVIEWERS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="reviewer-score">Reviewer Score</Label>
        <Input
          id="reviewer-score"
          placeholder="e.g. 95, A+, 4 stars"
          maxLength={REVIEWER_SCORE_MAX}
          {...form.register('reviewerScore')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="reviewer-text">Review Text</Label>
        <textarea
          id="reviewer-text"
          className="min-h-28 rounded-md border border-input bg-card px-3 py-2 text-sm"
          maxLength={REVIEWER_TEXT_MAX}
          {...form.register('reviewerText')}
        />
      </div>
      {showOverwrite ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...form.register('overwrite')} />
          Overwrite the existing review (otherwise this review is added as the second review)
        </label>
      ) : null}
      <div>
        <Button type="submit" disabled={isPending}>
          {isPending ? <Spinner /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
