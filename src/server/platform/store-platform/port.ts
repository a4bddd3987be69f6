import { PRODUCT_LIST_COUNT_MAX } from '#shared/product-list/product-list';

/**
 * The catalogue of record, named in our terms: the local database by default, Shopify when
 * configured (ADR 005). Ids are always the platform's global-id form (`gid://shopify/Product/1`),
 * in both adapters, so nothing above this port knows which one runs.
 *
 * Money is a number of dollars rounded to cents; stock is whole units at one location.
 */

/** Who asked for a change: recorded in the audit trail. `null` for the system itself (seeding, jobs). */
export type Actor = { id: number; username: string } | null;

export interface Location {
  id: string;
  name: string;
}

/** Metafield keys the features read and write on variants (namespace `custom`). */
export const VARIANT_METAFIELD_KEYS = [
  'vintage',
  'pack_size',
  'country_of_origin',
  'par_value',
  'reviewer_name',
  'reviewer_score',
  'reviewer_text',
  'reviewer_name2',
  'reviewer_score2',
] as const;
export type VariantMetafieldKey = (typeof VARIANT_METAFIELD_KEYS)[number];
export type VariantMetafields = Partial<Record<VariantMetafieldKey, string>>;

export interface StockLevel {
  locationId: string;
  available: number;
}

export interface CatalogueVariant {
  id: string;
  inventoryItemId: string;
  /** The option value joined, e.g. `750ml`; `Default Title` when the product has no options. */
  title: string;
  sku: string | null;
  barcode: string | null;
  option1: string | null;
  price: number;
  cost: number | null;
  metafields: VariantMetafields;
  inventory: StockLevel[];
}

export interface CatalogueImage {
  id: string;
  src: string;
  alt: string | null;
}

export type ProductStatus = 'ACTIVE' | 'DRAFT' | 'ARCHIVED';

export interface CatalogueProduct {
  id: string;
  title: string;
  handle: string;
  vendor: string;
  productType: string;
  descriptionHtml: string;
  status: ProductStatus;
  tags: string[];
  /** Taxonomy category GID, e.g. `gid://shopify/TaxonomyCategory/fb-1-1-7`. */
  categoryId: string | null;
  /** Product-level metafields (namespace `custom`), e.g. `producer_description`. */
  metafields: Record<string, string>;
  images: CatalogueImage[];
  variants: CatalogueVariant[];
  createdAt: string;
  updatedAt: string;
}

export interface NewVariantInput {
  option1: string | null;
  price: number;
  cost: number | null;
  sku: string | null;
  barcode: string | null;
  metafields?: VariantMetafields;
  /** Opening stock; needs a location. */
  stock?: { locationId: string; quantity: number };
}

export interface NewProductInput {
  title: string;
  vendor: string;
  productType: string;
  descriptionHtml: string;
  status: ProductStatus;
  tags: string[];
  categoryId?: string | null;
  /** Name of the first option, e.g. `Size`. */
  option1Name: string;
  metafields?: Record<string, string>;
  /** Image URLs in order; the first is the main image. */
  images: string[];
  variants: NewVariantInput[];
}

/** An image file made by the image screens (a processed upload or phone photo). */
export interface ImageFile {
  bytes: Buffer;
  /** The file's name with its extension, e.g. `cabernet-1a2b3c4d.jpg`. */
  filename: string;
  mimeType: string;
  /** Where this app serves its stored copy, e.g. `/api/files/<id>`. */
  servedUrl: string;
}

export interface ProductFieldsEdit {
  title?: string;
  vendor?: string;
  productType?: string;
  descriptionHtml?: string;
  status?: ProductStatus;
  categoryId?: string | null;
}

/**
 * What a variant held when the person read it. An edit that carries it is refused (StaleEditError)
 * when the catalogue holds something else now, so two people editing at once never overwrite each
 * other silently. Money compares to the cent; blank and absent text compare equal.
 */
