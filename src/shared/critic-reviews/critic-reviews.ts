import { z } from 'zod';
import { REVIEWERS } from '../product-entry/reviewers';
import { SearchProductSchema } from '../products/product-search';
import { positiveInt32 } from '../validation/numbers';
import { multiLineText, singleLineText } from '../validation/text';
import { CRITIC_MESSAGES as M } from './messages';

export { REVIEWERS };
export const REVIEWER_SCORE_MAX = 20;
export const REVIEWER_TEXT_MAX = 5000;

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/[1-9]\d{0,18}$/;

const trimmed = (label: string, max: number, typeError: string) =>
  singleLineText({ max, label, trim: true, typeError });

/** POST /api/critic-reviews/search: by barcode, then by handle (spec 03 §7). */
export const CriticSearchInputSchema = z
  .strictObject({
    barcode: trimmed('Barcode', 64, 'barcode must be text'),
    handle: trimmed('Handle', 255, 'handle must be text'),
  })
  .refine((input) => input.barcode !== '' || input.handle !== '', { message: M.barcodeRequired, path: ['barcode'] });
export type CriticSearchInput = z.infer<typeof CriticSearchInputSchema>;

export const CriticSearchResponseSchema = z.strictObject({ products: z.array(SearchProductSchema) });
export type CriticSearchResponse = z.infer<typeof CriticSearchResponseSchema>;

/** Spec 03 §3 "Critic queue item". */
const CriticQueueItemSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  handle: z.string(),
  barcode: z.string(),
});
export type CriticQueueItem = z.infer<typeof CriticQueueItemSchema>;

/** GET /api/critic-reviews/queue: the records not yet edited, oldest first. */
export const CriticQueueResponseSchema = z.strictObject({ products: z.array(CriticQueueItemSchema) });
export type CriticQueueResponse = z.infer<typeof CriticQueueResponseSchema>;

/** GET /api/critic-reviews/lookup-sku?sku= */
export const LookupSkuQuerySchema = z.strictObject({
  sku: singleLineText({ max: 66, label: 'SKU', trim: true, typeError: M.skuRequired }).min(1, M.skuRequired),
});

export const LookupSkuResponseSchema = z.strictObject({
  success: z.boolean(),
  product: z
    .strictObject({
      id: z.string(),
      title: z.string(),
      handle: z.string(),
      barcode: z.string().nullable(),
      sku: z.string().nullable(),
    })
    .nullable(),
  error: z.string().nullable(),
});
export type LookupSkuResponse = z.infer<typeof LookupSkuResponseSchema>;

/** POST /api/critic-reviews/add-to-queue; `user` is the signed-in username (spec 03 "Add to Critic Review Queue"). */
export const CriticAddInputSchema = z.strictObject({
  handle: trimmed('Handle', 255, 'handle is required').min(1, 'handle is required'),
  barcode: trimmed('Barcode', 64, 'barcode must be text'),
  user: trimmed('User', 100, 'user is required').min(1, 'user is required'),
});
export type CriticAddInput = z.infer<typeof CriticAddInputSchema>;

export const CriticAddResponseSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  recordId: z.number().int(),
  isNew: z.boolean(),
});
export type CriticAddResponse = z.infer<typeof CriticAddResponseSchema>;

const required = (label: string, max: number, multiLine = false) =>
  (multiLine ? multiLineText : singleLineText)({ max, label, trim: true, typeError: M.allFieldsRequired }).min(
    1,
    M.allFieldsRequired,
  );

/** POST /api/critic-reviews/update-review (spec 03 §5: all three required; the name from the list). */
export const UpdateReviewInputSchema = z.strictObject({
  variantId: z.string({ error: 'variantId is required' }).regex(VARIANT_GID, 'variantId must be a variant id'),
  reviewerName: required('Reviewer name', 100).refine(
    (name) => (REVIEWERS as readonly string[]).includes(name),
    M.reviewerUnknown,
  ),
  reviewerScore: required('Reviewer score', REVIEWER_SCORE_MAX),
  reviewerText: required('Review text', REVIEWER_TEXT_MAX, true),
  overwrite: z.boolean({ error: 'overwrite must be true or false' }),
});
export type UpdateReviewInput = z.infer<typeof UpdateReviewInputSchema>;

export const UpdateReviewResponseSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  slot: z.enum(['first', 'second']),
});
export type UpdateReviewResponse = z.infer<typeof UpdateReviewResponseSchema>;

/** POST /api/critic-reviews/mark-edited */
export const MarkEditedInputSchema = z.strictObject({ recordId: positiveInt32({ label: 'recordId' }) });

export const MarkEditedResponseSchema = z.strictObject({ success: z.literal(true) });

/** Whether the variant already carries a review (the Overwrite checkbox is shown then). */
export const hasReview = (review: { reviewer_name: string | null }) => Boolean(review.reviewer_name?.trim());
