import { randomUUID } from 'node:crypto';
import { PlatformError } from '../port';
import {
  INVENTORY_ACTIVATE_MUTATION,
  INVENTORY_ADJUST_MUTATION,
  INVENTORY_LEVEL_QUERY,
} from './documents/inventory-documents';
import type { ShopifyGraphqlClient } from './shopify-graphql-client';
import { assertNoUserErrors, type ShopifyUserError } from './shopify-user-errors';

const MAX_STALE_ROUNDS = 5;

interface LevelData {
  inventoryItem: { id: string; inventoryLevel: { quantities: { name: string; quantity: number }[] } | null } | null;
}
type Payload = { userErrors: ShopifyUserError[] } | null;

/**
 * Stock deltas with a floor of 0. The delta is clamped against the quantity just read and sent
 * with `changeFromQuantity` = that quantity, so a concurrent sale in between is detected
 * (CHANGE_FROM_QUANTITY_STALE) and the clamp is recomputed. Each attempt has its own
 * `@idempotent` key; resends of one attempt reuse it, so a lost response never applies twice.
 */
export function createShopifyStockAdjuster(client: ShopifyGraphqlClient, newKey: () => string = randomUUID) {
  async function readAvailable(inventoryItemId: string, locationId: string): Promise<number | null> {
    const data = await client.request<LevelData>(INVENTORY_LEVEL_QUERY, { inventoryItemId, locationId });
    if (!data.inventoryItem) throw new PlatformError(`Inventory item ${inventoryItemId} not found`, 'not_found');
    const level = data.inventoryItem.inventoryLevel;
    return level ? (level.quantities.find((q) => q.name === 'available')?.quantity ?? 0) : null;
  }

  async function activate(inventoryItemId: string, locationId: string): Promise<void> {
    const data = await client.request<{ inventoryActivate: Payload }>(INVENTORY_ACTIVATE_MUTATION, {
      inventoryItemId,
      locationId,
      key: newKey(),
    });
    assertNoUserErrors('inventoryActivate', data.inventoryActivate);
  }

  return {
    async applyDelta(inventoryItemId: string, locationId: string, delta: number): Promise<void> {
      if (!Number.isInteger(delta)) throw new PlatformError('A stock change must be a whole number', 'invalid');
      if (delta === 0) return;
      for (let round = 1; round <= MAX_STALE_ROUNDS; round++) {
        let current = await readAvailable(inventoryItemId, locationId);
        if (current === null) {
          await activate(inventoryItemId, locationId);
          current = 0;
        }
        const applied = Math.max(0, current + delta) - current;
        if (applied === 0) return;
        const data = await client.request<{ inventoryAdjustQuantities: Payload }>(INVENTORY_ADJUST_MUTATION, {
          input: {
            name: 'available',
            reason: 'correction',
            changes: [{ inventoryItemId, locationId, delta: applied, changeFromQuantity: current }],
          },
          key: newKey(),
        });
        const errors = data.inventoryAdjustQuantities?.userErrors ?? [];
        if (errors.some((e) => e.code === 'CHANGE_FROM_QUANTITY_STALE')) continue;
        assertNoUserErrors('inventoryAdjustQuantities', data.inventoryAdjustQuantities);
        return;
      }
      throw new PlatformError('Stock kept changing while it was being adjusted; try again', 'conflict');
    },
  };
}
