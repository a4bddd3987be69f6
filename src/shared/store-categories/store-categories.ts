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
export interface StoreCategory {
  id: string;
  name: string;
  full_name: string;
  /** The vertical's id suffix, e.g. `fb` for Food, Beverages & Tobacco. */
  category_namespace: string;
  parent_id: string | null;
  level: number;
}

export interface StoreCategoriesResponse {
  product_categories: StoreCategory[];
  total_count: number;
  fetched_at: string;
}

export type TestCategoryResponse =
  | { success: true; category: { id: string; name: string; fullName: string } }
  | { success?: false; error: string; gid: string; message: string };
