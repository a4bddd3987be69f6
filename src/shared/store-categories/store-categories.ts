import { z } from 'zod';
import { singleLineText } from '../validation/text';

export const STORE_CATEGORY_MESSAGES = {
  gidRequired: 'Category id is required',
  productIdRequired: 'Product id is required',
  gidInvalid: 'Category id must look like gid://shopify/TaxonomyCategory/fb-1-1-7',
  productIdInvalid: 'Product id must be a product GID or number',
} as const;

export const TestCategoryInputSchema = z
  .object({
    gid: singleLineText({
      max: 300,
      label: 'Category id',
      trim: true,
      typeError: STORE_CATEGORY_MESSAGES.gidRequired,
    }).min(1, STORE_CATEGORY_MESSAGES.gidRequired),
    productId: singleLineText({
      max: 300,
      label: 'Product id',
      trim: true,
      typeError: STORE_CATEGORY_MESSAGES.productIdRequired,
    }).min(1, STORE_CATEGORY_MESSAGES.productIdRequired),
  })
  .strict();
export type TestCategoryInput = z.infer<typeof TestCategoryInputSchema>;

/** Spec 03 §3 "Store platform category". */
export const StoreCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  full_name: z.string(),
  /** The vertical's id suffix, e.g. `fb` for Food, Beverages & Tobacco. */
  category_namespace: z.string(),
  parent_id: z.string().nullable(),
  level: z.number().int(),
});
export type StoreCategory = z.infer<typeof StoreCategorySchema>;

export const StoreCategoriesResponseSchema = z.object({
  product_categories: z.array(StoreCategorySchema),
  total_count: z.number().int(),
  fetched_at: z.string(),
});
export type StoreCategoriesResponse = z.infer<typeof StoreCategoriesResponseSchema>;

export const TestCategorySuccessSchema = z.object({
  success: z.literal(true),
  category: z.object({ id: z.string(), name: z.string(), fullName: z.string() }),
});
/** A refused or failed test (400 or 502 and others): the spec's `{ error, gid, message }`. */
export const TestCategoryFailureSchema = z.object({
  success: z.literal(false).optional(),
  error: z.string(),
  gid: z.string(),
  message: z.string(),
});
export type TestCategoryResponse =
  z.infer<typeof TestCategorySuccessSchema> | z.infer<typeof TestCategoryFailureSchema>;
