const SHOP_HOST = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/i;
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/i;
const API_VERSION = /^\d{4}-\d{2}$/;

export interface ShopifyEndpointOptions {
  domain: string;
  apiVersion: string;
  protocol?: 'https' | 'http';
}

/**
 * The one URL the adapter may call. The Admin API only lives on `{shop}.myshopify.com`, so
 * anything else over HTTPS is a misconfiguration; plain HTTP is only for a local fake on loopback.
 */
export function buildShopifyEndpoint({ domain, apiVersion, protocol = 'https' }: ShopifyEndpointOptions): URL {
  const host = domain.trim().toLowerCase();
  if (protocol === 'https' && !SHOP_HOST.test(host)) {
    throw new Error(`Shopify domain must look like your-shop.myshopify.com (got "${domain}")`);
  }
  if (protocol === 'http' && !LOOPBACK_HOST.test(host)) {
    throw new Error(`plain HTTP is only allowed to a loopback host with a port (got "${domain}")`);
  }
  if (!API_VERSION.test(apiVersion))
    throw new Error(`Shopify API version must look like 2026-07 (got "${apiVersion}")`);
  const url = new URL(`${protocol}://${host}/admin/api/${apiVersion}/graphql.json`);
  if (url.host !== host) throw new Error(`Shopify domain "${domain}" is not a plain host name`);
  return url;
}
