import type { Database } from '#server/db/client';
import { createShopifyGraphqlClient } from '#server/platform/store-platform/shopify/shopify-graphql-client';
import { createMirrorRefresh, type MirrorRefresh } from '#server/platform/store-platform/shopify/mirror/mirror-refresh';
import {
  createShopifyStorePlatform,
  type ShopifyStorePlatformOptions,
} from '#server/platform/store-platform/shopify/shopify-store-platform';
import { startFakeShopify, type FakeShopify, type FakeShopifyOptions } from '../fakes/shopify/fake-shopify-server';
import { openTestDatabase } from '../support/test-database';
import type { StorePlatformHarness } from './store-platform-harness';

export interface ShopifyHarness extends StorePlatformHarness {
  fake: FakeShopify;
  /** The mirror's database. */
  database: Database;
  /** Live reads into the mirror (what webhooks and the poll use), on a client made like the adapter's. */
  refresh: MirrorRefresh;
  /** Every wait the adapter asked for; waits pass instantly but move the fake's clock forward. */
  sleeps: number[];
  warnings: string[];
  /** Another adapter on the same fake and mirror (e.g. with a short timeout for the hang tests). */
  makePlatform(overrides: Partial<ShopifyStorePlatformOptions>): StorePlatformHarness['platform'];
  /** The options the adapters are made with (the fake's address, instant sleeping, the log). */
  clientOptions(overrides?: Partial<ShopifyStorePlatformOptions>): ShopifyStorePlatformOptions;
}

/** The Shopify adapter against a fresh fake shop and mirror; sleeping is instant so retries cost no time. */
export async function createShopifyHarness(
  options: {
    fake?: FakeShopifyOptions;
    adapter?: Partial<ShopifyStorePlatformOptions>;
  } = {},
): Promise<ShopifyHarness> {
  const fake = await startFakeShopify(options.fake);
  const database = await openTestDatabase();
  const sleeps: number[] = [];
  const warnings: string[] = [];
  const clientOptions = (overrides: Partial<ShopifyStorePlatformOptions> = {}): ShopifyStorePlatformOptions => ({
    domain: fake.domain,
    token: fake.token,
    apiVersion: fake.apiVersion,
    protocol: 'http',
    sleep: async (ms) => {
      sleeps.push(ms);
      fake.advanceClock(ms);
    },
    random: () => 0.5,
    timeoutMs: 5_000,
    logger: { warn: (_details, message) => warnings.push(message), info: () => {} },
    ...overrides,
  });
  const makePlatform = (overrides: Partial<ShopifyStorePlatformOptions>) =>
    createShopifyStorePlatform(clientOptions(overrides), database);
  const refresh = createMirrorRefresh({
    client: createShopifyGraphqlClient(clientOptions(options.adapter ?? {})),
    database,
    logger: { warn: () => {}, info: () => {} },
  });
  const platform = makePlatform(options.adapter ?? {});
  // The shop's own locations, as the first sync would bring them.
  await refresh.refreshLocations();
  return {
    platform,
    makePlatform,
    clientOptions,
    fake,
    database,
    refresh,
    sleeps,
    warnings,
    // Locations and collections are made in Shopify's admin; the mirror learns of them as a sync would.
    seedLocations: async (stores) => {
      const made = stores.map(({ name }) => {
        const location = fake.state.addLocation(name);
        return { id: location.id, name: location.name };
      });
      await refresh.refreshLocations();
      return made;
    },
    seedCollection: async ({ title, handle, productIds }) => {
      const collection = fake.state.addCollection(title, handle, productIds);
      await refresh.refreshCollections();
      await refresh.refreshProducts(productIds);
      return { id: collection.id, title: collection.title, handle: collection.handle };
    },
    seedCustomers: async (createdAt) => fake.state.addCustomers(createdAt),
    close: async () => {
      platform.close?.();
      await fake.close();
      await database.close();
    },
  };
}
