import { STORES } from '#shared/stores';
import { seedCollection, seedLocations } from '#server/platform/store-platform/local/local-catalogue-seed';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import type { CatalogueProduct, NewVariantInput, StorePlatform } from '#server/platform/store-platform/port';
import type { ShopifyStorePlatformOptions } from '#server/platform/store-platform/shopify/shopify-store-platform';
import { catalogueMirrorOf } from '#server/platform/store-platform/shopify/mirror/catalogue-mirror';
import { shopifyPlatformForApp } from '../store-platform/shopify-app-platform';
import { startFakeShopify, type FakeShopify, type FakeShopifyOptions } from '../fakes/shopify/fake-shopify-server';
import { productInput, variantInput } from '../support/catalogue-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

export type AdapterName = 'local' | 'shopify';

export interface CatalogueApp {
  t: TestApp;
  platform: StorePlatform;
  fake: FakeShopify | null;
  /** With Shopify: brings the mirror up to date with what a test put in the fake shop directly. */
  syncMirror(): Promise<void>;
  createProduct(title: string, variants: Partial<NewVariantInput>[], images?: string[]): Promise<CatalogueProduct>;
  seedCollection(title: string, productIds: string[]): Promise<{ id: string; title: string }>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * The whole app on one store-platform adapter: the local catalogue, or the Shopify adapter against
 * the fake Admin API (sleeps are instant and move the fake's clock, so throttling costs no time).
 */
export async function createCatalogueApp(
  adapter: AdapterName,
  options: { fake?: FakeShopifyOptions; shopify?: Partial<ShopifyStorePlatformOptions> } = {},
): Promise<CatalogueApp> {
  let fake: FakeShopify | null = null;
  let t: TestApp;
  let platform: StorePlatform;
  let collection: CatalogueApp['seedCollection'];
  let syncMirror: CatalogueApp['syncMirror'] = () => Promise.resolve();
  if (adapter === 'shopify') {
    const started = await startFakeShopify(options.fake);
    fake = started;
    const shopify = shopifyPlatformForApp({
      domain: started.domain,
      token: started.token,
      apiVersion: started.apiVersion,
      protocol: 'http',
      sleep: async (ms) => started.advanceClock(ms),
      random: () => 0.5,
      timeoutMs: 5_000,
      ...options.shopify,
    });
    platform = shopify.platform;
    t = await createTestApp({}, { storePlatform: platform });
    const refresh = await shopify.attach(t.database);
    // A full sync, as at first start.
    syncMirror = async () => {
      await catalogueMirrorOf(platform)?.sync.run();
    };
    // Collections are made in Shopify's admin; the mirror learns of them as a sync would.
    collection = async (title, productIds) => {
      const created = started.state.addCollection(title, `${title.toLowerCase().replace(/\W+/g, '-')}`, productIds);
      await refresh.refreshCollections();
      await refresh.refreshProducts(productIds);
      return { id: created.id, title: created.title };
    };
  } else {
    t = await createTestApp();
    await seedLocations(t.database.db, STORES);
    platform = createLocalStorePlatform(t.database);
    collection = async (title, productIds) =>
      seedCollection(t.database.db, { title, handle: `${title.toLowerCase().replace(/\W+/g, '-')}`, productIds });
  }
  return {
    t,
    platform,
    fake,
    syncMirror: () => syncMirror(),
    createProduct: (title, variants, images = []) =>
      platform.createProduct(
        productInput({
          title,
          images,
          variants: variants.map((variant) =>
            variantInput({ barcode: `0${String(++counter).padStart(11, '3')}`, ...variant }),
          ),
        }),
        `fixture-${title}-${++counter}`,
        null,
      ),
    seedCollection: collection,
    async close() {
      await t.close();
      await fake?.close();
    },
  };
}
