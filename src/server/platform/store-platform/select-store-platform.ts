import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { createLocalStorePlatform, type LocalStorePlatformOptions } from './local/local-store-platform';
import { withCatalogueAudit } from './audited-store-platform';
import type { StorePlatform } from './port';
import { createShopifyStorePlatform } from './shopify/shopify-store-platform';

type PlatformConfig = Pick<
  Env,
  'SHOPIFY_STORE_DOMAIN' | 'SHOPIFY_ADMIN_TOKEN' | 'SHOPIFY_API_VERSION' | 'SHOPIFY_PROTOCOL'
>;

/**
 * The one place the store platform is chosen (DESIGN §1): Shopify when both its domain and token
 * are configured, the local catalogue in our database otherwise, searched in SQL (ADR 064).
 */
export function selectStorePlatform(
  config: PlatformConfig,
  database: Pick<Database, 'db' | 'changes'>,
  localOptions: LocalStorePlatformOptions = {},
): StorePlatform {
  if (config.SHOPIFY_STORE_DOMAIN && config.SHOPIFY_ADMIN_TOKEN) {
    const shopify = createShopifyStorePlatform({
      domain: config.SHOPIFY_STORE_DOMAIN,
      token: config.SHOPIFY_ADMIN_TOKEN,
      apiVersion: config.SHOPIFY_API_VERSION,
      protocol: config.SHOPIFY_PROTOCOL,
      mirror: database.db,
    });
    return withCatalogueAudit(shopify, database.db);
  }
  return createLocalStorePlatform(database, { ...localOptions });
}
