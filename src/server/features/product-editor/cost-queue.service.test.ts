import { describe, expect, it } from 'vitest';
import type { CostChangeItem } from '#shared/product-editor/cost-queue';
import type { CatalogueProduct, CatalogueVariant } from '#server/platform/store-platform/port';
import { planCostSave, variantEditsFor } from './cost-queue.service';
import type { ProductLogRow } from './product-log.repo';

let nextId = 1;
function entry(productId: string, variantId: string | null, oldValue: string | null, newValue: string | null) {
  return {
    id: nextId++,
    at: new Date('2026-11-28T10:00:00Z'),
    action: 'edit',
    actorId: 1,
    actorName: 'carla',
    productId,
    title: 'A wine',
    skus: [],
    variants: [],
    details: {},
    requestId: null,
    variantId,
    field: 'cost',
    oldValue,
    newValue,
  } satisfies ProductLogRow;
}

function item(id: string, changes: Partial<CostChangeItem> = {}): CostChangeItem {
  return {
    id,
    title: 'A wine',
    sku: `SKU-${id}`,
    collections: [],
    isWineProduct: true,
    oldCost: 5,
    newCost: 6,
    oldPrice: 10,
    newPrice: 0,
    noPriceChange: false,
    costEdited: false,
    newGrossMargin: 0.4,
    ...changes,
  };
}

function variant(id: string, price: number): CatalogueVariant {
  return {
    id,
    inventoryItemId: `inv-${id}`,
    title: 'Default Title',
    sku: `SKU-${id}`,
    barcode: null,
    option1: null,
    price,
    cost: 6,
    metafields: {},
    inventory: [],
  };
}

function product(variants: CatalogueVariant[]): CatalogueProduct {
  return {
    id: 'p1',
    title: 'A wine',
    handle: 'a-wine',
    vendor: 'Vendor',
    productType: 'Wine',
    descriptionHtml: '',
    status: 'ACTIVE',
    tags: [],
    categoryId: null,
    metafields: {},
    images: [],
    variants,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

describe('planCostSave', () => {
  it('keeps only the items acted on, groups them by product, and settles only their entries', () => {
    const entries = [
      entry('p1', 'v1', '5.00', '5.50'),
      entry('p1', 'v1', '5.50', '6.00'),
      entry('p2', 'v2', '3.00', '4.00'),
    ];
    entries.push(entry('p2', 'v3', '1.00', '2.00'));
    const plan = planCostSave(entries, [
      item('v1', { newPrice: 12 }),
      item('v2', { noPriceChange: true }),
      item('v3'), // neither a new price nor "no change": left for later
    ]);
    expect(plan.updated.map((updated) => updated.id)).toEqual(['v1', 'v2']);
    expect([...plan.byProduct].map(([id, items]) => [id, items.map((i) => i.id)])).toEqual([
      ['p1', ['v1']],
      ['p2', ['v2']],
    ]);
    expect(plan.logIds).toEqual([entries[0]?.id, entries[1]?.id, entries[2]?.id]);
    // A variant's first old cost and last new cost in the batch.
    expect(plan.summary.get('v1')).toEqual({ productId: 'p1', oldCost: 5, newCost: 6 });
  });

  it('refuses an item that is not in the batch', () => {
    expect(() => planCostSave([entry('p1', 'v1', '5.00', '6.00')], [item('v9', { newPrice: 12 })])).toThrow(
      /SKU-v9 is not in this cost change batch/,
    );
  });
});

describe('variantEditsFor', () => {
  const entries = [entry('p1', 'v1', '5.00', '6.00'), entry('p1', 'v2', '5.00', '6.00')];
  const { summary } = planCostSave(entries, []);

  it('sends a new price guarded by the old one, and an edited cost guarded by the queued one', () => {
    const edits = variantEditsFor(
      product([variant('v1', 10), variant('v2', 10)]),
      [item('v1', { newPrice: 12 }), item('v2', { noPriceChange: true, costEdited: true, newCost: 6.5 })],
      summary,
    );
    expect(edits).toEqual([
      { id: 'v1', price: 12, expected: { price: 10 } },
      { id: 'v2', cost: 6.5, expected: { cost: 6 } },
    ]);
  });

  it('sends nothing for a price an earlier attempt already saved', () => {
    expect(variantEditsFor(product([variant('v1', 12)]), [item('v1', { newPrice: 12 })], summary)).toEqual([]);
  });
});
