import { useState } from 'react';
import {
  hasReview,
  REVIEWER_SCORE_MAX,
  REVIEWER_TEXT_MAX,
  REVIEWERS,
  UpdateReviewInputSchema,
  type UpdateReviewInput,
} from '../../../../shared/critic-reviews/critic-reviews';
import { CRITIC_MESSAGES as M } from '../../../../shared/critic-reviews/messages';
import type { SearchVariant } from '../../../../shared/products/product-search';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/use-toast';

interface ReviewFormProps {
  variant: SearchVariant;
  submitLabel: string;
  isPending: boolean;
  onSubmit(input: UpdateReviewInput): void;
}

/** Reviewer Name, Reviewer Score and Review Text, with Overwrite when the variant already has a review. */
export function ReviewForm({ variant, submitLabel, isPending, onSubmit }: ReviewFormProps) {
  const [reviewerName, setReviewerName] = useState('');
  const [reviewerScore, setReviewerScore] = useState('');
  const [reviewerText, setReviewerText] = useState('');
  const [overwrite, setOverwrite] = useState(false);
  const existing = variant.reviewMetafields;
  const showOverwrite = hasReview(existing);

  return (
    <form
      className="grid gap-4"
      aria-label="Critic review"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reviewerName.trim() || !reviewerScore.trim() || !reviewerText.trim())
          return toast({ title: M.allFieldsRequired, variant: 'destructive' });
        const parsed = UpdateReviewInputSchema.safeParse({
          variantId: variant.id,
          reviewerName,
          reviewerScore,
          reviewerText,
          overwrite: showOverwrite && overwrite,
        });
        if (!parsed.success)
          return toast({ title: parsed.error.issues[0]?.message ?? M.allFieldsRequired, variant: 'destructive' });
        onSubmit(parsed.data);
      }}
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
          value={reviewerName}
          onChange={(event) => setReviewerName(event.target.value)}
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
          value={reviewerScore}
          maxLength={REVIEWER_SCORE_MAX}
          onChange={(event) => setReviewerScore(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="reviewer-text">Review Text</Label>
        <textarea
          id="reviewer-text"
          className="min-h-28 rounded-md border border-input bg-card px-3 py-2 text-sm"
          value={reviewerText}
          maxLength={REVIEWER_TEXT_MAX}
          onChange={(event) => setReviewerText(event.target.value)}
        />
      </div>
      {showOverwrite ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={overwrite} onChange={(event) => setOverwrite(event.target.checked)} />
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
