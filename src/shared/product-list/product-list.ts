import { z } from 'zod';
import { STORES, type StoreCode } from '../stores';
import { singleLineText } from '../validation/text';

/** The columns of the product list, in order, with their headings (also the export's). */
export const PRODUCT_LIST_COLUMNS = [
  { key: 'title', label: 'Title' },
  { key: 'vendor', label: 'Vendor' },
  { key: 'productType', label: 'Type' },
  { key: 'sku', label: 'SKU' },
  { key: 'barcode', label: 'Barcode' },
  { key: 'price', label: 'Price' },
  { key: 'cost', label: 'Cost' },
  { key: 'margin', label: 'Margin' },
  { key: 'stock', label: 'Stock' },
  { key: 'status', label: 'Status' },
  { key: 'tags', label: 'Tags' },
] as const;
export type ProductListColumn = (typeof PRODUCT_LIST_COLUMNS)[number]['key'];
const PRODUCT_LIST_COLUMN_KEYS = PRODUCT_LIST_COLUMNS.map((column) => column.key) as [
  ProductListColumn,
  ...ProductListColumn[],
];

export const PRODUCT_STATUSES = ['ACTIVE', 'DRAFT', 'ARCHIVED'] as const;
export const PAGE_SIZES = [25, 50, 100, 200] as const;
export const PAGE_SIZE_DEFAULT = 50;
/** The most variants one bulk edit or export holds. */
export const BULK_EDIT_MAX = 5_000;
/**
 * The list counts matches up to this many; past it, it says "5,000+" (ADR 076). No more than a bulk
 * edit holds: a larger count decides nothing, and counting a broad filter is most of its page's cost.
 * @alias
 */
export const PRODUCT_LIST_COUNT_MAX = BULK_EDIT_MAX;

const STORE_CODES = STORES.map((store) => store.code) as [StoreCode, ...StoreCode[]];

/** A whole number as a query string spells it: digits only, no sign, at most `digits` long. */
const wholeText = (label: string, digits: number) =>
  z
    .string()
    .regex(new RegExp(`^(0|[1-9][0-9]{0,${digits - 1}})$`), `${label} must be a whole number`)
    .transform(Number);

/**
 * The list's filters, sort and page as the URL holds them (every value a string, nothing coerced
 * beyond these patterns). The same object is the list's query string, the export's, and the
 * `filter` of a bulk edit of "all matching".
 */
export const ProductListFilterSchema = z.strictObject({
  q: singleLineText({ max: 200, label: 'Search', trim: true }).optional(),
  vendor: singleLineText({ max: 255, label: 'Vendor' }).optional(),
  type: singleLineText({ max: 255, label: 'Type' }).optional(),
  collection: singleLineText({ max: 255, label: 'Collection' }).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: 'Status must be ACTIVE, DRAFT or ARCHIVED' }).optional(),
  /** Margin below this percent, e.g. `25` or `12.5`. */
  marginBelow: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,2})(\.[0-9]{1,2})?$/, 'Margin below must be a percent such as 25 or 12.5')
    .transform(Number)
    .optional(),
  stockStore: z.enum(STORE_CODES, { error: 'Store must be a store code' }).optional(),
  stockAtMost: wholeText('Stock at most', 7).optional(),
  sort: z.enum(PRODUCT_LIST_COLUMN_KEYS, { error: 'Sort must be a column' }).optional(),
  dir: z.enum(['asc', 'desc'], { error: 'Direction must be asc or desc' }).optional(),
});
export type ProductListFilter = z.output<typeof ProductListFilterSchema>;

/** `GET /api/products/list`: the filters, plus the page (from 1) and its size. */
export const ProductListQuerySchema = ProductListFilterSchema.extend({
  page: wholeText('Page', 6).pipe(z.number().min(1, 'Page must be at least 1')).optional(),
  pageSize: z.enum(['25', '50', '100', '200'], { error: 'Page size must be 25, 50, 100 or 200' }).optional(),
}).strict();
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** `GET /api/products/list/export`: the filters and the file's format. */
export const ProductListExportQuerySchema = ProductListFilterSchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'Format must be csv or xlsx' }),
}).strict();

const StockSchema = z.strictObject({ storeCode: z.string(), locationId: z.string(), available: z.number() });

const ProductListRowSchema = z.strictObject({
  variantId: z.string(),
  productId: z.string(),
  title: z.string(),
  variantTitle: z.string(),
  vendor: z.string(),
  productType: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  price: z.number(),
  cost: z.number().nullable(),
  /** Percent to 2 decimals; null without a price above 0 and a cost. */
  margin: z.number().nullable(),
  stock: z.array(StockSchema),
  status: z.enum(PRODUCT_STATUSES),
  tags: z.array(z.string()),
});
export type ProductListRow = z.infer<typeof ProductListRowSchema>;

export const ProductListPageSchema = z.strictObject({
  /** Matches counted up to `PRODUCT_LIST_COUNT_MAX`. */
  total: z.number(),
  /** More than `PRODUCT_LIST_COUNT_MAX` match. */
  totalIsCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  rows: z.array(ProductListRowSchema),
});
export type ProductListPage = z.infer<typeof ProductListPageSchema>;

/** `GET /api/products/list/facets`: what the filters offer. */
export const ProductListFacetsSchema = z.strictObject({
  vendors: z.array(z.string()),
  productTypes: z.array(z.string()),
  collections: z.array(z.strictObject({ handle: z.string(), title: z.string() })),
  stores: z.array(z.strictObject({ code: z.string(), name: z.string(), locationId: z.string().nullable() })),
});
export type ProductListFacets = z.infer<typeof ProductListFacetsSchema>;

/** Margin in percent, (price − cost) / price × 100 to 2 decimals; null without a price above 0 and a cost. */
export function marginOf(price: number, cost: number | null): number | null {
  if (cost === null || !(price > 0)) return null;
  return Math.round(((price - cost) / price) * 10_000) / 100;
}
