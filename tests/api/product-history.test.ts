import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLocations } from '#server/platform/store-platform/local/local-catalogue-seed';
import { catalogueMirrorOf } from '#server/platform/store-platform/shopify/mirror/catalogue-mirror';
import type { CatalogueProduct } from '#server/platform/store-platform/port';
import {
  PRODUCT_HISTORY_MESSAGES as M,
  PRODUCT_SCREENS,
  type ProductHistory,
  type ProductRevertResponse,
} from '#shared/product-editor/product-history';
import { STORES } from '#shared/stores';
import { startFakeShopify, type FakeShopify } from '../fakes/shopify/fake-shopify-server';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { postProduct, productForm } from './product-entry.fixtures';

type Setup = { t: TestApp; close(): Promise<void> };

async function localApp(): Promise<Setup> {
  const t = await createTestApp();
  await seedLocations(t.database.db, STORES);
  return { t, close: () => t.close() };
}

async function shopifyApp(): Promise<Setup> {
  const fake: FakeShopify = await startFakeShopify();
  const t = await createTestApp(
    {
      SHOPIFY_STORE_DOMAIN: fake.domain,
      SHOPIFY_ADMIN_TOKEN: fake.token,
      SHOPIFY_API_VERSION: fake.apiVersion,
      SHOPIFY_PROTOCOL: 'http',
    },
    {},
    'from-config',
  );
  await catalogueMirrorOf(t.storePlatform)?.sync.run();
  return {
    t,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

describe.each([
  ['local', localApp],
  ['Shopify', shopifyApp],
] as const)('product history and revert on the %s catalogue', (_name, start) => {
  let setup: Setup;
  let token: string;
  let locationId: string;
  let locationName: string;

  beforeAll(async () => {
    setup = await start();
    token = (await setup.t.signIn('associate', 'maria')).token;
    const locations = await setup.t.storePlatform.listLocations();
    locationId = locations[0]!.id;
    locationName = locations[0]!.name;
  });
  afterAll(async () => {
    await setup.close();
  });

  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    setup.t.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      ...(payload ? { payload } : {}),
    });
  const history = async (productId: string) =>
    (await inject('GET', `/api/product-history?productId=${encodeURIComponent(productId)}`)).json<ProductHistory>();
  const revert = (entryId: number) => inject('POST', '/api/product-history/revert', { entryId });
  const read = async (productId: string) => (await setup.t.storePlatform.getProduct(productId)) as CatalogueProduct;
  const stockOf = (product: CatalogueProduct) =>
    product.variants[0]!.inventory.find((level) => level.locationId === locationId)?.available ?? 0;

  async function editVariant(product: CatalogueProduct, change: { price?: number; cost?: number; stock?: number }) {
    const variant = product.variants[0]!;
    const response = await inject('POST', '/api/products/edit', {
      productId: product.id,
      variantEdits: [
        {
          id: variant.id,
          sku: variant.sku,
          price: change.price ?? variant.price,
          cost: change.cost ?? variant.cost,
          inventory_quantity: change.stock ?? 0,
          vintage: variant.metafields.vintage ?? null,
          par_value: variant.metafields.par_value ?? null,
          oldSku: variant.sku,
          oldPrice: variant.price,
          oldCost: variant.cost,
          oldVintage: variant.metafields.vintage ?? null,
          oldParValue: variant.metafields.par_value ?? null,
        },
      ],
      newVariants: [],
      addToImageUpdateQueue: false,
      locationId,
    });
    expect(response.statusCode, response.body).toBe(200);
    return read(product.id);
  }

  async function createProduct(title: string) {
    const form = productForm({ title, quantity: 5, locationId, location: locationName });
    const created = await postProduct(setup.t, token, form, randomUUID());
    expect(created.statusCode, created.body).toBe(201);
    return read(created.json<{ shopifyProductId: string }>().shopifyProductId);
  }

  it('lists who changed which field when, old → new and from which screen, the latest first', async () => {
    const product = await createProduct(`History Zinfandel ${_name}`);
    await editVariant(product, { price: 45, cost: 25, stock: 3 });
    const { entries } = await history(product.id);
    expect(
      entries.map((entry) => [entry.field, entry.oldValue, entry.newValue, entry.screen, entry.actorName]),
    ).toEqual([
      ['inventory_quantity', '5', '8', PRODUCT_SCREENS.editor, 'maria'],
      ['cost', '24.00', '25.00', PRODUCT_SCREENS.editor, 'maria'],
      ['price', '40.00', '45.00', PRODUCT_SCREENS.editor, 'maria'],
      ['created', null, product.title, PRODUCT_SCREENS.entry, 'maria'],
    ]);
    expect(entries.map((entry) => entry.isRevertible)).toEqual([true, true, true, false]);
    expect(entries[0]?.storeName).toBe(locationName);
    expect(entries[0]?.sku).toBe(product.variants[0]?.sku);
  });

  it('reverts a price through the platform, logs the revert and refuses a second one as stale', async () => {
    const product = await createProduct(`Revert Merlot ${_name}`);
    await editVariant(product, { price: 45 });
    const priceEntry = (await history(product.id)).entries.find((entry) => entry.field === 'price')!;

    const response = await revert(priceEntry.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ProductRevertResponse>();
    expect(body.entry).toMatchObject({
      field: 'price',
      oldValue: '45.00',
      newValue: '40.00',
      screen: PRODUCT_SCREENS.history,
      revertOf: priceEntry.id,
      actorName: 'maria',
    });
    expect(body.message).toBe(`Reverted Price of ${product.variants[0]!.sku}: 45.00 → 40.00`);
    expect((await read(product.id)).variants[0]?.price).toBe(40);
    expect((await history(product.id)).entries[0]?.revertOf).toBe(priceEntry.id);

    const again = await revert(priceEntry.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: M.stale });
    expect((await read(product.id)).variants[0]?.price).toBe(40);
  });

  it('changes nothing when the value moved on since the change', async () => {
    const product = await createProduct(`Moved Syrah ${_name}`);
    const afterFirst = await editVariant(product, { cost: 25 });
    const costEntry = (await history(product.id)).entries.find((entry) => entry.field === 'cost')!;
    await editVariant(afterFirst, { cost: 26 });
    const before = (await history(product.id)).entries.length;

    const response = await revert(costEntry.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: M.stale, code: 'stale_edit' });
    expect((await read(product.id)).variants[0]?.cost).toBe(26);
    expect((await history(product.id)).entries).toHaveLength(before);
  });

  it('reverts a stock change at its store, unless the stock moved since', async () => {
    const product = await createProduct(`Stocked Riesling ${_name}`);
    await editVariant(product, { stock: 3 });
    const stockEntry = (await history(product.id)).entries.find((entry) => entry.field === 'inventory_quantity')!;
    const reverted = await revert(stockEntry.id);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json<ProductRevertResponse>().entry).toMatchObject({ oldValue: '8', newValue: '5' });
    expect(stockOf(await read(product.id))).toBe(5);

    await editVariant(await read(product.id), { stock: 2 });
    const second = (await history(product.id)).entries[0]!;
    await editVariant(await read(product.id), { stock: -1 });
    const stale = await revert(second.id);
    expect(stale.statusCode).toBe(409);
    expect(stockOf(await read(product.id))).toBe(6);
  });

  it('refuses what cannot be reverted and an unknown entry', async () => {
    const product = await createProduct(`Created Only ${_name}`);
    const [created] = (await history(product.id)).entries;
    const refused = await revert(created!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: M.notRevertible });
    expect((await revert(2_000_000_000)).statusCode).toBe(404);
    expect((await inject('POST', '/api/product-history/revert', { entryId: '1' })).statusCode).toBe(400);
    expect((await inject('GET', '/api/product-history?productId=1')).statusCode).toBe(400);
  });
});
