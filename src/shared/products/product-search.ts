import { z } from 'zod';
import { singleLineText } from '../validation/text';
import { cleanCodeTerm } from './search-codes';

export const PRODUCT_SEARCH_MESSAGES = {
  skuRequired: 'SKU required: Please enter a SKU to search',
  nameRequired: 'Product name required: Please enter a product name to search',
  termRequired: 'A search term is required',
  typeInvalid: "Search type must be 'sku' or 'name'",
  notFound: 'Product not found',
} as const;

export const SEARCH_TERM_MAX = 255;
/** What may be pasted: a code's spaces and dashes are removed before `SEARCH_TERM_MAX` applies. */
const SEARCH_PASTE_MAX = 1_000;
/** Other matches returned beside the best one. */
export const ALTERNATIVE_MATCHES_MAX = 20;

export const ProductSearchInputSchema = z
  .object({
    term: singleLineText({
      max: SEARCH_PASTE_MAX,
      label: 'Search term',
      trim: true,
      typeError: PRODUCT_SEARCH_MESSAGES.termRequired,
    }),
    type: z.enum(['sku', 'name'], { message: PRODUCT_SEARCH_MESSAGES.typeInvalid }),
    /** Store location GID: inventory is that location's stock; absent, the sum over all locations. */
    locationId: singleLineText({ max: 200, label: 'Location id', trim: true }).min(1).nullable().optional(),
  })
  .strict()
  // A SKU or barcode loses the spaces and dashes pasted or scanned into it (ADR 064); a name is kept.
  .transform((input) => (input.type === 'sku' ? { ...input, term: cleanCodeTerm(input.term) } : input))
  .superRefine((input, ctx) => {
    if (input.term === '') {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: input.type === 'sku' ? PRODUCT_SEARCH_MESSAGES.skuRequired : PRODUCT_SEARCH_MESSAGES.nameRequired,
      });
    }
    if (input.term.length > SEARCH_TERM_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['term'],
        message: `Search term must be at most ${SEARCH_TERM_MAX} characters`,
      });
    }
  });
export type ProductSearchInput = z.infer<typeof ProductSearchInputSchema>;

const nullableText = z.string().nullable();

export const SearchVariantMetafieldsSchema = z.object({
  vintage: nullableText,
  pack_size: nullableText,
  country_of_origin: nullableText,
  par_value: nullableText,
});
export type SearchVariantMetafields = z.infer<typeof SearchVariantMetafieldsSchema>;

export const ReviewMetafieldsSchema = z.object({
  reviewer_name: nullableText,
  reviewer_score: nullableText,
  reviewer_text: nullableText,
  reviewer_name2: nullableText,
  reviewer_score2: nullableText,
});
export type ReviewMetafields = z.infer<typeof ReviewMetafieldsSchema>;

/** Spec 03 §3 "Product (search result)" and "Variant", both spellings of the stock quantity included. */
export const SearchVariantSchema = z.object({
  id: z.string(),
  inventory_item_id: z.string(),
  sku: nullableText,
  barcode: nullableText,
  title: z.string(),
  option1: nullableText,
  price: z.number(),
  cost: z.number().nullable(),
  inventoryQuantity: z.number(),
  inventory_quantity: z.number(),
  metafields: SearchVariantMetafieldsSchema,
  reviewMetafields: ReviewMetafieldsSchema,
});
export type SearchVariant = z.infer<typeof SearchVariantSchema>;

export const SearchProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  vendor: z.string(),
  product_type: z.string(),
  images: z.array(z.object({ id: z.string(), src: z.string(), alt: nullableText })),
  variants: z.array(SearchVariantSchema),
});
export type SearchProduct = z.infer<typeof SearchProductSchema>;

export const ProductSearchResponseSchema = z.object({
  product: SearchProductSchema,
  alternativeMatches: z.array(SearchProductSchema),
});
export type ProductSearchResponse = z.infer<typeof ProductSearchResponseSchema>;
