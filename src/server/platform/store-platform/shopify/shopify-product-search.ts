import type { CatalogueProduct, SearchField } from '../port';
import { PRODUCT_SEARCH_QUERY, VARIANT_SEARCH_QUERY } from './documents/product-search-queries';
import type { ShopifyGraphqlClient } from './shopify-graphql-client';
import type { RawPageInfo } from './shopify-product-mapper';
import type { ShopifyProductReader } from './shopify-product-reader';
import { buildCandidateQueries, rankMatch, skuExactQuery } from './shopify-search-query';

interface ProductHit {
  id: string;
  title: string;
  handle: string;
}
interface VariantHit {
  id: string;
  sku: string | null;
  barcode: string | null;
  product: ProductHit;
}

/** Short enough a query string; each SKU normally matches one variant. */
const SKUS_PER_QUERY = 20;
/** The candidate searches read one page of 50 hits. */
const MAX_LIMIT = 50;
/** Full product reads run a few at a time: enough to be quick, few enough not to drain the cost bucket. */
const READ_CONCURRENCY = 4;

async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

export function createShopifyProductSearch(client: ShopifyGraphqlClient, reader: ShopifyProductReader) {
  async function candidates(field: SearchField, term: string): Promise<Map<string, { rank: number; key: string }>> {
    const ranked = new Map<string, { rank: number; key: string }>();
    const consider = (productId: string, value: string | null, title: string) => {
      const rank = rankMatch(value, term);
      const current = ranked.get(productId);
      if (!current || rank < current.rank) ranked.set(productId, { rank, key: `${value ?? ''}\u0000${title}` });
    };
    for (const { on, query } of buildCandidateQueries(field, term)) {
      if (on === 'variants') {
        const data = await client.request<{ productVariants: { nodes: VariantHit[] } }>(VARIANT_SEARCH_QUERY, {
          query,
        });
        for (const v of data.productVariants.nodes) {
          consider(v.product.id, field === 'barcode' ? v.barcode : v.sku, v.product.title);
        }
      } else {
        const data = await client.request<{ products: { nodes: ProductHit[] } }>(PRODUCT_SEARCH_QUERY, { query });
        for (const p of data.products.nodes) consider(p.id, field === 'handle' ? p.handle : p.title, p.title);
      }
    }
    return ranked;
  }

  return {
    async searchProducts(term: string, field: SearchField, limit = 20): Promise<CatalogueProduct[]> {
      const trimmed = term.trim();
      if (!trimmed) return [];
      const ranked = await candidates(field, trimmed);
      const ids = [...ranked.entries()]
        .sort(([, a], [, b]) => a.rank - b.rank || a.key.localeCompare(b.key))
        .slice(0, Math.max(0, Math.min(limit, MAX_LIMIT)))
        .map(([id]) => id);
      const products = await mapWithConcurrency(ids, READ_CONCURRENCY, (id) => reader.readProduct(id));
      return products.filter((p) => p !== null).map((p) => p.product);
    },

    /**
     * Shopify allows the same SKU twice; we do not, so look before writing (case-insensitive).
     * Returns the first of `skus` already used by a variant other than `exceptVariantIds`.
     */
    async findTakenSku(skus: readonly string[], exceptVariantIds: readonly string[] = []) {
      const wanted = new Map(skus.map((sku) => [sku.trim().toLowerCase(), sku.trim()]));
      for (let i = 0; i < skus.length; i += SKUS_PER_QUERY) {
        const query = skus
          .slice(i, i + SKUS_PER_QUERY)
          .map(skuExactQuery)
          .join(' OR ');
        // Shopify also matches a SKU's words inside longer SKUs, so page until the exact ones are seen.
        let after: string | null = null;
        do {
          const data: { productVariants: { nodes: VariantHit[]; pageInfo: RawPageInfo } } = await client.request(
            VARIANT_SEARCH_QUERY,
            { query, after },
          );
          const hit = data.productVariants.nodes.find(
            (v) => v.sku && wanted.has(v.sku.trim().toLowerCase()) && !exceptVariantIds.includes(v.id),
          );
          if (hit?.sku)
            return { sku: wanted.get(hit.sku.trim().toLowerCase()) as string, productTitle: hit.product.title };
          after = data.productVariants.pageInfo.hasNextPage ? data.productVariants.pageInfo.endCursor : null;
        } while (after);
      }
      return null;
    },
  };
}

export type ShopifyProductSearch = ReturnType<typeof createShopifyProductSearch>;
