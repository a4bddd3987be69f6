import type { CollectionProduct, CollectionSummary, Location, TaxonomyCategory } from '../port';
import {
  COLLECTION_PRODUCTS_QUERY,
  COLLECTIONS_QUERY,
  CUSTOMERS_COUNT_QUERY,
  LOCATIONS_QUERY,
  PRODUCT_COLLECTIONS_QUERY,
  TAXONOMY_DESCENDANTS_QUERY,
  TAXONOMY_NODES_QUERY,
} from './documents/shop-queries';
import type { ShopifyGraphqlClient } from './shopify-graphql-client';
import type { ShopifyLogger } from './shopify-logger';
import { parseMoney, type RawPageInfo } from './shopify-product-mapper';

const TAXONOMY = 'gid://shopify/TaxonomyCategory/';
/**
 * The full taxonomy has over 10,000 categories; a wine, beer and spirits shop needs the drinks
 * branches (Alcoholic Beverages, Low Alcohol & Alcohol-Free) and their ancestors.
 */
const TAXONOMY_BRANCHES = [`${TAXONOMY}fb-1-1`, `${TAXONOMY}fb-1-8`];
const TAXONOMY_ANCESTORS = [`${TAXONOMY}fb`, `${TAXONOMY}fb-1`];

interface RawCategory {
  id: string;
  name: string;
  fullName: string;
  level: number;
  parentId: string | null;
}
interface RawCollectionProduct {
  id: string;
  title: string;
  tags: string[];
  variants: {
    nodes: { id: string; sku: string | null; price: string; inventoryItem: { unitCost: { amount: string } | null } }[];
  };
}
type Page<T> = { pageInfo: RawPageInfo; nodes: T[] };

const toCategory = (c: RawCategory): TaxonomyCategory => ({
  id: c.id,
  name: c.name,
  full_name: c.fullName,
  parent_id: c.parentId,
  level: c.level,
});

export function createShopifyShopReader(client: ShopifyGraphqlClient, logger: ShopifyLogger) {
  async function readAll<T>(fetchPage: (after: string | null) => Promise<Page<T> | null>): Promise<T[]> {
    const items: T[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await fetchPage(after);
      if (!page) return items;
      items.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) return items;
      after = page.pageInfo.endCursor;
    }
  }

  return {
    async listLocations(): Promise<Location[]> {
      const nodes = await readAll(
        async (after) => (await client.request<{ locations: Page<Location> }>(LOCATIONS_QUERY, { after })).locations,
      );
      return nodes.map(({ id, name }) => ({ id, name }));
    },

    async listCollections(): Promise<CollectionSummary[]> {
      const nodes = await readAll(
        async (after) =>
          (
            await client.request<{
              collections: Page<CollectionSummary & { productsCount: { count: number } | null }>;
            }>(COLLECTIONS_QUERY, { after })
          ).collections,
      );
      return nodes.map(({ id, title, handle, productsCount }) => ({
        id,
        title,
        handle,
        productsCount: productsCount?.count ?? 0,
      }));
    },

    async listCollectionProducts(collectionId: string): Promise<CollectionProduct[] | null> {
      let found = true;
      const nodes = await readAll(async (after) => {
        const data = await client.request<{ collection: { products: Page<RawCollectionProduct> } | null }>(
          COLLECTION_PRODUCTS_QUERY,
          { id: collectionId, after },
        );
        if (!data.collection) found = false;
        return data.collection?.products ?? null;
      });
      if (!found) return null;
      return nodes.map((p) => ({
        id: p.id,
        title: p.title,
        tags: [...p.tags],
        variants: p.variants.nodes.map((v) => ({
          id: v.id,
          sku: v.sku || null,
          price: parseMoney(v.price) ?? 0,
          cost: parseMoney(v.inventoryItem.unitCost?.amount),
        })),
      }));
    },

    /** Null when the product does not exist. */
    async listProductCollections(productId: string): Promise<CollectionSummary[] | null> {
      const data = await client.request<{ product: { collections: { nodes: CollectionSummary[] } } | null }>(
        PRODUCT_COLLECTIONS_QUERY,
        { id: productId },
      );
      return data.product?.collections.nodes.map(({ id, title, handle }) => ({ id, title, handle })) ?? null;
    },

    async countCustomersSince(since: Date): Promise<number> {
      const data = await client.request<{ customersCount: { count: number; precision: string } | null }>(
        CUSTOMERS_COUNT_QUERY,
        { query: `created_at:>'${since.toISOString()}'` },
      );
      const counted = data.customersCount;
      if (counted?.precision === 'AT_LEAST')
        logger.warn({ count: counted.count }, 'shopify customersCount is a lower bound');
      return counted?.count ?? 0;
    },

    async listTaxonomyCategories(): Promise<TaxonomyCategory[]> {
      const heads = await client.request<{ nodes: (RawCategory | null)[] }>(TAXONOMY_NODES_QUERY, {
        ids: [...TAXONOMY_ANCESTORS, ...TAXONOMY_BRANCHES],
      });
      const categories = heads.nodes.filter((c): c is RawCategory => Boolean(c?.id));
      for (const branch of TAXONOMY_BRANCHES) {
        categories.push(
          ...(await readAll(
            async (after) =>
              (
                await client.request<{ taxonomy: { categories: Page<RawCategory> } | null }>(
                  TAXONOMY_DESCENDANTS_QUERY,
                  {
                    of: branch,
                    after,
                  },
                )
              ).taxonomy?.categories ?? null,
          )),
        );
      }
      const unique = new Map(categories.map((c) => [c.id, toCategory(c)]));
      return [...unique.values()].sort((a, b) => a.full_name.localeCompare(b.full_name));
    },
  };
}
