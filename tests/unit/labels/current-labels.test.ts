import { describe, expect, it } from 'vitest';
import { currentLabels, labelTitle } from '#server/features/labels/current-labels';
import type { LabelItemRow } from '#server/features/labels/label-queue.repo';
import type { CatalogueReader, VariantSummary } from '#server/platform/store-platform/port';

const variant = (id: number, overrides: Partial<VariantSummary> = {}): VariantSummary => ({
  id: `gid://shopify/ProductVariant/${id}`,
  productId: `gid://shopify/Product/${id}`,
  productTitle: `Wine ${id}`,
  variantTitle: 'Default Title',
  productVariantCount: 1,
  sku: `SKU-${id}`,
  barcode: `00000000000${id}`,
  price: 10 + id,
  ...overrides,
});

const item = (position: number, variantId: string | null): LabelItemRow => ({
  id: position + 1,
  queueId: 1,
  position,
  sku: `SKU-${position}`,
  variantId,
  title: `Queued ${position}`,
  price: 1,
  barcode: null,
});

describe('currentLabels', () => {
  it('reads the whole queue in one call and never searches label by label', async () => {
    const calls: string[][] = [];
    const platform = {
      getVariantsByIds: (ids: readonly string[]) => {
        calls.push([...ids]);
        return Promise.resolve(ids.flatMap((id) => (id.endsWith('/3') ? [] : [variant(Number(id.split('/').at(-1)))])));
      },
      searchProducts: () => Promise.reject(new Error('a label must not be searched on its own')),
      getProduct: () => Promise.reject(new Error('a label must not be read on its own')),
      getVariantProductId: () => Promise.reject(new Error('a label must not be read on its own')),
    } satisfies CatalogueReader;
    const labels = await currentLabels(platform, [
      item(0, 'gid://shopify/ProductVariant/1'),
      item(1, 'gid://shopify/ProductVariant/2'),
      item(2, 'gid://shopify/ProductVariant/3'),
      item(3, null),
    ]);
    expect(calls).toEqual([
      ['gid://shopify/ProductVariant/1', 'gid://shopify/ProductVariant/2', 'gid://shopify/ProductVariant/3'],
    ]);
    expect(labels).toEqual([
      { sku: 'SKU-1', title: 'Wine 1', price: 11, barcode: '000000000001', missing: false },
      { sku: 'SKU-2', title: 'Wine 2', price: 12, barcode: '000000000002', missing: false },
      { sku: 'SKU-2', title: 'Queued 2', price: null, barcode: null, missing: true },
      { sku: 'SKU-3', title: 'Queued 3', price: null, barcode: null, missing: true },
    ]);
  });
});

describe('labelTitle', () => {
  it("is the product's title, naming the variant only when the product has several and the title does not", () => {
    expect(labelTitle(variant(1, { productTitle: 'Ridge Zinfandel 750ml' }))).toBe('Ridge Zinfandel 750ml');
    expect(
      labelTitle(variant(1, { productTitle: 'Ridge Zinfandel', variantTitle: '375ml', productVariantCount: 2 })),
    ).toBe('Ridge Zinfandel 375ml');
    expect(
      labelTitle(variant(1, { productTitle: 'Ridge Zinfandel 375ML', variantTitle: '375ml', productVariantCount: 2 })),
    ).toBe('Ridge Zinfandel 375ML');
  });
});
