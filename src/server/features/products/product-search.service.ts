import {
  ALTERNATIVE_MATCHES_MAX,
  PRODUCT_SEARCH_MESSAGES,
  toSearchProduct,
  type ProductSearchInput,
  type ProductSearchResponse,
} from '../../../shared/products/product-search';
import { codeKey, gtin14 } from '../../../shared/products/search-codes';
import { notFound } from '../../http/errors';
import type { CatalogueProduct, CatalogueReader } from '../../platform/store-platform/port';

/** The best match and up to 20 others: a page of 21 (spec 03 §2). */
const WANTED = ALTERNATIVE_MATCHES_MAX + 1;

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/[1-9]\d*$/;

/**
 * 0 when a code is the term (as search compares codes: `codeKey`, and barcodes of up to 14 digits
 * as GTIN-14), 1 when it starts with it, 2 otherwise.
 */
export function codeFit(code: string, term: string): 0 | 1 | 2 {
  const key = codeKey(code);
  const wanted = codeKey(term);
  if (key === wanted) return 0;
  const gtin = gtin14(key);
  if (gtin !== null && gtin === gtin14(wanted)) return 0;
  return key.startsWith(wanted) ? 1 : 2;
}

/** 0 exact, 1 prefix, 2 anything else: how well a product's SKUs or barcodes fit the term. */
function codeRank(product: CatalogueProduct, term: string): number {
  let best = 2;
  for (const variant of product.variants) {
    const fit = Math.min(
      variant.sku === null ? 2 : codeFit(variant.sku, term),
      variant.barcode === null ? 2 : codeFit(variant.barcode, term),
    );
    if (fit === 0) return 0;
    if (fit === 1) best = 1;
  }
  return best;
}

export function createProductSearchService(platform: CatalogueReader) {
  /**
   * `sku` asks the platform by SKU and by barcode, then keeps exact matches before prefix ones
   * (spec 03 §2 "search by SKU"); a product found both ways counts once.
   */
  async function searchByCode(term: string): Promise<CatalogueProduct[]> {
    const [bySku, byBarcode] = await Promise.all([
      platform.searchProducts(term, 'sku', WANTED, 'prefix'),
      platform.searchProducts(term, 'barcode', WANTED, 'prefix'),
    ]);
    const seen = new Map<string, { product: CatalogueProduct; rank: number; order: number }>();
    for (const product of [...bySku, ...byBarcode]) {
      if (!seen.has(product.id)) seen.set(product.id, { product, rank: codeRank(product, term), order: seen.size });
    }
    return [...seen.values()]
      .filter((match) => match.rank < 2)
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map((match) => match.product);
  }

  return {
    /** The best match and the others (spec 03 §3), stock at the chosen location or summed. */
    async search(input: ProductSearchInput): Promise<ProductSearchResponse> {
      // After a save the editor searches again by the product's id (spec 03 §2).
      const matches = PRODUCT_GID.test(input.term)
        ? [await platform.getProduct(input.term)].filter((product): product is CatalogueProduct => product !== null)
        : input.type === 'sku'
          ? await searchByCode(input.term)
          : await platform.searchProducts(input.term, 'name', WANTED);
      const [best, ...others] = matches.slice(0, WANTED);
      if (!best) throw notFound(PRODUCT_SEARCH_MESSAGES.notFound);
      const locationId = input.locationId ?? null;
      return {
        product: toSearchProduct(best, locationId),
        alternativeMatches: others.map((product) => toSearchProduct(product, locationId)),
      };
    },
  };
}

export type ProductSearchService = ReturnType<typeof createProductSearchService>;
