import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopifyHarness, type ShopifyHarness } from './shopify-harness';
import { productInput, uniqueKey, variant } from './store-platform-harness';

let h: ShopifyHarness;
beforeAll(async () => {
  h = await createShopifyHarness();
});
afterAll(async () => h.close());

const sent = (rootField: string) =>
  h.fake.received.filter((r) => r.rootFields.includes(rootField) && r.outcome === 'ok');

describe('Shopify adapter: how it uses the Admin API', () => {
  it('keys creation on a unique-valued metafield, defined once', async () => {
    const key = uniqueKey('how');
    await h.platform.createProduct(
      productInput({ title: 'Keyed Tempranillo', variants: [variant({ sku: uniqueKey('HOW') })] }),
      key,
      null,
    );
    const definitionRequests = sent('metafieldDefinitionCreate').length;
    await h.platform.createProduct(
      productInput({ title: 'Keyed Garnacha', variants: [variant({ sku: uniqueKey('HOW') })] }),
      uniqueKey('how'),
      null,
    );
    expect(h.fake.state.definitions).toEqual([
      expect.objectContaining({
        namespace: 'mission_control',
        key: 'creation_key',
        ownerType: 'PRODUCT',
        isUnique: true,
      }),
    ]);
    expect(sent('metafieldDefinitionCreate')).toHaveLength(definitionRequests);
    const productSet = sent('productSet')[0]!;
    expect(productSet.variables.identifier).toEqual({
      customId: { namespace: 'mission_control', key: 'creation_key', value: key },
    });
    const product = [...h.fake.state.products.values()].find((p) => p.title === 'Keyed Tempranillo')!;
    expect(h.fake.state.findMetafield(product.id, 'mission_control', 'creation_key')?.value).toBe(key);
  });

  it('puts the SKU and cost on inventoryItem when adding variants', async () => {
    const product = await h.platform.createProduct(
      productInput({ title: 'Bulk Shiraz', variants: [variant({ sku: uniqueKey('BLK') })] }),
      uniqueKey('bulk'),
      null,
    );
    const sku = uniqueKey('BLK2');
    await h.platform.createVariants(product.id, [variant({ option1: '375ml', sku, cost: 4.2 })], null);
    const input = (sent('productVariantsBulkCreate').at(-1)!.variables.variants as Record<string, unknown>[])[0]!;
    expect(input.inventoryItem).toEqual({ tracked: true, sku, cost: '4.20' });
    expect(input).not.toHaveProperty('sku');
  });

  it('adjusts stock with @idempotent and changeFromQuantity set to the quantity it read', async () => {
    const [store] = h.fake.state.locations;
    const product = await h.platform.createProduct(
      productInput({
        title: 'Stocked Vermentino',
        variants: [variant({ sku: uniqueKey('ADJ'), stock: { locationId: store!.id, quantity: 4 } })],
      }),
      uniqueKey('adj'),
      null,
    );
    await h.platform.updateVariants(product.id, [{ id: product.variants[0]!.id, stockDelta: -9 }], store!.id, null);
    const adjust = sent('inventoryAdjustQuantities').at(-1)!;
    expect(adjust.query).toMatch(/inventoryAdjustQuantities\(input: \$adjust\) @idempotent\(key: \$adjustKey\)/);
    expect(typeof adjust.variables.adjustKey).toBe('string');
    expect(adjust.variables.adjust).toEqual({
      name: 'available',
      reason: 'correction',
      changes: [
        {
          inventoryItemId: product.variants[0]!.inventoryItemId,
          locationId: store!.id,
          delta: -4,
          changeFromQuantity: 4,
        },
      ],
    });
  });

  it('reads every variant of a product with more than one page of them', async () => {
    const base = uniqueKey('PG');
    const variants = Array.from({ length: 27 }, (_, i) =>
      variant({ option1: `Vintage ${2000 + i}`, sku: `${base}-${i}` }),
    );
    const product = await h.platform.createProduct(
      productInput({ title: 'Vertical Collection', option1Name: 'Vintage', variants }),
      uniqueKey('page'),
      null,
    );
    expect(product.variants.map((v) => v.sku)).toEqual(variants.map((v) => v.sku));
    expect(sent('product').some((r) => r.operationName === 'MirrorProductVariants')).toBe(true);
    expect(await h.platform.getProduct(product.id)).toEqual(product);
  });

  it('saves an edit (fields, metafields, stock) in at most 2 Admin API requests, and the mirror shows it at once', async () => {
    const [store] = h.fake.state.locations;
    const sku = uniqueKey('SAVE');
    const product = await h.platform.createProduct(
      productInput({
        title: 'Counted Save Grenache',
        variants: [variant({ sku, metafields: { vintage: '2018' }, stock: { locationId: store!.id, quantity: 3 } })],
      }),
      uniqueKey('save'),
      null,
    );
    const [first] = product.variants;
    const before = h.fake.received.length;
    const saved = await h.platform.updateVariants(
      product.id,
      [
        {
          id: first!.id,
          expected: { sku, price: first!.price, cost: first!.cost, metafields: { vintage: '2018' } },
          price: 27.5,
          cost: 11,
          metafields: { vintage: '2019', reviewer_score: null },
          stockDelta: 2,
        },
      ],
      store!.id,
      null,
    );
    expect(h.fake.received.length - before).toBeLessThanOrEqual(2);
    expect(saved.variants[0]).toMatchObject({ price: 27.5, cost: 11, metafields: { vintage: '2019' } });
    expect(saved.variants[0]!.inventory).toEqual([{ locationId: store!.id, available: 5 }]);
    // Reads come from the mirror: no further request, and the change is there.
    expect(await h.platform.getProduct(product.id)).toEqual(saved);
    expect((await h.platform.searchProducts(sku, 'sku'))[0]?.variants[0]?.price).toBe(27.5);
    expect(h.fake.received.length - before).toBeLessThanOrEqual(2);
  });

  it('reports a save Shopify accepted even when the mirror cannot store the answer', async () => {
    const product = await h.platform.createProduct(
      productInput({ title: 'Unmirrored Save Syrah', variants: [variant({ sku: uniqueKey('UNM') })] }),
      uniqueKey('unm'),
      null,
    );
    const failing = { ...h.database.db, transaction: () => Promise.reject(new Error('database is gone')) };
    const platform = (
      await import('#server/platform/store-platform/shopify/shopify-store-platform')
    ).createShopifyStorePlatform(h.clientOptions(), {
      db: failing as unknown as typeof h.database.db,
      changes: h.database.changes,
    });
    const saved = await platform.updateVariants(product.id, [{ id: product.variants[0]!.id, price: 33 }], null, null);
    expect(saved.variants[0]?.price).toBe(33);
    expect(h.fake.state.variantsOf(product.id)[0]?.price).toBe('33.00');
    expect(h.warnings).toContain('shopify mirror could not store an answer; the next sync corrects it');
  });

  it('sent only valid documents', () => {
    expect(h.fake.invalidRequests()).toEqual([]);
  });
});
