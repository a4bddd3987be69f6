import { expect, it } from 'vitest';
import type { Location } from '#server/platform/store-platform/port';
import {
  createSimpleProduct,
  expectPlatformError,
  fileNameOf,
  uniqueKey,
  variant,
  WINE,
  type StorePlatformHarness,
} from './store-platform-harness';

/** Product and variant edits; declared inside the behaviour suite's describe. */
export function describeStorePlatformEdits(ctx: { harness: StorePlatformHarness; stores: Location[] }): void {
  const platform = () => ctx.harness.platform;
  const create = (title: string, extra: Parameters<typeof createSimpleProduct>[2] = {}) =>
    createSimpleProduct(platform(), title, extra);

  it('updates product fields and clears the category', async () => {
    const product = await create('Before Edit Pinot', { categoryId: WINE.id });
    const edited = await platform().updateProduct(
      product.id,
      {
        title: 'After Edit Pinot',
        vendor: 'New Vendor',
        productType: 'Red Wine',
        descriptionHtml: '<p>New</p>',
        status: 'DRAFT',
      },
      null,
    );
    expect(edited).toMatchObject({
      title: 'After Edit Pinot',
      vendor: 'New Vendor',
      productType: 'Red Wine',
      descriptionHtml: '<p>New</p>',
      status: 'DRAFT',
      categoryId: WINE.id,
    });
    expect((await platform().updateProduct(product.id, { categoryId: null }, null)).categoryId).toBeNull();
    expect((await platform().getProduct(product.id))?.title).toBe('After Edit Pinot');
    await expectPlatformError(
      platform().updateProduct('gid://shopify/Product/987654321', { title: 'x' }, null),
      'not_found',
    );
  });

  it('updates variants: fields, metafields set and removed, stock deltas that never go below 0', async () => {
    const [downtown, harbour] = ctx.stores;
    const sku = uniqueKey('VAR');
    const product = await create('Variant Edit Malbec', {
      variants: [
        variant({
          sku,
          metafields: { vintage: '2018', pack_size: '6' },
          stock: { locationId: downtown!.id, quantity: 5 },
        }),
        variant({ option1: '375ml', sku: `${sku}-H` }),
      ],
    });
    const [first, second] = product.variants;
    const newSku = uniqueKey('VAR-NEW');
    let after = await platform().updateVariants(
      product.id,
      [
        {
          id: first!.id,
          price: 21.5,
          cost: 10.25,
          sku: newSku,
          barcode: '999000111',
          option1: '750 ml',
          metafields: { vintage: '2020', pack_size: null, par_value: '3' },
          stockDelta: -3,
        },
      ],
      downtown!.id,
      null,
    );
    const edited = after.variants.find((v) => v.id === first!.id)!;
    expect(edited).toMatchObject({ price: 21.5, cost: 10.25, sku: newSku, barcode: '999000111', option1: '750 ml' });
    expect(edited.metafields).toEqual({ vintage: '2020', par_value: '3' });
    expect(edited.inventory).toEqual([{ locationId: downtown!.id, available: 2 }]);
    expect(after.variants.find((v) => v.id === second!.id)).toEqual(second);

    after = await platform().updateVariants(product.id, [{ id: first!.id, stockDelta: -10 }], downtown!.id, null);
    expect(after.variants.find((v) => v.id === first!.id)!.inventory).toEqual([
      { locationId: downtown!.id, available: 0 },
    ]);
    after = await platform().updateVariants(
      product.id,
      [
        { id: first!.id, stockDelta: 4 },
        { id: second!.id, stockDelta: 7 },
      ],
      harbour!.id,
      null,
    );
    const stock = (id: string) =>
      after.variants.find((v) => v.id === id)!.inventory.sort((a, b) => a.locationId.localeCompare(b.locationId));
    expect(stock(first!.id)).toEqual(
      [
        { locationId: downtown!.id, available: 0 },
        { locationId: harbour!.id, available: 4 },
      ].sort((a, b) => a.locationId.localeCompare(b.locationId)),
    );
    expect(stock(second!.id)).toEqual([{ locationId: harbour!.id, available: 7 }]);
    after = await platform().updateVariants(product.id, [{ id: second!.id, cost: null }], null, null);
    expect(after.variants.find((v) => v.id === second!.id)!.cost).toBeNull();

    await expectPlatformError(
      platform().updateVariants(product.id, [{ id: first!.id, stockDelta: 1 }], null, null),
      'invalid',
    );
    await expectPlatformError(
      platform().updateVariants(product.id, [{ id: 'gid://shopify/ProductVariant/987654321', price: 1 }], null, null),
      'not_found',
    );
    await expectPlatformError(
      platform().updateVariants(product.id, [{ id: second!.id, sku: newSku }], null, null),
      'conflict',
      newSku,
    );
  });

  it('creates variants on an existing product and refuses a duplicate SKU', async () => {
    const [downtown] = ctx.stores;
    const product = await create('Growing Cabernet');
    const sku = uniqueKey('NEWVAR');
    const after = await platform().createVariants(
      product.id,
      [
        variant({
          option1: '1.5L',
          price: 45,
          cost: 20,
          sku,
          barcode: '111222333',
          metafields: { vintage: '2017' },
          stock: { locationId: downtown!.id, quantity: 3 },
        }),
      ],
      null,
    );
    expect(after.variants.map((v) => v.option1)).toEqual(['750ml', '1.5L']);
    expect(after.variants[1]).toMatchObject({
      sku,
      price: 45,
      cost: 20,
      barcode: '111222333',
      metafields: { vintage: '2017' },
      inventory: [{ locationId: downtown!.id, available: 3 }],
    });
    expect(after.variants[0]).toEqual(product.variants[0]);
    await expectPlatformError(
      platform().createVariants(product.id, [variant({ option1: '3L', sku })], null),
      'conflict',
      sku,
    );
  });

  it('replaces images with the given URLs, in order', async () => {
    const product = await create('Pictured Riesling', {
      images: ['https://images.example.com/r/a.jpg', 'https://images.example.com/r/b.jpg'],
    });
    const replaced = await platform().replaceImages(
      product.id,
      [
        'https://images.example.com/r/c.jpg',
        'https://images.example.com/r/a.jpg',
        'https://images.example.com/r/d.png',
      ],
      null,
    );
    expect(replaced.images.map((i) => fileNameOf(i.src))).toEqual(['c.jpg', 'a.jpg', 'd.png']);
    expect((await platform().getProduct(product.id))?.images.map((i) => fileNameOf(i.src))).toEqual([
      'c.jpg',
      'a.jpg',
      'd.png',
    ]);
    expect((await platform().replaceImages(product.id, [], null)).images).toEqual([]);
  });

  it('adds and removes tags, ignoring case and repeats', async () => {
    const product = await create('Tagged Chardonnay', { tags: ['White'] });
    await platform().addTags(product.id, ['Oaked', 'white', 'Oaked'], null);
    expect([...(await platform().getProduct(product.id))!.tags].sort()).toEqual(['Oaked', 'White']);
    await platform().removeTags(product.id, ['oaked'], null);
    expect((await platform().getProduct(product.id))!.tags).toEqual(['White']);
  });

  it('applies a batch of tag changes in one call, skipping what is in effect, and a repeat changes nothing', async () => {
    const plain = await create('Batch Plain Merlot');
    const tagged = await create('Batch Tagged Merlot', { tags: ['DIMARGIN', 'Red'] });
    const already = await create('Batch Already Merlot', { tags: ['dimargin'] });
    const missing = 'gid://shopify/Product/987654321';
    const changes = [
      { productId: plain.id, add: ['DIMARGIN'] },
      { productId: tagged.id, remove: ['dimargin'] },
      { productId: already.id, add: ['DIMARGIN'] },
      { productId: missing, add: ['DIMARGIN'] },
    ];
    const stages: string[] = [];
    const first = await platform().applyTagChanges(changes, null, {
      onStage: (stage) => {
        stages.push(stage.stage);
      },
    });
    expect([...first.changed].sort()).toEqual([plain.id, tagged.id].sort());
    expect(first.failures).toEqual([{ productId: missing, message: expect.stringContaining('not found') as string }]);
    expect((await platform().getProduct(plain.id))!.tags).toEqual(['DIMARGIN']);
    expect((await platform().getProduct(tagged.id))!.tags).toEqual(['Red']);
    expect((await platform().getProduct(already.id))!.tags).toEqual(['dimargin']);
    const found = await platform().searchProducts('Batch Plain Merlot', 'name');
    expect(found.find((p) => p.id === plain.id)?.tags).toEqual(['DIMARGIN']);

    const again = await platform().applyTagChanges(changes.slice(0, 3), null);
    expect(again).toEqual({ changed: [], failures: [] });
    expect(await platform().applyTagChanges([], null)).toEqual({ changed: [], failures: [] });
  });

  it('finds every change in the very next search: title, SKU, barcode, price, stock, images, tags', async () => {
    const [downtown] = ctx.stores;
    const sku = uniqueKey('FRESH').toUpperCase();
    const word = `Freshness${Date.now().toString(36)}`;
    const product = await create(`${word} Syrah`, {
      variants: [variant({ sku, barcode: null, stock: { locationId: downtown!.id, quantity: 2 } })],
    });
    const bySku = async (term: string) => platform().searchProducts(term, 'sku', 5, 'prefix');
    expect((await bySku(sku)).map((p) => p.id)).toEqual([product.id]);

    await platform().updateProduct(product.id, { title: `${word} Grenache` }, null);
    expect((await platform().searchProducts(`${word} syrah`, 'name')).map((p) => p.id)).toEqual([]);
    expect((await platform().searchProducts(`${word} grenache`, 'name')).map((p) => p.id)).toEqual([product.id]);

    const [only] = product.variants;
    const newSku = `${sku}-B`;
    await platform().updateVariants(
      product.id,
      [{ id: only!.id, sku: newSku, barcode: `77${Date.now()}`, price: 31.5, stockDelta: 5 }],
      downtown!.id,
      null,
    );
    expect(await bySku(`${sku}-A`)).toEqual([]);
    const [found] = await bySku(newSku);
    expect(found?.variants[0]).toMatchObject({ sku: newSku, price: 31.5 });
    expect(found?.variants[0]?.inventory).toEqual([{ locationId: downtown!.id, available: 7 }]);
    const barcode = found?.variants[0]?.barcode ?? '';
    expect((await platform().searchProducts(barcode, 'barcode', 5, 'prefix')).map((p) => p.id)).toEqual([product.id]);

    await platform().addTags(product.id, ['Fresh'], null);
    await platform().replaceImages(product.id, ['https://images.example.com/fresh-syrah.jpg'], null);
    const [tagged] = await bySku(newSku);
    expect(tagged?.tags).toEqual(['Fresh']);
    expect(tagged?.images.map((image) => fileNameOf(image.src))).toEqual(['fresh-syrah.jpg']);

    const [added] = (
      await platform().createVariants(product.id, [variant({ option1: 'Magnum', sku: `${sku}-MAG` })], null)
    ).variants.filter((v) => v.sku === `${sku}-MAG`);
    expect((await bySku(`${sku}-MAG`)).map((p) => p.id)).toEqual([product.id]);
    expect(added).toBeDefined();
  });
}
