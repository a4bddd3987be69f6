import {
  createShopifyStorePlatform,
  type ShopifyStorePlatformOptions,
} from '../../src/server/platform/store-platform/shopify/shopify-store-platform';
import { startFakeShopify, type FakeShopify, type FakeShopifyOptions } from '../fakes/shopify/fake-shopify-server';
import type { StorePlatformHarness } from './store-platform-harness';

export interface ShopifyHarness extends StorePlatformHarness {
  fake: FakeShopify;
  /** Every wait the adapter asked for; waits pass instantly but move the fake's clock forward. */
  sleeps: number[];
  warnings: string[];
  /** Another adapter on the same fake (e.g. with a short timeout for the hang tests). */
  makePlatform(overrides: Partial<ShopifyStorePlatformOptions>): StorePlatformHarness['platform'];
}

/** The Shopify adapter against a fresh fake shop; sleeping is instant so retries cost no time. */
export async function createShopifyHarness(
  options: { fake?: FakeShopifyOptions; adapter?: Partial<ShopifyStorePlatformOptions> } = {},
): Promise<ShopifyHarness> {
  const fake = await startFakeShopify(options.fake);
  const sleeps: number[] = [];
  const warnings: string[] = [];
  const makePlatform = (overrides: Partial<ShopifyStorePlatformOptions>) =>
    createShopifyStorePlatform({
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
  return {
    platform: makePlatform(options.adapter ?? {}),
    makePlatform,
    fake,
    sleeps,
    warnings,
    seedLocations: async (stores) =>
      stores.map(({ name }) => {
        const location = fake.state.addLocation(name);
        return { id: location.id, name: location.name };
      }),
    seedCollection: async ({ title, handle, productIds }) => {
      const collection = fake.state.addCollection(title, handle, productIds);
      return { id: collection.id, title: collection.title, handle: collection.handle };
    },
    seedCustomers: async (createdAt) => fake.state.addCustomers(createdAt),
    close: () => fake.close(),
  };
}