export interface VariantExpectation {
  sku?: string | null;
  price?: number;
  cost?: number | null;
  metafields?: Partial<Record<VariantMetafieldKey, string | null>>;
  /** Stock available at the update's location (0 when the variant has none there). */
  available?: number;
}

export interface VariantEdit {
  id: string;
  /** Checked against the platform's current values before anything is written (ADR 015). */
  expected?: VariantExpectation;
  price?: number;
  cost?: number | null;
  sku?: string | null;
  barcode?: string | null;
  option1?: string | null;
  /** A value of `null` removes the metafield. */
  metafields?: Partial<Record<VariantMetafieldKey, string | null>>;
  /** Added to the stock at `locationId`; the result never goes below 0. */
  stockDelta?: number;
}

/**
 * What a search compares the term with. `code` is what staff scan or type in a SKU field: SKUs and
 * barcodes at once, exact matches of either before prefix ones.
 */
export type SearchField = 'sku' | 'barcode' | 'code' | 'handle' | 'name';
/** How loosely a search matches: up to prefix matches, or also substrings. */
export type SearchMatch = 'prefix' | 'substring';

export interface CollectionSummary {
  id: string;
  title: string;
  handle: string;
  /** How many products it holds; given by `listCollections` (other calls may leave it out). */
  productsCount?: number;
}

export interface CollectionProduct {
  id: string;
  title: string;
  tags: string[];
  variants: { id: string; sku: string | null; price: number; cost: number | null }[];
}

export interface TaxonomyCategory {
  id: string;
  name: string;
  full_name: string;
  parent_id: string | null;
  level: number;
}

export interface ConnectionStatus {
  connected: boolean;
  /** `local` or `shopify`. */
  adapter: string;
  message: string;
}

export class PlatformError extends Error {
  constructor(
    message: string,
    /** `not_found`, `conflict` (duplicate SKU/barcode), `invalid` (the platform refused the input), `unavailable`. */
    readonly kind: 'not_found' | 'conflict' | 'invalid' | 'unavailable',
  ) {
    super(message);
  }
}

/** One value that changed since it was read: which variant, which field, what was read, what is there now. */
export interface StaleField {
  variantId: string;
  field: 'sku' | 'price' | 'cost' | 'available' | VariantMetafieldKey;
  expected: string | number | null;
  actual: string | number | null;
}

/** The catalogue changed since the edit's values were read; nothing was written. */
export class StaleEditError extends PlatformError {
  constructor(readonly stale: StaleField[]) {
    super(
      `The product changed since it was loaded (${stale.map((field) => field.field).join(', ')}); nothing was saved`,
      'conflict',
    );
  }
}

/*
 * The port in the parts areas call: each area's services take only the parts they use, so what
 * an area depends on is visible in its types and a test can hand it just that.
 */

/** The stores (spec 01 §9), as the platform's locations. */
export interface PlatformLocations {
  listLocations(): Promise<Location[]>;
}

/** A variant as a shelf label needs it, read with its product (`getVariantsByIds`). */
export interface VariantSummary {
  id: string;
  productId: string;
  productTitle: string;
  /** The option value joined, e.g. `750ml`; `Default Title` when the product has no options. */
  variantTitle: string;
  /** How many variants the product has: a label names the variant only when there are several. */
  productVariantCount: number;
  sku: string | null;
  barcode: string | null;
  price: number;
}

/** A column the catalogue list sorts by (`listVariants`). */
export type VariantListSort =
  'title' | 'vendor' | 'productType' | 'sku' | 'barcode' | 'price' | 'cost' | 'margin' | 'stock' | 'status' | 'tags';

/**
 * Which variants the catalogue list shows, and in what order. Every filter given must hold.
 * `text` matches as product search does (ADR 064): a title holding every word in any order, or a
 * SKU or barcode holding the term (codes compared by `codeKey`, barcodes also GTIN-equal).
 */
