import { GraphQLError } from 'graphql';
import { evaluateSearch, parseSearch, type SearchDocument } from './fake-shopify-search';
import { orderValues, orderView } from './fake-shopify-orders';
import type { FakeProduct, FakeShopifyState, FakeVariant } from './fake-shopify-state';
import {
  categoryView,
  collectionView,
  connection,
  inventoryItemView,
  locationView,
  nodeView,
  productView,
  variantView,
  type PageArgs,
} from './fake-shopify-views';

type Search = PageArgs & { query?: string | null };

function filterBy<T>(
  items: T[],
  query: string | null | undefined,
  values: (item: T) => SearchDocument['values'],
  log: string[],
  listFields?: Set<string>,
) {
  if (!query) return items;
  let node;
  try {
    node = parseSearch(query);
  } catch (error) {
    throw new GraphQLError(`Invalid search query "${query}": ${(error as Error).message}`);
  }
  return items.filter((item) =>
    evaluateSearch(node, {
      values: values(item),
      listFields,
      onUnknownField: (f) => log.push(`unknown filter ${f} in "${query}"`),
    }),
  );
}

function productValues(state: FakeShopifyState, p: FakeProduct) {
  const variants = state.variantsOf(p.id);
  return (field: string | null): (string | null)[] | undefined => {
    switch (field) {
      case null:
        return [p.title, p.vendor, p.productType, ...p.tags, ...variants.map((v) => v.sku)];
      case 'title':
        return [p.title];
      case 'handle':
        return [p.handle];
      case 'sku':
        return variants.map((v) => v.sku);
      case 'barcode':
        return variants.map((v) => v.barcode);
      case 'tag':
        return p.tags;
      case 'vendor':
        return [p.vendor];
      case 'product_type':
        return [p.productType];
      case 'status':
        return [p.status.toLowerCase()];
      case 'created_at':
        return [p.createdAt];
      case 'updated_at':
        return [p.updatedAt];
      default:
        return undefined;
    }
  };
}

function variantValues(state: FakeShopifyState, v: FakeVariant) {
  return (field: string | null): (string | null)[] | undefined => {
    switch (field) {
      case null:
        return [v.sku, v.barcode, state.products.get(v.productId)?.title ?? null];
      case 'sku':
        return [v.sku];
      case 'barcode':
        return [v.barcode];
      case 'product_id':
        return [v.productId.split('/').pop() ?? null];
      case 'title':
        return [v.optionValues.join(' / ')];
      default:
        return undefined;
    }
  };
}

/** Root query fields; `searchLog` collects filters Shopify would ignore (a fake-side warning). */
export function createQueryRoot(state: FakeShopifyState, searchLog: string[]) {
  return {
    shop: () => ({
      __typename: 'Shop',
      id: 'gid://shopify/Shop/1',
      name: state.shopName,
      myshopifyDomain: 'mission-control-test.myshopify.com',
    }),
    product: ({ id }: { id: string }) => {
      const p = state.products.get(id);
      return p ? productView(state, p) : null;
    },
    productByIdentifier: ({
      identifier,
    }: {
      identifier: { id?: string; handle?: string; customId?: { namespace?: string; key: string; value: string } };
    }) => {
      let p: FakeProduct | undefined;
      if (identifier.id) p = state.products.get(identifier.id);
      else if (identifier.handle) p = [...state.products.values()].find((x) => x.handle === identifier.handle);
      else if (identifier.customId) {
        const { namespace = '$app', key, value } = identifier.customId;
        if (!state.uniqueDefinition('PRODUCT', namespace, key)) {
          throw new GraphQLError(`Metafield definition ${namespace}.${key} with unique values was not found`);
        }
        const owner = [...state.metafields.values()].find(
          (m) => m.namespace === namespace && m.key === key && m.value === value,
        );
        p = owner ? state.products.get(owner.ownerId) : undefined;
      }
      return p ? productView(state, p) : null;
    },
    products: (args: Search) =>
      connection(
        filterBy(
          [...state.products.values()],
          args.query,
          (p) => productValues(state, p),
          searchLog,
          new Set(['handle']),
        ).map((p) => productView(state, p)),
        args,
      ),
    productVariants: (args: Search) =>
      connection(
        filterBy([...state.variants.values()], args.query, (v) => variantValues(state, v), searchLog).map((v) =>
          variantView(state, v),
        ),
        args,
      ),
    node: ({ id }: { id: string }) => nodeView(state, id),
    nodes: ({ ids }: { ids: string[] }) => ids.map((id) => nodeView(state, id)),
    inventoryItem: ({ id }: { id: string }) => inventoryItemView(state, id),
    location: ({ id }: { id: string }) => locationView(state, id),
    locations: (args: Search & { includeInactive?: boolean }) =>
      connection(
        state.locations.filter((l) => l.isActive || args.includeInactive).map((l) => locationView(state, l.id)),
        args,
      ),
    collection: ({ id }: { id: string }) => collectionView(state, id),
    collections: (args: Search) =>
      connection(
        state.collections.map((c) => collectionView(state, c.id)),
        args,
      ),
    orders: (args: Search & { sortKey?: string }) =>
      connection(
        filterBy(
          [...state.orders].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
          args.query,
          orderValues,
          searchLog,
          new Set(['tag']),
        ).map(orderView),
        args,
      ),
    customersCount: (args: { query?: string | null; limit?: number | null }) => {
      const count = filterBy(
        state.customers,
        args.query,
        (c) => (field) =>
          field === 'created_at' || field === 'updated_at' ? [c.createdAt] : field === 'id' ? [c.id] : undefined,
        searchLog,
      ).length;
      const limit = args.limit === undefined ? 10_000 : args.limit;
      return limit !== null && count > limit ? { count: limit, precision: 'AT_LEAST' } : { count, precision: 'EXACT' };
    },
    taxonomy: () => ({
      categories: (
        args: PageArgs & { search?: string; childrenOf?: string; descendantsOf?: string; siblingsOf?: string },
      ) => {
        const all = state.taxonomy;
        const isUnder = (id: string, ancestor: string): boolean => {
          const parent = all.find((c) => c.id === id)?.parent_id;
          return parent ? parent === ancestor || isUnder(parent, ancestor) : false;
        };
        let chosen = all.filter((c) => c.parent_id === null);
        if (args.search)
          chosen = all.filter((c) => c.full_name.toLowerCase().includes((args.search as string).toLowerCase()));
        else if (args.childrenOf) chosen = all.filter((c) => c.parent_id === args.childrenOf);
        else if (args.descendantsOf) chosen = all.filter((c) => isUnder(c.id, args.descendantsOf as string));
        else if (args.siblingsOf) {
          const parent = all.find((c) => c.id === args.siblingsOf)?.parent_id;
          chosen = all.filter((c) => c.parent_id === parent && c.id !== args.siblingsOf);
        }
        return connection(
          chosen.map((c) => categoryView(state, c)),
          args,
        );
      },
    }),
  };
}
