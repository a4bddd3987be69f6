import { executeSync, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  MIRROR_BULK_PRODUCTS_QUERY,
  MIRROR_BULK_STOCK_QUERY,
} from '#server/platform/store-platform/shopify/documents/mirror-bulk-documents';
import { createBulkOperations } from './fake-shopify-bulk';
import { loadAdminSchema } from './fake-shopify-graphql';
import { createQueryRoot } from './fake-shopify-queries';
import { seedFakeCatalogue } from './fake-shopify-seed';
import { FakeShopifyState, type FakeVariant } from './fake-shopify-state';
import { readUnbounded } from './fake-shopify-views';

type Json = Record<string, unknown>;

function shop(products: number) {
  const state = new FakeShopifyState(['Downtown', 'Harbour']);
  seedFakeCatalogue(state, {
    products,
    variantsPerProduct: 2,
    title: (n) => `Bulk Wine ${n}`,
    sku: (n, v) => `BW-${n}-${v}`,
    barcode: () => null,
    price: (n) => 10 + (n % 7),
    available: (n, v, location) => (location === 0 ? (n % 5) + v : 0),
  });
  return state;
}

/** The JSONL the whole query gives at once, for comparison. */
function expectedLines(state: FakeShopifyState, query: string): string[] {
  const result = readUnbounded(() =>
    executeSync({ schema: loadAdminSchema(), document: parse(query), rootValue: createQueryRoot(state, []) }),
  );
  const lines: string[] = [];
  const isConnection = (value: unknown): value is { edges: { node: Json }[] } =>
    typeof value === 'object' && value !== null && Array.isArray((value as Json).edges);
  const emit = (node: Json, parentId: string | null) => {
    const own: Json = {};
    const children: { edges: { node: Json }[] }[] = [];
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pageInfo') continue;
      if (isConnection(value)) children.push(value);
      else own[key] = value;
    }
    if (parentId) own.__parentId = parentId;
    lines.push(JSON.stringify(own));
    for (const child of children) for (const edge of child.edges) emit(edge.node, node.id as string);
  };
  for (const value of Object.values(result.data ?? {}))
    if (isConnection(value)) for (const edge of value.edges) emit(edge.node, null);
  return lines;
}

async function untilDone(operations: ReturnType<typeof createBulkOperations>, id: string) {
  for (let polls = 0; polls < 1_000; polls++) {
    const view = operations.queries.bulkOperation({ id });
    if (view?.status !== 'RUNNING') return view;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the bulk query did not finish');
}

describe('fake Shopify: bulk queries', () => {
  it('completes a small shop’s query in the request when no polls are asked for', () => {
    const state = shop(3);
    const operations = createBulkOperations(state, 'http://fake', { pollsUntilDone: 0 });
    const run = operations.mutations.bulkOperationRunQuery({ query: MIRROR_BULK_PRODUCTS_QUERY });
    expect(run.bulkOperation).toMatchObject({ status: 'COMPLETED', objectCount: '9', rootObjectCount: '3' });
    expect(state.bulkOperations.get(run.bulkOperation?.id ?? '')?.lines).toEqual(
      expectedLines(state, MIRROR_BULK_PRODUCTS_QUERY),
    );
  });

  it('answers RUNNING at once for a big shop and writes the same JSONL in the background, children under their parent', async () => {
    const state = shop(2_500); // 5,000 stock levels at one location: more than one window of children
    const operations = createBulkOperations(state, 'http://fake', { pollsUntilDone: 1 });
    for (const query of [MIRROR_BULK_PRODUCTS_QUERY, MIRROR_BULK_STOCK_QUERY]) {
      const run = operations.mutations.bulkOperationRunQuery({ query });
      expect(run.bulkOperation?.status).toBe('RUNNING');
      expect(run.bulkOperation?.url).toBeNull();
      const done = await untilDone(operations, run.bulkOperation?.id ?? '');
      const lines = expectedLines(state, query);
      const roots = lines.filter((line) => !line.includes('"__parentId"')).length;
      expect(done).toMatchObject({
        status: 'COMPLETED',
        objectCount: String(lines.length),
        rootObjectCount: String(roots),
        fileSize: String(lines.join('\n').length),
      });
      expect(state.bulkOperations.get(run.bulkOperation?.id ?? '')?.lines).toEqual(lines);
    }
  });
});

describe('fake Shopify: variant indexes', () => {
  it('finds a product’s variants and an item’s variant after variants are added, moved and removed', () => {
    const state = shop(2);
    const [first, second] = [...state.products.keys()] as [string, string];
    const [a, b] = state.variantsOf(first) as [FakeVariant, FakeVariant];
    expect(state.variantsOf(first).map((v) => v.id)).toEqual([a.id, b.id]);
    expect(state.variantByInventoryItem(a.inventoryItemId)?.id).toBe(a.id);

    state.variants.set(a.id, { ...a, productId: second, position: 3 });
    expect(state.variantsOf(first).map((v) => v.id)).toEqual([b.id]);
    expect(state.variantsOf(second).map((v) => v.position)).toEqual([1, 2, 3]);

    state.deleteVariant(a.id);
    expect(state.variantsOf(second)).toHaveLength(2);
    expect(state.variantByInventoryItem(a.inventoryItemId)).toBeUndefined();
    expect(state.available(a.inventoryItemId, state.locations[0]?.id ?? '')).toBeUndefined();
  });
});
