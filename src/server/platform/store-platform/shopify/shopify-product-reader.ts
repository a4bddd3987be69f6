import type { CatalogueProduct, StockLevel } from '../port';
import {
  INVENTORY_ITEMS_PER_QUERY,
  INVENTORY_LEVELS_QUERY,
  PRODUCT_QUERY,
  PRODUCT_VARIANTS_PAGE_QUERY,
} from './documents/product-queries';
import type { ShopifyGraphqlClient } from './shopify-graphql-client';
import { mapProduct, type RawPageInfo, type RawProduct, type RawVariant } from './shopify-product-mapper';

interface RawInventoryItem {
  id: string;
  inventoryLevels: { nodes: { location: { id: string }; quantities: { name: string; quantity: number }[] }[] };
}

export interface ReadProduct {
  product: CatalogueProduct;
  /** Option names in order (`Title` for a product without options); needed to write variants. */
  optionNames: string[];
  /** The URL each image was created from, in order (CatalogueImage.src may be Shopify's CDN copy). */
  imageSources: (string | null)[];
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

export function createShopifyProductReader(client: ShopifyGraphqlClient) {
  async function readRemainingVariants(id: string, pageInfo: RawPageInfo): Promise<RawVariant[]> {
    const variants: RawVariant[] = [];
    let page = pageInfo;
    while (page.hasNextPage) {
      const data = await client.request<{
        product: { variants: { pageInfo: RawPageInfo; nodes: RawVariant[] } } | null;
      }>(PRODUCT_VARIANTS_PAGE_QUERY, { id, after: page.endCursor });
      if (!data.product) break;
      variants.push(...data.product.variants.nodes);
      page = data.product.variants.pageInfo;
    }
    return variants;
  }

  async function readInventory(inventoryItemIds: string[]): Promise<Map<string, StockLevel[]>> {
    const byItem = new Map<string, StockLevel[]>();
    for (const ids of chunk(inventoryItemIds, INVENTORY_ITEMS_PER_QUERY)) {
      const data = await client.request<{ nodes: (RawInventoryItem | null)[] }>(INVENTORY_LEVELS_QUERY, { ids });
      for (const item of data.nodes) {
        if (!item?.inventoryLevels) continue;
        byItem.set(
          item.id,
          item.inventoryLevels.nodes.map((level) => ({
            locationId: level.location.id,
            available: level.quantities.find((q) => q.name === 'available')?.quantity ?? 0,
          })),
        );
      }
    }
    return byItem;
  }

  return {
    async readProduct(id: string): Promise<ReadProduct | null> {
      const data = await client.request<{ product: RawProduct | null }>(PRODUCT_QUERY, { id });
      const raw = data.product;
      if (!raw) return null;
      const variants = [...raw.variants.nodes, ...(await readRemainingVariants(id, raw.variants.pageInfo))];
      const inventory = await readInventory(variants.map((v) => v.inventoryItem.id));
      return {
        product: mapProduct(raw, variants, inventory),
        optionNames: raw.options.map((o) => o.name),
        imageSources: raw.media.nodes.map((m) => m.originalSource?.url ?? null),
      };
    },
  };
}

export type ShopifyProductReader = ReturnType<typeof createShopifyProductReader>;
