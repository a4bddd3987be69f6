import type { SearchProduct, SearchVariant } from '../../../shared/products/product-search';
import { GzipPiece } from '../../http/spliced-gzip';
import type { CatalogueProduct, CatalogueVariant } from '../../platform/store-platform/port';

const stockOf = (variant: CatalogueVariant, locationId: string | null) =>
  locationId
    ? (variant.inventory.find((level) => level.locationId === locationId)?.available ?? 0)
    : variant.inventory.reduce((sum, level) => sum + level.available, 0);

function toSearchVariant(variant: CatalogueVariant, locationId: string | null): SearchVariant {
  const metafield = (key: keyof CatalogueVariant['metafields']) => variant.metafields[key] ?? null;
  const quantity = stockOf(variant, locationId);
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
      vintage: metafield('vintage'),
      pack_size: metafield('pack_size'),
      country_of_origin: metafield('country_of_origin'),
      par_value: metafield('par_value'),
    },
    reviewMetafields: {
      reviewer_name: metafield('reviewer_name'),
      reviewer_score: metafield('reviewer_score'),
      reviewer_text: metafield('reviewer_text'),
      reviewer_name2: metafield('reviewer_name2'),
      reviewer_score2: metafield('reviewer_score2'),
    },
  };
}

/**
 * Spec 03 §3 "Product (search result)"; stock is at `locationId`, or summed over all locations. The
 * shape of the answer: `searchProductJson` writes its JSON, and a test holds the two together.
 */
export function toSearchProduct(product: CatalogueProduct, locationId: string | null): SearchProduct {
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    vendor: product.vendor,
    product_type: product.productType,
    images: product.images.map(({ id, src, alt }) => ({ id, src, alt })),
    variants: product.variants.map((variant) => toSearchVariant(variant, locationId)),
  };
}

const jsonText = (value: string) => JSON.stringify(value);
const jsonTextOrNull = (value: string | null | undefined) => (value == null ? 'null' : JSON.stringify(value));
/** As `JSON.stringify` writes a number: one that is not finite is `null`. */
const jsonNumberOrNull = (value: number | null) => (value !== null && Number.isFinite(value) ? String(value) : 'null');

/**
 * `JSON.stringify(toSearchProduct(product, locationId))`, written directly: no object is built to
 * be taken apart again. A scanned code's answer writes its one product on every request (it is not
 * kept), and this is half the time (about 5 µs against 10 for a product of two variants); a test
 * holds it to exactly what `JSON.stringify` gives for any product.
 */
export function searchProductJson(product: CatalogueProduct, locationId: string | null): string {
  let json =
    `{"id":${jsonText(product.id)},"title":${jsonText(product.title)},"handle":${jsonText(product.handle)},` +
    `"vendor":${jsonText(product.vendor)},"product_type":${jsonText(product.productType)},"images":[`;
  product.images.forEach((image, at) => {
    json +=
      `${at > 0 ? ',' : ''}{"id":${jsonText(image.id)},"src":${jsonText(image.src)},` +
      `"alt":${jsonTextOrNull(image.alt)}}`;
  });
  json += '],"variants":[';
  product.variants.forEach((variant, at) => {
    const metafields = variant.metafields;
    const quantity = jsonNumberOrNull(stockOf(variant, locationId));
    json +=
      `${at > 0 ? ',' : ''}{"id":${jsonText(variant.id)},"inventory_item_id":${jsonText(variant.inventoryItemId)},` +
      `"sku":${jsonTextOrNull(variant.sku)},"barcode":${jsonTextOrNull(variant.barcode)},` +
      `"title":${jsonText(variant.title)},"option1":${jsonTextOrNull(variant.option1)},` +
      `"price":${jsonNumberOrNull(variant.price)},"cost":${jsonNumberOrNull(variant.cost)},` +
      `"inventoryQuantity":${quantity},"inventory_quantity":${quantity},` +
      `"metafields":{"vintage":${jsonTextOrNull(metafields.vintage)},"pack_size":${jsonTextOrNull(metafields.pack_size)},` +
      `"country_of_origin":${jsonTextOrNull(metafields.country_of_origin)},` +
      `"par_value":${jsonTextOrNull(metafields.par_value)}},` +
      `"reviewMetafields":{"reviewer_name":${jsonTextOrNull(metafields.reviewer_name)},` +
      `"reviewer_score":${jsonTextOrNull(metafields.reviewer_score)},` +
      `"reviewer_text":${jsonTextOrNull(metafields.reviewer_text)},` +
      `"reviewer_name2":${jsonTextOrNull(metafields.reviewer_name2)},` +
      `"reviewer_score2":${jsonTextOrNull(metafields.reviewer_score2)}}}`;
  });
  return `${json}]}`;
}

/** Location keys kept per product: the six stores, the sum over all, and room for a new store. */
const LOCATIONS_KEPT = 8;
/**
 * Products whose pieces are kept: enough for every page staff look at in a day, while a walk
 * through the whole catalogue (a one-letter search paged on and on, a script) cannot grow the
 * server's memory with it (ADR 059).
 */
export const PRODUCTS_KEPT = 5_000;

interface Kept {
  product: CatalogueProduct;
  byLocation: Map<string, GzipPiece>;
  /** Asked for since it was last passed over for eviction (a second chance, as CLOCK gives). */
  isRecent: boolean;
}
/**
 * By product id, oldest first; an entry written for an older snapshot of the product is written
 * again. A hit only marks its entry: moving it in the map on every hit rebuilt the map's table
 * over and over, garbage that outlived young collections under load.
 */
const kept = new Map<string, Kept>();

/** Forgets every kept piece: for tests, which share this module with the files before them. */
export function forgetKeptPieces() {
  kept.clear();
}

/** Drops the oldest entry not asked for since it was last passed over. */
function evictOne() {
  for (const [id, entry] of kept) {
    kept.delete(id);
    if (!entry.isRecent) return;
    entry.isRecent = false;
    kept.set(id, entry);
  }
}

/**
 * The search-result JSON of a product as a piece of an answer. Products held in memory are frozen
 * snapshots replaced on every change, so a page's products are written once per location and kept
 * until the product changes (ADR 010), with their deflated form once a page holding them is
 * gzipped (ADR 059): a name search answers 21 products, and writing and compressing them was most
 * of its cost. A single product (a scanned code) is written for its answer and not kept unless a
 * page has kept it: one product costs little to write, and keeping every scanned product would
 * turn the kept set over all day, filling the heap with pieces that outlive a young collection.
 */
export function searchProductPiece(
  product: CatalogueProduct,
  locationId: string | null,
  { keep }: { keep: boolean },
): GzipPiece {
  const key = locationId ?? '';
  const write = () => new GzipPiece(searchProductJson(product, locationId));
  if (!Object.isFrozen(product)) return write();
  let entry = kept.get(product.id);
  if (entry?.product !== product) entry = undefined;
  if (!keep) return entry?.byLocation.get(key) ?? write();
  if (entry) {
    entry.isRecent = true;
  } else {
    // A changed product takes its old entry's place.
    entry = { product, byLocation: new Map(), isRecent: false };
    kept.set(product.id, entry);
    if (kept.size > PRODUCTS_KEPT) evictOne();
  }
  let piece = entry.byLocation.get(key);
  if (piece === undefined) {
    piece = write();
    // Location ids come from the request: past a handful per product they are not kept.
    if (entry.byLocation.size < LOCATIONS_KEPT) entry.byLocation.set(key, piece);
  }
  return piece;
}