export interface VariantListQuery {
  text?: string;
  vendor?: string;
  productType?: string;
  collectionHandle?: string;
  status?: ProductStatus;
  /** Margin in percent strictly below this; variants without a price or cost are left out. */
  marginBelow?: number;
  /** Stock at this location at or below `quantity` (no stock row counts as 0). */
  stockAtMost?: { locationId: string; quantity: number };
  /** Only these variants (a selection); ids of no variant are ignored. */
  variantIds?: readonly string[];
  /** Only variants with these SKUs (compared without case). */
  skus?: readonly string[];
  sort: VariantListSort;
  direction: 'asc' | 'desc';
  offset: number;
  /** At most `VARIANT_LIST_MAX`. */
  limit: number;
}

/** One variant as the catalogue list shows it, with its product's fields and its stock per location. */
export interface VariantListRow {
  id: string;
  productId: string;
  productTitle: string;
  variantTitle: string;
  vendor: string;
  productType: string;
  status: ProductStatus;
  tags: string[];
  sku: string | null;
  barcode: string | null;
  price: number;
  cost: number | null;
  inventory: StockLevel[];
}

export interface VariantListPage {
  /** How many variants match, whatever the page, counted up to `VARIANT_COUNT_MAX`. */
  total: number;
  /** More than `VARIANT_COUNT_MAX` match (`total` is then `VARIANT_COUNT_MAX`). */
  totalIsCapped: boolean;
  rows: VariantListRow[];
}

/** The most variants one `listVariants` call answers (a page, or a bulk edit's selection). */
export const VARIANT_LIST_MAX = 5_000;
/** Where `listVariants` stops counting: a list shows "10,000+" rather than scan the catalogue to count it. */
export const VARIANT_COUNT_MAX = PRODUCT_LIST_COUNT_MAX;

export interface CatalogueReader {
  /**
   * Exact matches first, then prefix, then (with `match: 'substring'`, the default) substring.
   * Returns at most `limit` products (default 20). Code look-ups pass `'prefix'` to skip the
   * costly substring tier they would discard anyway (`code` never has one).
   */
  searchProducts(term: string, field: SearchField, limit?: number, match?: SearchMatch): Promise<CatalogueProduct[]>;
  getProduct(id: string): Promise<CatalogueProduct | null>;
  /** The id of the product a variant belongs to, or null when there is no such variant. */
  getVariantProductId(variantId: string): Promise<string | null>;
  /**
   * The variants with these ids as they are now, each with its product's title, in one read.
   * Ids of no variant (deleted, or not a variant id) are left out of the answer.
   */
  getVariantsByIds(variantIds: readonly string[]): Promise<VariantSummary[]>;
}

/** The catalogue as a list of variants (the product list and its bulk edits). */
export interface CatalogueLister {
  /**
   * A page of the catalogue's variants, filtered and sorted in one read of our own tables (the
   * Shopify adapter reads its mirror), with the number matching.
   */
  listVariants(query: VariantListQuery): Promise<VariantListPage>;
  /** The vendors and product types in use, sorted, for the list's filters. */
  listCatalogueFacets(): Promise<{ vendors: string[]; productTypes: string[] }>;
}

export interface ProductCreator {
  /**
   * Creates a product with its variants, metafields, tags, images and opening stock. The same
   * `idempotencyKey` again returns the product the first call made instead of creating another.
   */
  createProduct(input: NewProductInput, idempotencyKey: string, actor: Actor): Promise<CatalogueProduct>;
}

