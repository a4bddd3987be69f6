import { GraphQLError } from 'graphql';
import type { FakeMedia, FakeProduct, FakeShopifyState, FakeTaxonomyCategory, FakeVariant } from './fake-shopify-state';

/**
 * GraphQL-shaped views over the state, resolved by graphql-js's default resolver: plain values
 * for fields, functions `(args) => value` for fields with arguments, `__typename` for interfaces.
 */
export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

const cursorOf = (index: number) => Buffer.from(`i:${index}`).toString('base64');
const indexOf = (cursor: string) => Number(Buffer.from(cursor, 'base64').toString().slice(2));

let unbounded = false;
/** Runs `read` with connections answering every item when no page size is given, as a bulk operation reads. */
export function readUnbounded<T>(read: () => T): T {
  unbounded = true;
  try {
    return read();
  } finally {
    unbounded = false;
  }
}

export function connection<T>(items: readonly T[], args: PageArgs) {
  const size = args.first ?? args.last ?? (unbounded ? Math.max(items.length, 1) : null);
  if (size == null) throw new GraphQLError('you must provide one of first or last');
  if (size > 250 && !unbounded) throw new GraphQLError('The maximum number of items per page is 250');
  const list = args.reverse ? [...items].reverse() : [...items];
  const start = args.after ? indexOf(args.after) + 1 : 0;
  const page = list.slice(start, start + size);
  return {
    nodes: page,
    edges: page.map((node, i) => ({ node, cursor: cursorOf(start + i) })),
    pageInfo: {
      hasNextPage: start + size < list.length,
      hasPreviousPage: start > 0,
      startCursor: page.length ? cursorOf(start) : null,
      endCursor: page.length ? cursorOf(start + page.length - 1) : null,
    },
  };
}

export function metafieldView(m: { id: string; namespace: string; key: string; type: string; value: string }) {
  return { __typename: 'Metafield', ...m, compareDigest: Buffer.from(`${m.id}:${m.value}`).toString('base64') };
}

function metafieldsField(state: FakeShopifyState, ownerId: string) {
  return (args: PageArgs & { namespace?: string | null; keys?: string[] | null }) =>
    connection(
      state
        .metafieldsOf(ownerId)
        .filter((m) => !args.namespace || m.namespace === args.namespace)
        .filter((m) => !args.keys || args.keys.includes(`${m.namespace}.${m.key}`))
        .map(metafieldView),
      args,
    );
}

export function locationView(state: FakeShopifyState, id: string) {
  const location = state.locations.find((l) => l.id === id);
  return location
    ? {
        __typename: 'Location',
        ...location,
        inventoryLevels: (args: PageArgs) =>
          connection(
            [...state.variants.values()].flatMap((v) => {
              const level = inventoryLevelView(state, v.inventoryItemId, id);
              return level ? [level] : [];
            }),
            args,
          ),
      }
    : null;
}

export function inventoryLevelView(state: FakeShopifyState, inventoryItemId: string, locationId: string) {
  const available = state.available(inventoryItemId, locationId);
  if (available === undefined) return null;
  return {
    __typename: 'InventoryLevel',
    id: `gid://shopify/InventoryLevel/${locationId.split('/').pop()}?inventory_item_id=${inventoryItemId.split('/').pop()}`,
    location: () => locationView(state, locationId),
    item: () => inventoryItemView(state, inventoryItemId),
    quantities: ({ names }: { names: string[] }) =>
      names.map((name) => ({
        id: `gid://shopify/InventoryQuantity/${name}`,
        name,
        quantity: name === 'available' || name === 'on_hand' ? available : 0,
        updatedAt: null,
      })),
  };
}

export function inventoryItemView(state: FakeShopifyState, inventoryItemId: string) {
  const variant = state.variantByInventoryItem(inventoryItemId);
  if (!variant) return null;
  return {
    __typename: 'InventoryItem',
    id: inventoryItemId,
    sku: variant.sku,
    tracked: variant.tracked,
    unitCost: variant.cost === null ? null : { amount: variant.cost, currencyCode: 'USD' },
    inventoryLevel: ({ locationId }: { locationId: string }) => inventoryLevelView(state, inventoryItemId, locationId),
    inventoryLevels: (args: PageArgs) =>
      connection(
        state.levelsOf(inventoryItemId).map((l) => inventoryLevelView(state, inventoryItemId, l.locationId)),
        args,
      ),
    variant: () => variantView(state, variant),
  };
}

