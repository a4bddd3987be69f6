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

const SEARCH_TERM_MAX = 255;
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

const SearchVariantMetafieldsSchema = z.strictObject({
  vintage: nullableText,
  pack_size: nullableText,
  country_of_origin: nullableText,
  par_value: nullableText,
});
type SearchVariantMetafields = z.infer<typeof SearchVariantMetafieldsSchema>;

const ReviewMetafieldsSchema = z.strictObject({
  reviewer_name: nullableText,
  reviewer_score: nullableText,
  reviewer_text: nullableText,
  reviewer_name2: nullableText,
  reviewer_score2: nullableText,
});
type ReviewMetafields = z.infer<typeof ReviewMetafieldsSchema>;

/** Spec 03 §3 "Product (search result)" and "Variant", both spellings of the stock quantity included. */
const SearchVariantSchema = z.strictObject({
  id: z.string(),
  inventory_item_id: z.string(),
  sku: nullableText,
  barcode: nullableText,
  title: z.string(),
  option1: nullableText,
  price: z.number(),
  cost: z.number().nullable(),
  inventoryQuantity: z.number().int(),
  inventory_quantity: z.number().int(),
  metafields: SearchVariantMetafieldsSchema,
  reviewMetafields: ReviewMetafieldsSchema,
});
export type SearchVariant = z.infer<typeof SearchVariantSchema>;

/** The one search-result contract: product search, image search and critic lookups all answer it. */
export const SearchProductSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  vendor: z.string(),
  product_type: z.string(),
  images: z.array(z.strictObject({ id: z.string(), src: z.string(), alt: nullableText })),
  variants: z.array(SearchVariantSchema),
});
export type SearchProduct = z.infer<typeof SearchProductSchema>;

export const ProductSearchResponseSchema = z.strictObject({
  product: SearchProductSchema,
  alternativeMatches: z.array(SearchProductSchema),
});
export type ProductSearchResponse = z.infer<typeof ProductSearchResponseSchema>;

type SearchMetafield = keyof SearchVariantMetafields | keyof ReviewMetafields;

/** The parts of a catalogue product a search result shows (the store platform's product fits it). */
export interface SearchableProduct {
  id: string;
  title: string;
  handle: string;
  vendor: string;
  productType: string;
  images: readonly { id: string; src: string; alt: string | null }[];
  variants: readonly {
    id: string;
    inventoryItemId: string;
    title: string;
    sku: string | null;
    barcode: string | null;
    option1: string | null;
    price: number;
    cost: number | null;
    metafields: Partial<Record<SearchMetafield, string>>;
    inventory: readonly { locationId: string; available: number }[];
  }[];
}

/**
 * The one mapper to the search result (spec 03 §3): stock at `locationId`, or summed over every
 * location when it is null or absent.
 */
export function toSearchProduct(product: SearchableProduct, locationId: string | null = null): SearchProduct {
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    vendor: product.vendor,
    product_type: product.productType,
    images: product.images.map(({ id, src, alt }) => ({ id, src, alt })),
    variants: product.variants.map((variant) => {
      const field = (key: SearchMetafield) => variant.metafields[key] ?? null;
      const quantity = locationId
        ? (variant.inventory.find((level) => level.locationId === locationId)?.available ?? 0)
        : variant.inventory.reduce((sum, level) => sum + level.available, 0);
      return {
        id: variant.id,
        inventory_item_id: variant.inventoryItemId,
        sku: variant.sku,
        barcode: variant.barcode,
        title: variant.title,
        option1: variant.option1,
        price: variant.price,
        cost: variant.cost,
        inventoryQuantity: quantity,
        inventory_quantity: quantity,
        metafields: {
          vintage: field('vintage'),
          pack_size: field('pack_size'),
          country_of_origin: field('country_of_origin'),
          par_value: field('par_value'),
        },
        reviewMetafields: {
          reviewer_name: field('reviewer_name'),
          reviewer_score: field('reviewer_score'),
          reviewer_text: field('reviewer_text'),
          reviewer_name2: field('reviewer_name2'),
          reviewer_score2: field('reviewer_score2'),
        },
      };
    }),
  };
}
