import { expect, it } from 'vitest';
import type { Location } from '#server/platform/store-platform/port';
import {
  createSimpleProduct,
  expectPlatformError,
  uniqueKey,
  WINE,
  type StorePlatformHarness,
} from './store-platform-harness';

/** Collections, customers, taxonomy and the connection; declared inside the behaviour suite's describe. */
export function describeStorePlatformCatalogue(ctx: { harness: StorePlatformHarness; stores: Location[] }): void {
  const platform = () => ctx.harness.platform;
  const create = (title: string, extra: Parameters<typeof createSimpleProduct>[2] = {}) =>
    createSimpleProduct(platform(), title, extra);

  it('lists collections and their products with price and cost', async () => {
    const a = await create('Collected Barolo');
    const b = await create('Collected Barbaresco');
    const handle = uniqueKey('wine-all').toLowerCase();
    const seeded = await ctx.harness.seedCollection({ title: 'Wine ALL', handle, productIds: [a.id, b.id] });
    expect(await platform().listCollections()).toContainEqual({
      id: seeded.id,
      title: 'Wine ALL',
      handle,
      productsCount: 2,
    });
    const members = await platform().listCollectionProducts(seeded.id);
    expect(members.map((m) => m.id)).toEqual([a.id, b.id]);
    expect(await platform().getVariantProductId(a.variants[0]!.id)).toBe(a.id);
    expect(await platform().getVariantProductId('gid://shopify/ProductVariant/99999999')).toBeNull();
    expect(members[0]).toEqual({
      id: a.id,
      title: 'Collected Barolo',
      tags: a.tags,
      variants: a.variants.map((v) => ({ id: v.id, sku: v.sku, price: v.price, cost: v.cost })),
    });
    await expectPlatformError(platform().listCollectionProducts('gid://shopify/Collection/987654321'), 'not_found');
  });

  it('counts customers created since a moment', async () => {
    const now = Date.now();
    const since = new Date(now - 24 * 3600_000);
    const before = await platform().countCustomersSince(since);
    await ctx.harness.seedCustomers([
      new Date(now - 3600_000),
      new Date(now - 2 * 3600_000),
      new Date(now - 30 * 3600_000),
    ]);
    expect(await platform().countCustomersSince(since)).toBe(before + 2);
  });

  it('lists taxonomy categories with their place in the tree', async () => {
    const categories = await platform().listTaxonomyCategories();
    const wine = categories.find((c) => c.id === WINE.id);
    expect(wine).toEqual({
      id: WINE.id,
      name: WINE.name,
      full_name: WINE.fullName,
      parent_id: WINE.parentId,
      level: 3,
    });
    expect(categories.find((c) => c.id === WINE.parentId)?.name).toBe('Alcoholic Beverages');
  });

  it('tests a category against a product and refuses unknown ones', async () => {
    const product = await create('Categorised Gin');
    expect(await platform().testCategory(WINE.id, product.id, null)).toEqual({
      id: WINE.id,
      name: WINE.name,
      fullName: WINE.fullName,
    });
    expect((await platform().getProduct(product.id))?.categoryId).toBe(WINE.id);
    await expectPlatformError(
      platform().testCategory('gid://shopify/TaxonomyCategory/zz-404', product.id, null),
      'not_found',
    );
    await expectPlatformError(platform().testCategory(WINE.id, 'gid://shopify/Product/987654321', null), 'not_found');
  });

  it('reports a working connection', async () => {
    const status = await platform().checkConnection();
    expect(status).toMatchObject({ connected: true, adapter: platform().name });
    expect(status.message).not.toBe('');
  });
}
