import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProduct, StorePlatform } from '#server/platform/store-platform/port';
import {
  catalogueMirrorOf,
  type CatalogueMirror,
} from '#server/platform/store-platform/shopify/mirror/catalogue-mirror';
import type { LabelQueue, LabelQueueDetails } from '#shared/labels/label-queue';
import type { ProductEditResponse } from '#shared/product-editor/product-edit';
import { STORES } from '#shared/stores';
import { startFakeShopify, type FakeShopify } from '../fakes/shopify/fake-shopify-server';
import { productWebhookBody } from '../fakes/shopify/fake-shopify-webhooks';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { unchangedEdit } from '../api/product-editor.fixtures';
import { shopifyPlatformForApp } from './shopify-app-platform';
import { productInput, uniqueKey, variant } from './store-platform-harness';

// Real Shopify ids are about 8 × 10^12, past PostgreSQL `integer` (ADR 074): the fake hands out
// ids like them, and the mirror, its webhooks, search, the editor and labels work with them.
const FIRST_ID = 8_000_000_000_000;

let fake: FakeShopify;
let t: TestApp;
let token: string;
let mirror: CatalogueMirror;
let platform: StorePlatform;
let wine: CatalogueProduct;
const sku = uniqueKey('BIGID');

const idNumber = (gid: string) => Number(gid.split('/').pop());
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const kirkwood = () => fake.state.locations.find((location) => location.name === 'Kirkwood')!;

beforeAll(async () => {
  fake = await startFakeShopify({
    webhookSecret: 'shpss_big_ids',
    firstId: FIRST_ID,
    storeNames: STORES.map((store) => store.name),
  });
  const options = { domain: fake.domain, token: fake.token, apiVersion: fake.apiVersion, protocol: 'http' as const };
  const shopify = shopifyPlatformForApp(options);
  t = await createTestApp({ SHOPIFY_WEBHOOK_SECRET: 'shpss_big_ids' }, { storePlatform: shopify.platform });
  await shopify.attach(t.database);
  platform = shopify.platform;
  mirror = catalogueMirrorOf(platform)!;
  ({ token } = await t.signIn('associate', 'maria'));
  wine = await platform.createProduct(
    productInput({
      title: 'Big Id Nebbiolo 2019 750ml',
      images: ['https://images.example.com/big-id/front.jpg'],
      variants: [
        variant({
          sku,
          barcode: '0081234567890',
          metafields: { vintage: '2019' },
          stock: { locationId: kirkwood().id, quantity: 5 },
        }),
      ],
    }),
    uniqueKey('big-id'),
    null,
  );
  fake.state.addCollection('Big Id Reds', 'big-id-reds', [wine.id]);
  await t.database.db.execute(sql`delete from products`);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await mirror.events.register(`${address}/api/shopify/webhooks`);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the mirror with real-sized Shopify ids', () => {
  it('are past PostgreSQL integer, as the fake hands them out', () => {
    expect(idNumber(wine.id)).toBeGreaterThan(2_147_483_647);
    expect(idNumber(wine.variants[0]!.id)).toBeGreaterThan(FIRST_ID);
    expect(idNumber(kirkwood().id)).toBeGreaterThanOrEqual(FIRST_ID);
  });

  it('fills the mirror by a full sync and reads the product back as Shopify has it', async () => {
    expect(await platform.getProduct(wine.id)).toBeNull();
    expect(await mirror.sync.run()).toMatchObject({ products: 1 });
    const mirrored = await platform.getProduct(wine.id);
    expect(mirrored).toEqual({ ...wine, updatedAt: mirrored?.updatedAt });
    expect((await platform.listCollections()).map((c) => [c.title, c.productsCount])).toContainEqual([
      'Big Id Reds',
      1,
    ]);
  });

  it('finds the product by name and by SKU, in the platform and through the search route', async () => {
    expect((await platform.searchProducts('Big Id Nebbiolo', 'name')).map((p) => p.id)).toEqual([wine.id]);
    const response = await post('/api/products/search', { term: sku, type: 'sku' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ product: { id: string } }>().product.id).toBe(wine.id);
  });

  it('applies a products/update webhook to the mirrored product', async () => {
    const held = fake.state.products.get(wine.id)!;
    held.title = 'Big Id Nebbiolo 2019 Magnum';
    held.updatedAt = new Date(Math.max(Date.now(), Date.parse(held.updatedAt) + 1)).toISOString();
    const body = productWebhookBody(fake.state, wine.id);
    expect(await fake.deliverWebhook({ topic: 'products/update', body })).toEqual([
      expect.objectContaining({ status: 200 }),
    ]);
    expect((await platform.getProduct(wine.id))?.title).toBe('Big Id Nebbiolo 2019 Magnum');
  });

  it('saves a price and stock change in the Product Editor, in Shopify and in the mirror', async () => {
    const current = (await platform.getProduct(wine.id))!;
    const response = await post('/api/products/edit', {
      productId: wine.id,
      variantEdits: [{ ...unchangedEdit(current.variants[0]!), price: 41.5, inventory_quantity: 3 }],
      newVariants: [],
      addToImageUpdateQueue: false,
      locationId: kirkwood().id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProductEditResponse>().productId).toBe(wine.id);
    const variantId = wine.variants[0]!.id;
    expect(fake.state.variants.get(variantId)?.price).toBe('41.50');
    const saved = (await platform.getProduct(wine.id))!.variants[0]!;
    expect(saved.price).toBe(41.5);
    expect(saved.inventory).toEqual([{ locationId: kirkwood().id, available: 8 }]);
  });

  it('reads a label queued for the product with its current title and price', async () => {
    const queued = await post('/api/label-queue/add', {
      variantSku: sku,
      title: 'Big Id Nebbiolo',
      stores: ['Kirkwood'],
      labelType: 'New Product',
    });
    expect(queued.statusCode, queued.body).toBe(201);
    const queue = queued.json<LabelQueue[]>()[0]!;
    const details = await get(`/api/label-queue/${queue.id}/details`);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json<LabelQueueDetails>().labels).toEqual([
      { sku, title: 'Big Id Nebbiolo 2019 Magnum', price: 41.5, barcode: '0081234567890', missing: false },
    ]);
  });
});
