import type { Database } from '#server/db/client';
import type { StorePlatform } from '#server/platform/store-platform/port';
import { createMirrorRefresh, type MirrorRefresh } from '#server/platform/store-platform/shopify/mirror/mirror-refresh';
import { createShopifyGraphqlClient } from '#server/platform/store-platform/shopify/shopify-graphql-client';
import {
  createShopifyStorePlatform,
  type ShopifyStorePlatformOptions,
} from '#server/platform/store-platform/shopify/shopify-store-platform';

export interface AppShopifyPlatform {
  /** Hand this to the test app; it answers once `attach` has given it the app's database. */
  platform: StorePlatform;
  /** Makes the adapter on the app's database (its mirror) and brings the shop's locations in. */
  attach(database: Pick<Database, 'db' | 'changes'>): Promise<MirrorRefresh>;
}

/**
 * The Shopify adapter for a test app: the app opens its own database, and the adapter's mirror is
 * that database, so the adapter is made once the app exists.
 */
export function shopifyPlatformForApp(options: ShopifyStorePlatformOptions): AppShopifyPlatform {
  let inner: StorePlatform | null = null;
  const platform = new Proxy({} as StorePlatform, {
    get(_target, key: string | symbol) {
      if (key === 'name') return 'shopify';
      if (!inner) return undefined;
      const value = (inner as unknown as Record<string | symbol, unknown>)[key];
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(inner) : value;
    },
    has: (_target, key) => key === 'name' || (inner !== null && key in inner),
  });
  return {
    platform,
    async attach(database) {
      inner = createShopifyStorePlatform(options, database);
      const refresh = createMirrorRefresh({
        client: createShopifyGraphqlClient(options),
        database,
        logger: { warn: () => {}, info: () => {} },
      });
      await refresh.refreshLocations();
      return refresh;
    },
  };
}
