import { z } from 'zod';
import { singleLineText } from '../validation/text';

export const STORE_CATEGORY_MESSAGES = {
  gidRequired: 'Category id is required',
  productIdRequired: 'Product id is required',
  gidInvalid: 'Category id must look like gid://shopify/TaxonomyCategory/fb-1-1-7',
  productIdInvalid: 'Product id must be a product GID or number',
  productRequired: 'Product is required',
  /** The product named in a test is found by id, SKU or barcode (issue 34). */
  productNotFound: (query: string) => `No product has the id, SKU or barcode "${query}"`,
  productAmbiguous: (query: string, count: number) =>
    `${count} products have the SKU or barcode "${query}": enter the product id instead`,
} as const;

export const TestCategoryInputSchema = z
  .object({
    gid: singleLineText({
      max: 300,
      label: 'Category id',
      trim: true,
      typeError: STORE_CATEGORY_MESSAGES.gidRequired,
    }).min(1, STORE_CATEGORY_MESSAGES.gidRequired),
    /** A product GID, its number, or one of its variants' SKU or barcode. */
    productId: singleLineText({
      max: 300,
      label: 'Product id',
      trim: true,
      typeError: STORE_CATEGORY_MESSAGES.productIdRequired,
    }).min(1, STORE_CATEGORY_MESSAGES.productIdRequired),
  })
  .strict();
export type TestCategoryInput = z.infer<typeof TestCategoryInputSchema>;

const CategoryRefSchema = z.object({ id: z.string(), name: z.string(), fullName: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

/** GET /api/shopify/test-category/product?productId=…: the product a test would change, for its confirmation. */
export const TestCategoryProductQuerySchema = z
  .object({
    productId: singleLineText({
      max: 300,
      label: 'Product id',
      trim: true,
      typeError: STORE_CATEGORY_MESSAGES.productIdRequired,
    }).min(1, STORE_CATEGORY_MESSAGES.productIdRequired),
  })
  .strict();
export const TestCategoryProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Its category now (null: none), which a test replaces and Put back restores. */
  category: CategoryRefSchema.nullable(),
});
export type TestCategoryProduct = z.infer<typeof TestCategoryProductSchema>;

/** POST /api/shopify/test-category/restore: puts a product's category back as it was before a test. */
export const RestoreCategoryInputSchema = z
  .object({
    productId: singleLineText({
      max: 300,
      label: 'Product id',
      trim: true,
      typeError: STORE_CATEGORY_MESSAGES.productRequired,
    }).regex(/^gid:\/\/shopify\/Product\/[1-9]\d*$/, STORE_CATEGORY_MESSAGES.productIdInvalid),
    /** The category to put back; null when the product had none. */
    categoryId: singleLineText({ max: 300, label: 'Category id', trim: true })
      .regex(/^gid:\/\/shopify\/TaxonomyCategory\/[a-z]{2,3}(-\d+)*$/, STORE_CATEGORY_MESSAGES.gidInvalid)
      .nullable(),
  })
  .strict();
export type RestoreCategoryInput = z.infer<typeof RestoreCategoryInputSchema>;
export const RestoreCategoryResponseSchema = z.object({
  success: z.literal(true),
  product: TestCategoryProductSchema,
});
export type RestoreCategoryResponse = z.infer<typeof RestoreCategoryResponseSchema>;

/** Spec 03 §3 "Store platform category". */
const StoreCategorySchema = z.object({
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
  category: CategoryRefSchema,
  /** The product changed, and the category it had before (null: none), so it can be put back. */
  product: z.object({ id: z.string(), title: z.string() }),
  previousCategory: CategoryRefSchema.nullable(),
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