/** Changes to existing products: fields, variants and their stock, images, tags. */
export interface ProductWriter {
  updateProduct(id: string, edit: ProductFieldsEdit, actor: Actor): Promise<CatalogueProduct>;
  /**
   * Stock deltas apply at `locationId` (required when any edit carries a delta). Edits carrying
   * `expected` are compared with the current values first: any difference throws StaleEditError
   * and nothing is written.
   */
  updateVariants(
    productId: string,
    edits: VariantEdit[],
    locationId: string | null,
    actor: Actor,
  ): Promise<CatalogueProduct>;
  createVariants(productId: string, variants: NewVariantInput[], actor: Actor): Promise<CatalogueProduct>;
  /** Replaces all images with these URLs, in order. */
  replaceImages(productId: string, urls: string[], actor: Actor): Promise<CatalogueProduct>;
  /**
   * Puts an image file where the platform takes product images from and answers the URL to hand
   * `replaceImages`: the local catalogue shows the app's own stored copy (`servedUrl`); Shopify
   * takes the bytes by a staged upload and answers its `resourceUrl`. Nothing is attached yet.
   */
  stageImage(image: ImageFile): Promise<string>;
  addTags(productId: string, tags: string[], actor: Actor): Promise<void>;
  removeTags(productId: string, tags: string[], actor: Actor): Promise<void>;
  /**
   * Many products' tag changes as one write (a whole collection's DIMARGIN decisions): the local
   * catalogue applies them in one transaction, Shopify in one bulk mutation. A change already in
   * effect (the tag there to add, absent to remove; compared without case) is skipped, so a batch
   * run again after a restart applies nothing twice. Each product changed gets its audit row. A
   * product the platform refuses is answered in `failures`; an unreachable platform throws
   * `unavailable` and may be called again with the same batch.
   */
  applyTagChanges(changes: readonly TagChange[], actor: Actor, options?: TagBatchOptions): Promise<TagBatchResult>;
}

/** One product's part of a tag batch. */
export interface TagChange {
  productId: string;
  add?: string[];
  remove?: string[];
}

/**
 * Where a tag batch is: `writing` while the changes are prepared and sent, `waiting` while the
 * platform applies them (`done` of `total` when it says), `storing` while the answers are kept.
 */
export interface TagBatchStage {
  stage: 'writing' | 'waiting' | 'storing';
  done: number;
  total: number;
}

export interface TagBatchOptions {
  onStage?: (stage: TagBatchStage) => void | Promise<void>;
  /** Stops waiting on the platform (the batch already sent runs on; calling again awaits it). */
  signal?: AbortSignal;
}

export interface TagBatchResult {
  /** Products whose tags changed. */
  changed: string[];
  /** Products the platform refused, with its reason. */
  failures: { productId: string; message: string }[];
}

export interface CollectionReader {
  listCollections(): Promise<CollectionSummary[]>;
  listCollectionProducts(collectionId: string): Promise<CollectionProduct[]>;
  /** The collections the product belongs to, by title; throws not_found for an unknown product. */
  listProductCollections(productId: string): Promise<CollectionSummary[]>;
}

export interface CustomerReader {
  countCustomersSince(since: Date): Promise<number>;
}

/** A paid order as the raffle counts it: who bought, when, the total after edits and refunds, its tags. */
export interface PlatformOrder {
  id: string;
  createdAt: string;
  customerName: string;
  email: string | null;
  /** Dollars, rounded to cents. */
  total: number;
  tags: string[];
}

export interface OrderReader {
  /**
   * Orders created in [from, to), leaving out cancelled and test orders. The local catalogue takes
   * no orders (sales reach it by CSV), so the local adapter answers none.
   */
  listOrders(from: Date, to: Date): Promise<PlatformOrder[]>;
}

/** The platform's product taxonomy (spec 03 "Store platform categories"). */
export interface TaxonomyCatalogue {
  listTaxonomyCategories(): Promise<TaxonomyCategory[]>;
  /** Sets the category on the product and reads it back; throws PlatformError when either is unknown. */
  testCategory(
    categoryId: string,
    productId: string,
    actor: Actor,
  ): Promise<{ id: string; name: string; fullName: string }>;
}

/** The whole port, as each adapter implements it and main.ts chooses it. */
export interface StorePlatform
  extends
    PlatformLocations,
    CatalogueReader,
    CatalogueLister,
    ProductCreator,
    ProductWriter,
    CollectionReader,
    CustomerReader,
    OrderReader,
    TaxonomyCatalogue {
  readonly name: 'local' | 'shopify';
  /** Stops background work before the database closes. */
  close?(): void;
  checkConnection(): Promise<ConnectionStatus>;
}
