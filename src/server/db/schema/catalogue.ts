import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The local store platform's catalogue (ADR 005): the shapes Shopify keeps, in our database.
 * Every id here is the number inside a Shopify-style global id (`gid://shopify/Product/<id>`);
 * a variant's inventory item shares the variant's number. Ids are `bigint`: Shopify's run past
 * 2^31 (about 8 × 10^12), and stay below 2^53 so they are exact JavaScript numbers (ADR 074).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const PRODUCT_STATUSES = ['ACTIVE', 'DRAFT', 'ARCHIVED'] as const;

export const locations = pgTable('locations', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** One of the store codes (`src/shared/stores.ts`). */
  code: text('code').notNull().unique(),
});

/**
 * The trigram indexes gather new entries in a pending list of at most 64 kB (PostgreSQL's default
 * is 4 MB): every lookup reads the whole list, so search slowed as webhooks and edits came in until
 * a vacuum merged it; without the list (`fastupdate` off) a full sync's inserts were far slower
 * (ADR 094).
 */
const TRIGRAM_INDEX = { gin_pending_list_limit: 64 } as const;

export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    handle: text('handle').notNull().unique(),
    vendor: text('vendor').notNull().default(''),
    productType: text('product_type').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('ACTIVE'),
    /** Sorted, de-duplicated (case-insensitively) like Shopify's. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Taxonomy category GID, e.g. `gid://shopify/TaxonomyCategory/fb-1-1-7`. */
    categoryId: text('category_id'),
    option1Name: text('option1_name').notNull().default('Title'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // DESIGN §7: exact and prefix by btree, substring by trigram (the term is lower-cased by the query).
    index('products_title_lower_idx').using('btree', sql`lower(${t.title}) text_pattern_ops`),
    index('products_title_trgm_idx')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
    index('products_handle_pattern_idx').using('btree', sql`${t.handle} text_pattern_ops`),
    index('products_handle_trgm_idx')
      .using('gin', sql`${t.handle} gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
  ],
);

export const productMetafields = pgTable(
  'product_metafields',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    namespace: text('namespace').notNull().default('custom'),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.namespace, t.key] })],
);

export const variants = pgTable(
  'variants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku'),
    barcode: text('barcode'),
    option1: text('option1'),
    price: money('price').notNull(),
    cost: money('cost'),
    /** (price − cost) / price × 100, kept by the database; null without a price above 0 and a cost. */
    margin: numeric('margin', { mode: 'number' }).generatedAlwaysAs(
      sql`case when price > 0 and cost is not null then (price - cost) * 100 / price end`,
    ),
    /**
     * Copies of the product's fields the product list filters and sorts on, kept by triggers
     * (migrations 0029 and 0033, ADR 095): the title lower-cased, the vendor, the type and the
     * status. The list filters, counts and pages by title from the variants' indexes alone.
     */
    titleSort: text('title_sort').notNull().default(''),
    vendor: text('vendor').notNull().default(''),
    productType: text('product_type').notNull().default(''),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('variants_product_idx').on(t.productId, t.position),
    // A product's variants' ids from the index alone (the list's text filter: titles found → variants).
    index('variants_product_list_idx').on(t.productId, t.id, t.margin),
    // The product list sorts by these (ADR 076).
    index('variants_price_idx').on(t.price),
    index('variants_cost_idx').on(t.cost),
    index('variants_margin_idx').on(t.margin),
    // By title in byte order (ADR 076), ties broken by the product's id and the variant's: the whole
    // catalogue, a vendor's or a type's variants, and those of a status other than active (few, so
    // the index costs an active variant's writes nothing). The margin after the id changes no
    // order: a margin filter is checked from the index, and a count reads the index alone (ADR 095).
    index('variants_title_sort_idx').using('btree', sql`(${t.titleSort} collate "C")`, t.productId, t.id),
    index('variants_vendor_title_idx').using(
      'btree',
      t.vendor,
      sql`(${t.titleSort} collate "C")`,
      t.productId,
      t.id,
      t.margin,
    ),
    index('variants_product_type_title_idx').using(
      'btree',
      t.productType,
      sql`(${t.titleSort} collate "C")`,
      t.productId,
      t.id,
      t.margin,
    ),
    index('variants_status_title_idx')
      .using('btree', t.status, sql`(${t.titleSort} collate "C")`, t.productId, t.id, t.margin)
      .where(sql`${t.status} <> 'ACTIVE'`),
    // One index serves uniqueness and exact/prefix search; queries repeat `sku <> ''` to use it.
    uniqueIndex('variants_sku_unique')
      .using('btree', sql`lower(${t.sku}) text_pattern_ops`)
      .where(sql`${t.sku} <> ''`),
    // Search compares codes without case, spaces or dashes (`codeKey`, ADR 064): exact and prefix
    // by btree, substring by trigram; barcodes of up to 14 digits also as GTIN-14.
    index('variants_sku_key_idx')
      .using('btree', sql`translate(lower(${t.sku}), ' -', '') text_pattern_ops`)
      .where(sql`${t.sku} <> ''`),
    index('variants_sku_key_trgm_idx')
      .using('gin', sql`translate(lower(${t.sku}), ' -', '') gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
    index('variants_barcode_key_idx').using('btree', sql`translate(lower(${t.barcode}), ' -', '') text_pattern_ops`),
    index('variants_barcode_key_trgm_idx')
      .using('gin', sql`translate(lower(${t.barcode}), ' -', '') gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
    index('variants_barcode_gtin_idx')
      .using('btree', sql`lpad(translate(lower(${t.barcode}), ' -', ''), 14, '0')`)
      .where(sql`translate(lower(${t.barcode}), ' -', '') ~ '^[0-9]{1,14}$'`),
  ],
);

export const variantMetafields = pgTable(
  'variant_metafields',
  {
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    namespace: text('namespace').notNull().default('custom'),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.namespace, t.key] })],
);

/** Stock of one inventory item (= variant) at one location; never below 0. */
export const inventoryLevels = pgTable(
  'inventory_levels',
  {
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    locationId: bigint('location_id', { mode: 'number' })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    available: integer('available').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.locationId] }),
    index('inventory_levels_location_idx').on(t.locationId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    src: text('src').notNull(),
    alt: text('alt'),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const collections = pgTable('collections', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  handle: text('handle').notNull().unique(),
  createdAt: createdAt(),
});

/** Manual collections: membership is listed, not computed by rules. */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: bigint('collection_id', { mode: 'number' })
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('collection_products_product_idx').on(t.productId),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [index('customers_created_at_idx').on(t.createdAt)],
);

/**
 * One row per product-creation idempotency key, claimed in the creating transaction: a second
 * caller with the same key waits on the row and then reads the winner's product (DESIGN §5).
 */
export const productCreationKeys = pgTable('product_creation_keys', {
  key: text('key').primaryKey(),
  productId: bigint('product_id', { mode: 'number' }).references(() => products.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
