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
    expect(adjust.query).toMatch(/@idempotent\(key: \$key\)/);
    expect(typeof adjust.variables.key).toBe('string');
    expect(adjust.variables.input).toEqual({
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
    expect(sent('product').some((r) => r.operationName === 'CatalogueProductVariants')).toBe(true);
  });

  it('sent only valid documents', () => {
    expect(h.fake.invalidRequests()).toEqual([]);
  });
});
