/**
 * The `shopify` project's server: the real app (src/server/main.ts, serving the built client)
 * with the Shopify adapter, pointed at the fake Shopify running in the worker, its mirror filled
 * by the bulk sync before the first test and its webhooks subscribed. One per worker, on a
 * database of its own (a PGlite directory, or a new database on DATABASE_URL's server).
 *
 * The rest of the suite runs against the local catalogue; specs taking `test` from here are
 * skipped in every other project (`test.skip(notShopifyProject, …)`).
 */
import { startFakeShopify, type FakeShopify } from '../../tests/fakes/shopify/fake-shopify-server';
import { seedFakeCatalogue } from '../../tests/fakes/shopify/fake-shopify-seed';
import { killLeftovers, signIn, startServer, syncMirror } from '../../tests/ops/drills/support/server-process';
import { prepareProcessDatabase } from '../../tests/support/test-database';
import { E2E_ADMIN } from './e2e-env';
import { test as base } from './fixtures';

/** The project that runs these specs (playwright.config.ts). */
export const SHOPIFY_PROJECT = 'shopify';

/** The shop's catalogue: product n (from 1) has two variants, named and coded as below. */
export const SHOP_PRODUCTS = 400;
const PRODUCERS = ['Caymus', 'Silver Oak', 'Duckhorn', 'Torres', 'Penfolds', 'Cloudy Bay', 'Glenfiddich'];
const ITEMS = ['Cabernet Sauvignon', 'Merlot', 'Pinot Noir', 'Chardonnay', 'Riesling', 'Single Malt 12 Year'];
export const shopTitle = (n: number) =>
  `${PRODUCERS[n % PRODUCERS.length]} ${ITEMS[Math.floor(n / PRODUCERS.length) % ITEMS.length]} #${n}`;
export const shopSku = (n: number, variant: number) => `SH-${String(n).padStart(4, '0')}-${variant}`;
/** 12 digits (UPC-A), as most bottles carry. */
export const shopBarcode = (n: number, variant: number) => String(600_000_000_000 + n * 10 + variant);
export const shopPrice = (n: number) => 12 + (n % 40);

export interface ShopifyStore {
  /** The app's address: every test of these specs uses it as its baseURL. */
  url: string;
  fake: FakeShopify;
  /** The fake's product id of product n. */
  productId(n: number): string;
}

export const test = base.extend<object, { shopifyStore: ShopifyStore; projectName: string }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  projectName: [async ({}, use, workerInfo) => use(workerInfo.project.name), { scope: 'worker' }],

  shopifyStore: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const database = await prepareProcessDatabase();
      const fake = await startFakeShopify();
      try {
        const ids = seedFakeCatalogue(fake.state, {
          products: SHOP_PRODUCTS,
          variantsPerProduct: 2,
          title: shopTitle,
          vendor: (n) => PRODUCERS[n % PRODUCERS.length] ?? '',
          productType: () => 'USA Wine',
          sku: shopSku,
          barcode: shopBarcode,
          price: shopPrice,
          size: (_n, variant) => (variant === 1 ? '750ml' : '1.5L'),
          available: (n, variant, location) => (n + variant + location) % 9,
        });
        const server = await startServer({
          ...database.env,
          ADMIN_USERNAME: E2E_ADMIN.username,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          SHOPIFY_STORE_DOMAIN: fake.domain,
          SHOPIFY_ADMIN_TOKEN: fake.token,
          SHOPIFY_API_VERSION: fake.apiVersion,
          SHOPIFY_PROTOCOL: 'http',
          SHOPIFY_WEBHOOK_SECRET: fake.webhookSecret,
        });
        await syncMirror(server.url, await signIn(server.url, E2E_ADMIN), 120_000);
        // Subscribed as the server does at start outside tests (NODE_ENV=test leaves it to the test).
        for (const topic of ['PRODUCTS_CREATE', 'PRODUCTS_UPDATE', 'PRODUCTS_DELETE', 'INVENTORY_LEVELS_UPDATE'])
          fake.state.webhookSubscriptions.push({
            id: fake.state.newId('WebhookSubscription'),
            topic,
            uri: `${server.url}/api/shopify/webhooks`,
          });
        await use({
          url: server.url,
          fake,
          productId: (n) => {
            const id = ids[n - 1];
            if (!id) throw new Error(`the shop has no product ${n}`);
            return id;
          },
        });
        server.child.kill('SIGTERM');
        await server.exited;
      } finally {
        killLeftovers();
        await fake.close();
        await database.cleanUp();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  baseURL: async ({ shopifyStore }, use) => use(shopifyStore.url),
});

/** For `test.skip(notShopifyProject, …)`: every other project runs the local catalogue. */
export const notShopifyProject = ({ projectName }: { projectName: string }) => projectName !== SHOPIFY_PROJECT;
