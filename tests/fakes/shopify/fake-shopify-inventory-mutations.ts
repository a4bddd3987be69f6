import { getDirectiveValues, GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { FakeShopifyState } from './fake-shopify-state';
import { inventoryLevelView } from './fake-shopify-views';
import { type UserError, userError } from './fake-shopify-writes';

const REASONS = new Set([
  'correction',
  'cycle_count_available',
  'damaged',
  'movement_created',
  'received',
  'restock',
  'safety_stock',
  'shrinkage',
  'other',
]);

interface AdjustInput {
  reason: string;
  name: string;
  changes: { inventoryItemId: string; locationId: string; delta: number; changeFromQuantity?: number | null }[];
}

/**
 * Since 2026-04 the inventory mutations require `@idempotent(key:)`: a resend with the same key and
 * arguments gets the first answer without applying again; other arguments get a mismatch error.
 */
function idempotent<A, R>(
  state: FakeShopifyState,
  info: GraphQLResolveInfo,
  args: A,
  apply: () => R,
): R | { userErrors: UserError[] } {
  const directive = info.schema.getDirective('idempotent');
  const node = info.fieldNodes[0];
  const key =
    directive && node
      ? (getDirectiveValues(directive, node, info.variableValues)?.key as string | undefined)
      : undefined;
  if (!key?.trim())
    throw new GraphQLError(`The @idempotent directive is required for ${info.fieldName} (API 2026-04+)`);
  const fingerprint = `${info.fieldName}:${JSON.stringify(args)}`;
  const seen = state.idempotency.get(key);
  if (seen) {
    if (seen.fingerprint !== fingerprint) {
      return {
        userErrors: [
          userError(
            null,
            'The same idempotency key cannot be used with different operation parameters.',
            'IDEMPOTENCY_KEY_PARAMETER_MISMATCH',
          ),
        ],
      };
    }
    return seen.payload as R;
  }
  const payload = apply();
  state.idempotency.set(key, { fingerprint, payload });
  return payload;
}

/** inventoryActivate and inventoryAdjustQuantities, with the 2026-04 rules. */
export function createInventoryMutations(state: FakeShopifyState) {
  return {
    inventoryActivate(
      args: { inventoryItemId: string; locationId: string; available?: number },
      _: unknown,
      info: GraphQLResolveInfo,
    ) {
      return idempotent(state, info, args, () => {
        if (!state.variantByInventoryItem(args.inventoryItemId))
          return {
            inventoryLevel: null,
            userErrors: [userError(['inventoryItemId'], 'Inventory item does not exist')],
          };
        if (!state.locations.some((l) => l.id === args.locationId))
          return { inventoryLevel: null, userErrors: [userError(['locationId'], 'Location does not exist')] };
        if (state.available(args.inventoryItemId, args.locationId) === undefined)
          state.setAvailable(args.inventoryItemId, args.locationId, args.available ?? 0);
        return { inventoryLevel: inventoryLevelView(state, args.inventoryItemId, args.locationId), userErrors: [] };
      });
    },

    inventoryAdjustQuantities({ input }: { input: AdjustInput }, _: unknown, info: GraphQLResolveInfo) {
      return idempotent(state, info, input, () => {
        const fail = (field: string[], message: string, code: string) => ({
          inventoryAdjustmentGroup: null,
          userErrors: [userError(['input', ...field], message, code)],
        });
        if (input.name !== 'available' && input.name !== 'on_hand')
          return fail(['name'], 'The quantity name is not valid', 'INVALID_QUANTITY_NAME');
        if (!REASONS.has(input.reason)) return fail(['reason'], 'The reason is not valid', 'INVALID_REASON');
        for (const [i, change] of input.changes.entries()) {
          const at = ['changes', String(i)];
          if (!state.variantByInventoryItem(change.inventoryItemId))
            return fail(
              [...at, 'inventoryItemId'],
              'The specified inventory item could not be found.',
              'INVALID_INVENTORY_ITEM',
            );
          if (!state.locations.some((l) => l.id === change.locationId))
            return fail([...at, 'locationId'], 'The specified location could not be found.', 'INVALID_LOCATION');
          const current = state.available(change.inventoryItemId, change.locationId);
          if (current === undefined)
            return fail(
              [...at, 'locationId'],
              'The item is not stocked at the location.',
              'ITEM_NOT_STOCKED_AT_LOCATION',
            );
          if (!('changeFromQuantity' in change))
            return fail(
              [...at, 'changeFromQuantity'],
              'changeFromQuantity is required (API 2026-04+).',
              'ADJUST_QUANTITIES_FAILED',
            );
          if (change.changeFromQuantity !== null && change.changeFromQuantity !== current) {
            return fail(
              [...at, 'changeFromQuantity'],
              'The quantity has changed since it was read.',
              'CHANGE_FROM_QUANTITY_STALE',
            );
          }
        }
        const changes = input.changes.map((change) => {
          const after = (state.available(change.inventoryItemId, change.locationId) ?? 0) + change.delta;
          state.setAvailable(change.inventoryItemId, change.locationId, after);
          return { name: input.name, delta: change.delta, quantityAfterChange: after };
        });
        return {
          inventoryAdjustmentGroup: {
            id: state.newId('InventoryAdjustmentGroup'),
            createdAt: state.now(),
            reason: input.reason,
            changes,
          },
          userErrors: [],
        };
      });
    },
  };
}
