/**
 * Where the Shopify adapter tells what it waited for and retried. Pino's argument order (details
 * first), so the app's logger can be passed as it is.
 */
export interface ShopifyLogger {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}
