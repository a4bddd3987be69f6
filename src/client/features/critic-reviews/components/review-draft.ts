import { z } from 'zod';
import { UpdateReviewInputSchema } from '#shared/critic-reviews/critic-reviews';
import { CRITIC_MESSAGES as M } from '#shared/critic-reviews/messages';

/** The review form's fields; the variant and whether Overwrite applies come from the screen. */
export interface ReviewDraft {
  reviewerName: string;
  reviewerScore: string;
  reviewerText: string;
  overwrite: boolean;
}

export const EMPTY_REVIEW_DRAFT: ReviewDraft = {
  reviewerName: '',
  reviewerScore: '',
  reviewerText: '',
  overwrite: false,
};

/**
 * The form read into the route's own schema for one variant: a blank field is the spec's one
 * message for all three (spec 03 §5); Overwrite counts only where the variant has a review to overwrite.
 */
export const reviewDraftSchema = (variantId: string, canOverwrite: boolean) =>
  z
    .strictObject({
      reviewerName: z.string(),
      reviewerScore: z.string(),
      reviewerText: z.string(),
      overwrite: z.boolean(),
    })
    .transform((draft, ctx) => {
      if (!draft.reviewerName.trim() || !draft.reviewerScore.trim() || !draft.reviewerText.trim()) {
        ctx.addIssue({ code: 'custom', path: ['reviewerName'], message: M.allFieldsRequired });
        return z.NEVER;
      }
      return { ...draft, variantId, overwrite: canOverwrite && draft.overwrite };
    })
    .pipe(UpdateReviewInputSchema);
