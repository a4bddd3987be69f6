import {
  ALTERNATIVE_MATCHES_MAX,
  PRODUCT_SEARCH_MESSAGES,
  toSearchProduct,
  type ProductSearchInput,
  type ProductSearchResponse,
} from '#shared/products/product-search';
import { notFound } from '#server/http/errors';
import type { CatalogueProduct, CatalogueReader } from '#server/platform/store-platform/port';

/** The best match and up to 20 others: a page of 21 (spec 03 §2). */
const WANTED = ALTERNATIVE_MATCHES_MAX + 1;

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/[1-9]\d*$/;

/** The editor searches by the product's id right after a save (spec 03 §2). */
export const isProductIdTerm = (term: string) => PRODUCT_GID.test(term);

export function createProductSearchService(platform: CatalogueReader) {
  return {
    /**
     * The best match and the others (spec 03 §3), stock at the chosen location or summed. A SKU
     * search asks for SKUs and barcodes at once (`code`): exact matches of either before prefix ones,
     * each product once (spec 03 §2 "search by SKU").
     */
    async search(input: ProductSearchInput): Promise<ProductSearchResponse> {
      // After a save the editor searches again by the product's id (spec 03 §2).
      const matches = isProductIdTerm(input.term)
        ? [await platform.getProduct(input.term)].filter((product): product is CatalogueProduct => product !== null)
        : await platform.searchProducts(
            input.term,
            input.type === 'sku' ? 'code' : 'name',
            WANTED,
            input.type === 'sku' ? 'prefix' : 'substring',
          );
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
