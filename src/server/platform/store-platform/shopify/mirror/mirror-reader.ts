import { VARIANT_METAFIELD_KEYS, type StockLevel } from '#server/platform/store-platform/port';
import {
  MIRROR_PRODUCTS_PER_READ,
  MIRROR_PRODUCTS_QUERY,
  MIRROR_VARIANTS_FIRST,
  MIRROR_VARIANTS_PAGE_QUERY,
} from '../documents/mirror-documents';
import type { ShopifyGraphqlClient } from '../shopify-graphql-client';
import { mapProduct, type RawPageInfo, type RawProduct, type RawVariant } from '../shopify-product-mapper';
import type { ReadProduct } from '../shopify-product-reader';
import type { MirrorProduct } from './mirror-store';

/** A variant as MIRROR_VARIANT_FRAGMENT answers it. */
export type RawMirrorVariant = Omit<RawVariant, 'metafields' | 'inventoryItem'> & {
  inventoryItem: {
    id: string;
    unitCost: { amount: string } | null;
    inventoryLevels: { nodes: { location: { id: string }; quantities: { name: string; quantity: number }[] }[] };
  };
} & Record<`mf_${string}`, { value: string } | null | undefined>;

/** A product as MIRROR_PRODUCT_FRAGMENT answers it. */
export type RawMirrorProduct = Omit<RawProduct, 'variants'> & {
  collections: { nodes: { id: string }[] };
  variants: { pageInfo: RawPageInfo; nodes: RawMirrorVariant[] };
};

/** A live read: the product in the port's shape, with what writes and the mirror need. */
export interface LiveProduct extends ReadProduct {
  mirror: MirrorProduct;
}

/** The port's product (and the mirror's row) from Shopify's answer, variants already complete. */
export function toLiveProduct(
  raw: RawMirrorProduct,
  allVariants: RawMirrorVariant[] = raw.variants.nodes,
): LiveProduct {
  const inventory = new Map<string, StockLevel[]>();
  const variants: RawVariant[] = allVariants.map((variant) => {
    inventory.set(
      variant.inventoryItem.id,
      variant.inventoryItem.inventoryLevels.nodes.map((level) => ({
        locationId: level.location.id,
        available: level.quantities.find((q) => q.name === 'available')?.quantity ?? 0,
      })),
    );
    const nodes = VARIANT_METAFIELD_KEYS.flatMap((key) => {
      const field = variant[`mf_${key}`];
      return field ? [{ key, value: field.value }] : [];
    });
    return {
      id: variant.id,
      title: variant.title,
      sku: variant.sku,
      barcode: variant.barcode,
      price: variant.price,
      position: variant.position,
      selectedOptions: variant.selectedOptions,
      inventoryItem: { id: variant.inventoryItem.id, unitCost: variant.inventoryItem.unitCost },
      metafields: { nodes },
    };
  });
  const product = mapProduct(
    { ...raw, variants: { pageInfo: raw.variants.pageInfo, nodes: variants } },
    variants,
    inventory,
  );
  const optionNames = raw.options.map((option) => option.name);
  return {
    product,
    optionNames,
    imageSources: raw.media.nodes.map((media) => media.originalSource?.url ?? null),
    mirror: {
      product,
      optionName: optionNames[0] ?? 'Title',
      collectionIds: raw.collections.nodes.map((collection) => collection.id),
    },
  };
}

/** Reads products from Shopify as they are now: several per request, the rare long variant list paged. */
export function createMirrorReader(client: ShopifyGraphqlClient) {
  async function completeVariants(raw: RawMirrorProduct): Promise<RawMirrorVariant[]> {
    const all = [...raw.variants.nodes];
    let page = raw.variants.pageInfo;
    while (page.hasNextPage) {
      const data = await client.request<{
        product: { variants: { pageInfo: RawPageInfo; nodes: RawMirrorVariant[] } } | null;
      }>(MIRROR_VARIANTS_PAGE_QUERY, { id: raw.id, after: page.endCursor });
      if (!data.product) break;
      all.push(...data.product.variants.nodes);
      page = data.product.variants.pageInfo;
    }
    return all;
  }

  return {
    /** The products that exist, in the order asked; unknown ids are left out. */
    async readProducts(ids: readonly string[], variantsFirst = MIRROR_VARIANTS_FIRST): Promise<LiveProduct[]> {
      const found: LiveProduct[] = [];
      for (let i = 0; i < ids.length; i += MIRROR_PRODUCTS_PER_READ) {
        // A node that is not a product answers `{}` (the fragment does not apply).
        const data = await client.request<{ nodes: (Partial<RawMirrorProduct> | null)[] }>(MIRROR_PRODUCTS_QUERY, {
          ids: ids.slice(i, i + MIRROR_PRODUCTS_PER_READ),
          variantsFirst,
        });
        for (const node of data.nodes) {
          if (!node?.id) continue;
          const product = node as RawMirrorProduct;
          found.push(toLiveProduct(product, await completeVariants(product)));
        }
      }
      return found;
    },

    async readProduct(id: string, variantsFirst?: number): Promise<LiveProduct | null> {
      return (await this.readProducts([id], variantsFirst))[0] ?? null;
    },
  };
}
