import { z } from 'zod';

/** Spec 03 §3 "Product (search result)" as a response schema (the shape of `SearchProduct`). */
const SearchVariantSchema = z.strictObject({
  id: z.string(),
  inventory_item_id: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  title: z.string(),
  option1: z.string().nullable(),
  price: z.number(),
  cost: z.number().nullable(),
  inventoryQuantity: z.number().int(),
  inventory_quantity: z.number().int(),
  metafields: z.strictObject({
    vintage: z.string().nullable(),
    pack_size: z.string().nullable(),
    country_of_origin: z.string().nullable(),
    par_value: z.string().nullable(),
  }),
  reviewMetafields: z.strictObject({
    reviewer_name: z.string().nullable(),
    reviewer_score: z.string().nullable(),
    reviewer_text: z.string().nullable(),
    reviewer_name2: z.string().nullable(),
    reviewer_score2: z.string().nullable(),
  }),
});

export const SearchProductSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  vendor: z.string(),
  product_type: z.string(),
  images: z.array(z.strictObject({ id: z.string(), src: z.string(), alt: z.string().nullable() })),
  variants: z.array(SearchVariantSchema),
});

type Metafield =
  | 'vintage'
  | 'pack_size'
  | 'country_of_origin'
  | 'par_value'
  | 'reviewer_name'
  | 'reviewer_score'
  | 'reviewer_text'
  | 'reviewer_name2'
  | 'reviewer_score2';

/** The parts of a catalogue product a search result shows (the store platform's product fits it). */
export interface SearchableProduct {
  id: string;
  title: string;
  handle: string;
  vendor: string;
  productType: string;
  images: { id: string; src: string; alt: string | null }[];
  variants: {
    id: string;
    inventoryItemId: string;
    title: string;
    sku: string | null;
    barcode: string | null;
    option1: string | null;
    price: number;
    cost: number | null;
    metafields: Partial<Record<Metafield, string>>;
    inventory: { locationId: string; available: number }[];
  }[];
}

/** A catalogue product as a search result (spec 03 §3), stock summed over every location. */
export function toSearchProduct(product: SearchableProduct): z.infer<typeof SearchProductSchema> {
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    vendor: product.vendor,
    product_type: product.productType,
    images: product.images.map(({ id, src, alt }) => ({ id, src, alt })),
    variants: product.variants.map((variant) => {
      const field = (key: Metafield) => variant.metafields[key] ?? null;
      const quantity = variant.inventory.reduce((sum, level) => sum + level.available, 0);
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
