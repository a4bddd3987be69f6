import type { Env } from '#server/config/env';
import type { Database } from '#server/db/client';
import { createLocalStorePlatform, type LocalStorePlatformOptions } from './local/local-store-platform';
import { withCatalogueAudit } from './audited-store-platform';
import type { StorePlatform } from './port';
import type { ShopifyLogger } from './shopify/shopify-logger';
import { createShopifyStorePlatform } from './shopify/shopify-store-platform';

type PlatformConfig = Pick<
  Env,
  'SHOPIFY_STORE_DOMAIN' | 'SHOPIFY_ADMIN_TOKEN' | 'SHOPIFY_API_VERSION' | 'SHOPIFY_PROTOCOL'
>;

/**
 * The one place the store platform is chosen (DESIGN §1): Shopify when both its domain and token
 * are configured — read from its mirror in our database (ADR 065) — the local catalogue in our
 * database otherwise; both are searched in SQL (ADR 064). `logger` hears the Shopify client's retries and waits for the cost bucket.
 */
export function selectStorePlatform(
  config: PlatformConfig,
  database: Pick<Database, 'db' | 'changes'>,
  localOptions: LocalStorePlatformOptions = {},
  logger?: ShopifyLogger,
): StorePlatform {
  if (config.SHOPIFY_STORE_DOMAIN && config.SHOPIFY_ADMIN_TOKEN) {
    const shopify = createShopifyStorePlatform(
      {
        domain: config.SHOPIFY_STORE_DOMAIN,
        token: config.SHOPIFY_ADMIN_TOKEN,
        apiVersion: config.SHOPIFY_API_VERSION,
        protocol: config.SHOPIFY_PROTOCOL,
        logger,
      },
      database,
    );
    return withCatalogueAudit(shopify, database.db);
  }
  return createLocalStorePlatform(database, localOptions);
}
