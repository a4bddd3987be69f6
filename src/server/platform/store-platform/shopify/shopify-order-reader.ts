import type { PlatformOrder } from '../port';
import { ORDERS_QUERY } from './documents/order-queries';
import type { ShopifyGraphqlClient } from './shopify-graphql-client';
import { parseMoney, type RawPageInfo } from './shopify-product-mapper';

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
 * Orders for the raffle's customer spend. `currentTotalPriceSet` is the total after edits and
 * refunds, so a returned bottle earns no ticket. Without the `read_all_orders` scope Shopify
 * answers only the last 60 days; older months come from CSV (ADR 047).
 */
export function createShopifyOrderReader(client: ShopifyGraphqlClient) {
  return {
    async listOrders(from: Date, to: Date): Promise<PlatformOrder[]> {
      const query = `created_at:>='${from.toISOString()}' created_at:<'${to.toISOString()}'`;
      const orders: PlatformOrder[] = [];
      let after: string | null = null;
      for (;;) {
        const data: { orders: { pageInfo: RawPageInfo; nodes: RawOrder[] } } = await client.request(ORDERS_QUERY, {
          query,
          after,
        });
        for (const order of data.orders.nodes) {
          if (order.cancelledAt || order.test) continue;
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
        if (!data.orders.pageInfo.hasNextPage) return orders;
        after = data.orders.pageInfo.endCursor;
      }
    },
  };
}
