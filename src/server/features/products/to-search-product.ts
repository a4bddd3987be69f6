import type { SearchProduct, SearchVariant } from '../../../shared/products/product-search';
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

/** Spec 03 §3 "Product (search result)"; stock is at `locationId`, or summed over all locations. */
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

/** Location keys kept per product: the six stores, the sum over all, and room for a new store. */
const LOCATIONS_KEPT = 8;
const written = new WeakMap<CatalogueProduct, Map<string, string>>();

/**
 * The search-result JSON of a product. Products held in memory are frozen snapshots replaced on
 * every change, so theirs is written once per location and reused until the product changes
 * (ADR 010); a name search answers 21 products, and writing them was most of its cost.
 */
export function searchProductJson(product: CatalogueProduct, locationId: string | null): string {
  if (!Object.isFrozen(product)) return JSON.stringify(toSearchProduct(product, locationId));
  let byLocation = written.get(product);
  if (!byLocation) {
    byLocation = new Map();
    written.set(product, byLocation);
  }
  const key = locationId ?? '';
  let json = byLocation.get(key);
  if (json === undefined) {
    json = JSON.stringify(toSearchProduct(product, locationId));
    // Location ids come from the request: past a handful per product they are not kept.
    if (byLocation.size < LOCATIONS_KEPT) byLocation.set(key, json);
  }
  return json;
}