export function variantView(state: FakeShopifyState, v: FakeVariant): Record<string, unknown> {
  const product = state.products.get(v.productId);
  return {
    __typename: 'ProductVariant',
    id: v.id,
    title: v.optionValues.join(' / '),
    sku: v.sku,
    barcode: v.barcode,
    price: v.price,
    position: v.position,
    selectedOptions: (product?.options ?? []).map((name, i) => ({ name, value: v.optionValues[i] ?? '' })),
    inventoryItem: () => inventoryItemView(state, v.inventoryItemId),
    inventoryQuantity: state.levelsOf(v.inventoryItemId).reduce((sum, l) => sum + l.available, 0),
    metafields: metafieldsField(state, v.id),
    metafield: ({ namespace, key }: { namespace?: string; key: string }) => {
      const m = state.findMetafield(v.id, namespace ?? '$app', key);
      return m ? metafieldView(m) : null;
    },
    product: () => (product ? productView(state, product) : null),
  };
}

export function mediaView(m: FakeMedia) {
  return {
    __typename: 'MediaImage',
    id: m.id,
    alt: m.alt,
    mediaContentType: 'IMAGE',
    status: 'READY',
    image: { id: m.id.replace('MediaImage', 'ImageSource'), url: m.url, altText: m.alt },
    originalSource: { url: m.originalSource, fileSize: null },
  };
}

export function categoryView(state: FakeShopifyState, c: FakeTaxonomyCategory) {
  const children = state.taxonomy.filter((x) => x.parent_id === c.id).map((x) => x.id);
  return {
    __typename: 'TaxonomyCategory',
    id: c.id,
    name: c.name,
    fullName: c.full_name,
    level: c.level,
    parentId: c.parent_id,
    childrenIds: children,
    isLeaf: children.length === 0,
    isRoot: c.parent_id === null,
    isArchived: false,
  };
}

export function productView(state: FakeShopifyState, p: FakeProduct): Record<string, unknown> {
  const category = state.taxonomy.find((c) => c.id === p.categoryId);
  return {
    __typename: 'Product',
    ...p,
    category: category ? categoryView(state, category) : null,
    options: () => p.options.map((name, i) => ({ id: `${p.id}/option/${i}`, name, position: i + 1 })),
    metafields: metafieldsField(state, p.id),
    metafield: ({ namespace, key }: { namespace?: string; key: string }) => {
      const m = state.findMetafield(p.id, namespace ?? '$app', key);
      return m ? metafieldView(m) : null;
    },
    media: (args: PageArgs) =>
      connection(
        p.mediaIds.flatMap((id) => {
          const m = state.media.get(id);
          return m ? [mediaView(m)] : [];
        }),
        args,
      ),
    variants: (args: PageArgs) =>
      connection(
        state.variantsOf(p.id).map((v) => variantView(state, v)),
        args,
      ),
    hasOnlyDefaultVariant: p.options.length === 1 && p.options[0] === 'Title',
    collections: (args: PageArgs) =>
      connection(
        state.collections.filter((c) => c.productIds.includes(p.id)).map((c) => collectionView(state, c.id)),
        args,
      ),
  };
}

export function collectionView(state: FakeShopifyState, id: string) {
  const c = state.collections.find((x) => x.id === id);
  if (!c) return null;
  return {
    __typename: 'Collection',
    id: c.id,
    title: c.title,
    handle: c.handle,
    productsCount: () => ({ count: c.productIds.filter((pid) => state.products.has(pid)).length, precision: 'EXACT' }),
    products: (args: PageArgs) =>
      connection(
        c.productIds.flatMap((pid) => {
          const p = state.products.get(pid);
          return p ? [productView(state, p)] : [];
        }),
        args,
      ),
  };
}

/** `node(id:)` / `nodes(ids:)`: the resource a global id names, or null. */
export function nodeView(state: FakeShopifyState, id: string): unknown {
  const kind = /^gid:\/\/shopify\/(\w+)\//.exec(id)?.[1];
  const product = state.products.get(id);
  const variant = state.variants.get(id);
  const media = state.media.get(id);
  const category = state.taxonomy.find((c) => c.id === id);
  switch (kind) {
    case 'Product':
      return product ? productView(state, product) : null;
    case 'ProductVariant':
      return variant ? variantView(state, variant) : null;
    case 'InventoryItem':
      return inventoryItemView(state, id);
    case 'MediaImage':
      return media ? mediaView(media) : null;
    case 'Collection':
      return collectionView(state, id);
    case 'Location':
      return locationView(state, id);
    case 'TaxonomyCategory':
      return category ? categoryView(state, category) : null;
    default:
      throw new GraphQLError(`Invalid global id '${id}'`);
  }
}
