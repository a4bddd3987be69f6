import { z } from 'zod';
import { singleLineText } from '../validation/text';

export const PRODUCT_SEARCH_MESSAGES = {
  skuRequired: 'SKU required: Please enter a SKU to search',
  nameRequired: 'Product name required: Please enter a product name to search',
  termRequired: 'A search term is required',
  typeInvalid: "Search type must be 'sku' or 'name'",
  notFound: 'Product not found',
} as const;

export const SEARCH_TERM_MAX = 255;
/** Other matches returned beside the best one. */
export const ALTERNATIVE_MATCHES_MAX = 20;

export const ProductSearchInputSchema = z
  .object({
    term: singleLineText({
      max: SEARCH_TERM_MAX,
      label: 'Search term',
      trim: true,
      typeError: PRODUCT_SEARCH_MESSAGES.termRequired,
    }),
    type: z.enum(['sku', 'name'], { message: PRODUCT_SEARCH_MESSAGES.typeInvalid }),
    /** Store location GID: inventory is that location's stock; absent, the sum over all locations. */
    locationId: singleLineText({ max: 200, label: 'Location id', trim: true }).min(1).nullable().optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.term === '') {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: input.type === 'sku' ? PRODUCT_SEARCH_MESSAGES.skuRequired : PRODUCT_SEARCH_MESSAGES.nameRequired,
      });
    }
  });
export type ProductSearchInput = z.infer<typeof ProductSearchInputSchema>;

export interface SearchVariantMetafields {
  vintage: string | null;
  pack_size: string | null;
  country_of_origin: string | null;
  par_value: string | null;
}

export interface ReviewMetafields {
  reviewer_name: string | null;
  reviewer_score: string | null;
  reviewer_text: string | null;
  reviewer_name2: string | null;
  reviewer_score2: string | null;
}

/** Spec 03 §3 "Product (search result)" and "Variant", both spellings of the stock quantity included. */
export interface SearchVariant {
  id: string;
  inventory_item_id: string;
  sku: string | null;
  barcode: string | null;
  title: string;
  option1: string | null;
  price: number;
  cost: number | null;
  inventoryQuantity: number;
  inventory_quantity: number;
  metafields: SearchVariantMetafields;
  reviewMetafields: ReviewMetafields;
}

export interface SearchProduct {
  id: string;
  title: string;
  handle: string;
  vendor: string;
  product_type: string;
  images: { id: string; src: string; alt: string | null }[];
  variants: SearchVariant[];
}

export interface ProductSearchResponse {
  product: SearchProduct;
  alternativeMatches: SearchProduct[];
}
