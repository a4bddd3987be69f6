import { expect, it } from 'vitest';
import { StaleEditError, type Location } from '#server/platform/store-platform/port';
import {
  createSimpleProduct,
  expectPlatformError,
  platformErrorOf,
  uniqueKey,
  variant,
  type StorePlatformHarness,
} from './store-platform-harness';

/**
 * Edits that carry the values they were read with (VariantEdit.expected) and product collections;
 * declared inside the behaviour suite's describe.
 */
export function describeStorePlatformStaleEdits(ctx: { harness: StorePlatformHarness; stores: Location[] }): void {
  const platform = () => ctx.harness.platform;

  it('writes an edit whose expected values are still current, however blank text and cents are spelled', async () => {
    const sku = uniqueKey('FRESH-READ');
    const product = await createSimpleProduct(platform(), 'Current Read Merlot', {
      variants: [variant({ sku, price: 20, cost: 9.5, metafields: { vintage: '2019' } })],
    });
    const [only] = product.variants;
    const after = await platform().updateVariants(
      product.id,
      [
        {
          id: only!.id,
          price: 22,
          metafields: { par_value: '4' },
          expected: {
            sku: sku.toLowerCase(),
            price: 20.0,
            cost: 9.5,
            metafields: { vintage: ' 2019 ', par_value: '' },
          },
        },
      ],
      null,
      null,
    );
    expect(after.variants[0]).toMatchObject({ price: 22, metafields: { vintage: '2019', par_value: '4' } });
  });

  it('refuses an edit read before someone else changed the variant, naming each field, and writes nothing', async () => {
    const [downtown] = ctx.stores;
    const sku = uniqueKey('STALE');
    const product = await createSimpleProduct(platform(), 'Contested Zinfandel', {
      variants: [
        variant({
          sku,
          price: 30,
          cost: 15,
          metafields: { vintage: '2020' },
          stock: { locationId: downtown!.id, quantity: 5 },
        }),
        variant({ option1: '1.5L', sku: `${sku}-M`, price: 60, cost: 30 }),
      ],
    });
    const [first, second] = product.variants;
    // Someone else saves first.
    await platform().updateVariants(
      product.id,
      [{ id: first!.id, price: 32, metafields: { vintage: '2021' } }],
      null,
      null,
    );
    const error = await platformErrorOf(
      platform().updateVariants(
        product.id,
        [
          { id: second!.id, price: 65, expected: { price: 60, cost: 30 } },
          {
            id: first!.id,
            price: 35,
            cost: 16,
            stockDelta: 3,
            expected: { sku, price: 30, cost: 15, metafields: { vintage: '2020', par_value: null } },
          },
        ],
        downtown!.id,
        null,
      ),
    );
    expect(error).toBeInstanceOf(StaleEditError);
    expect(error.kind).toBe('conflict');
    expect((error as StaleEditError).stale).toEqual([
      { variantId: first!.id, field: 'price', expected: 30, actual: 32 },
      { variantId: first!.id, field: 'vintage', expected: '2020', actual: '2021' },
    ]);
    const now = await platform().getProduct(product.id);
    expect(now?.variants.map((v) => v.price)).toEqual([32, 60]);
    expect(now?.variants[0]?.cost).toBe(15);
    expect(now?.variants[0]?.inventory).toEqual([{ locationId: downtown!.id, available: 5 }]);
  });

  it('refuses a stale SKU and a stale cost', async () => {
    const sku = uniqueKey('RENAMED');
    const product = await createSimpleProduct(platform(), 'Renamed Riesling', {
      variants: [variant({ sku, cost: 8 })],
    });
    const [only] = product.variants;
    await platform().updateVariants(product.id, [{ id: only!.id, sku: `${sku}-B`, cost: 8.4 }], null, null);
    const error = await platformErrorOf(
      platform().updateVariants(product.id, [{ id: only!.id, price: 1, expected: { sku, cost: 8 } }], null, null),
    );
    expect((error as StaleEditError).stale.map((field) => field.field)).toEqual(['sku', 'cost']);
  });

  it('lists the collections a product belongs to, and refuses an unknown product', async () => {
    const product = await createSimpleProduct(platform(), 'Collected Chianti');
    const other = await createSimpleProduct(platform(), 'Uncollected Lager');
    const wine = await ctx.harness.seedCollection({
      title: 'Wine ALL',
      handle: uniqueKey('wine-all'),
      productIds: [product.id],
    });
    const italy = await ctx.harness.seedCollection({
      title: 'Italy Wine',
      handle: uniqueKey('italy-wine'),
      productIds: [product.id, other.id],
    });
    const titles = (await platform().listProductCollections(product.id)).map((c) => c.title).sort();
    expect(titles).toEqual([italy.title, wine.title].sort());
    expect((await platform().listProductCollections(other.id)).map((c) => c.id)).toEqual([italy.id]);
    await expectPlatformError(platform().listProductCollections('gid://shopify/Product/987654321'), 'not_found');
  });
}
