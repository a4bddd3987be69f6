import type { PlatformOrder } from '../port';
import { ordersBulkQuery } from './documents/bulk-documents';
import type { ShopifyBulkOperations } from './shopify-bulk-operations';
import { parseMoney } from './shopify-product-mapper';

interface RawOrder {
  id: string;
  createdAt: string;
  email: string | null;
  tags: string[];
  cancelledAt: string | null;
  test: boolean;
  customer: { displayName: string; defaultEmailAddress: { emailAddress: string | null } | null } | null;
  currentTotalPriceSet: { shopMoney: { amount: string } };
}

/**
 * Orders for the raffle's customer spend, a month at a time by one bulk query (ADR 091): Shopify
 * reads them in the background and answers a JSONL file, streamed here line by line, instead of
 * pages of live calls that would take the cost bucket from the people using the app.
 * `currentTotalPriceSet` is the total after edits and refunds, so a returned bottle earns no
 * ticket. Without the `read_all_orders` scope Shopify answers only the last 60 days; older months
 * come from CSV (ADR 047).
 */
export function createShopifyOrderReader(bulk: ShopifyBulkOperations) {
  return {
    async listOrders(from: Date, to: Date): Promise<PlatformOrder[]> {
      const operation = await bulk.finished((await bulk.runQuery(ordersBulkQuery(from, to))).id);
      const orders: PlatformOrder[] = [];
      for await (const text of bulk.lines(operation)) {
        const order = JSON.parse(text) as RawOrder & { __parentId?: string };
        if (order.__parentId || order.cancelledAt || order.test) continue;
        const email = order.customer?.defaultEmailAddress?.emailAddress ?? order.email ?? null;
        orders.push({
          id: order.id,
          createdAt: order.createdAt,
          customerName: order.customer?.displayName ?? email ?? '',
          email,
          total: parseMoney(order.currentTotalPriceSet.shopMoney.amount) ?? 0,
          tags: [...order.tags],
        });
      }
      return orders;
    },
  };
}
