import { z } from 'zod';
import { positiveInt32 } from '../validation/numbers';
import { singleLineText } from '../validation/text';
import { ImageUrlsSchema } from './image-urls';
import { IMAGE_MESSAGES as M } from './messages';
import { SearchProductSchema } from '../products/product-search';

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/[1-9]\d{0,18}$/;
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/[1-9]\d{0,18}$/;

export const productId = z.string({ error: M.noProductSelected }).regex(PRODUCT_GID, M.noProductSelected);
const variantId = z
  .string({ error: 'variantId must be a variant id' })
  .regex(VARIANT_GID, 'variantId must be a variant id');

/** POST /api/images/update (spec 03 §7). */
export const ImageUpdateInputSchema = z.strictObject({ productId, imageUrls: ImageUrlsSchema });
export type ImageUpdateInput = z.infer<typeof ImageUpdateInputSchema>;

export const ImageUpdateResponseSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  productId: z.string(),
  images: z.array(z.strictObject({ id: z.string(), src: z.string(), alt: z.string().nullable() })),
});
export type ImageUpdateResponse = z.infer<typeof ImageUpdateResponseSchema>;

const IMAGE_REVIEW_STATUSES = ['pending', 'updated'] as const;

/** Spec 03 §3 "Image review record", with the ids the update needs. */
const ImageReviewRecordSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  variantSku: z.string().nullable(),
  status: z.enum(IMAGE_REVIEW_STATUSES),
  imageUrl: z.string().nullable(),
  productId: z.string(),
  variantId: z.string(),
});
export type ImageReviewRecord = z.infer<typeof ImageReviewRecordSchema>;

/** GET /api/image-review/pending: the pending records, oldest first. */
export const PendingImageReviewsResponseSchema = z.strictObject({ records: z.array(ImageReviewRecordSchema) });
export type PendingImageReviewsResponse = z.infer<typeof PendingImageReviewsResponseSchema>;

/** POST /api/image-review/update (spec 03 §7). */
export const ImageReviewUpdateInputSchema = z.strictObject({
  recordId: positiveInt32({ label: 'recordId' }),
  imageUrls: ImageUrlsSchema,
});
export type ImageReviewUpdateInput = z.infer<typeof ImageReviewUpdateInputSchema>;

export const ImageReviewUpdateResponseSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  record: ImageReviewRecordSchema,
});
export type ImageReviewUpdateResponse = z.infer<typeof ImageReviewUpdateResponseSchema>;

/** POST /api/image-review/add-to-queue (spec 03 §7). */
export const ImageReviewAddInputSchema = z.strictObject({
  variantIds: z.array(variantId, { error: 'variantIds must be a list' }).min(1, M.noVariantsSelected).max(250),
});
export type ImageReviewAddInput = z.infer<typeof ImageReviewAddInputSchema>;

export const ImageReviewAddResponseSchema = z.strictObject({ addedCount: z.number().int().min(0) });
export type ImageReviewAddResponse = z.infer<typeof ImageReviewAddResponseSchema>;

/** POST /api/image-review/search: Add to Image Review Queue looks by SKU, barcode or name at once. */
export const ImageReviewSearchInputSchema = z.strictObject({
  term: singleLineText({ max: 255, label: 'Search term', trim: true, typeError: M.searchTermRequired }).min(
    1,
    M.searchTermRequired,
  ),
});

export const ImageReviewSearchResponseSchema = z.strictObject({ products: z.array(SearchProductSchema) });
export type ImageReviewSearchResponse = z.infer<typeof ImageReviewSearchResponseSchema>;
