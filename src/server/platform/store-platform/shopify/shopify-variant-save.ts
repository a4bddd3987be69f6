import { randomUUID } from 'node:crypto';
import { PlatformError, VARIANT_METAFIELD_KEYS, type VariantEdit } from '../port';
import { MIRROR_PRODUCT_FRAGMENT, MIRROR_VARIANT_FRAGMENT } from './documents/mirror-documents';
import { METAFIELDS_PER_CALL } from './documents/variant-mutations';
import type { LiveProduct, RawMirrorProduct } from './mirror/mirror-reader';
import { DEFAULT_OPTION_VALUE, formatMoney } from './shopify-product-mapper';
import type { ShopifyUserError } from './shopify-user-errors';

/**
 * One editor save as one Admin API request (ADR 065): metafield sets and deletes, stock
 * activation and adjustment, then the variant fields, whose payload answers the whole product as
 * Shopify now holds it — the answer the mirror stores, with no read after. Every part is safe to
 * send again (metafields and variant fields are set, not added; stock carries `@idempotent` keys).
 */

const KNOWN_KEYS = new Set<string>(VARIANT_METAFIELD_KEYS);

export interface VariantSaveRequest {
  document: string;
  variables: Record<string, unknown>;
  /** Alias → mutation name, for reading user errors. */
  parts: Map<string, string>;
  /** The stock adjustment sent with a compare value, if any. */
  stock: { changes: { inventoryItemId: string; delta: number }[] } | null;
}

export interface StockPlan {
  inventoryItemId: string;
  /** Quantity read just now, or null when the item is not stocked at the location yet. */
  current: number | null;
  delta: number;
}

function bulkUpdateInput(edit: VariantEdit, optionName: string) {
  const inventoryItem = {
    ...(edit.sku !== undefined ? { sku: edit.sku } : {}),
    ...(edit.cost !== undefined ? { cost: edit.cost === null ? null : formatMoney(edit.cost) } : {}),
  };
  return {
    id: edit.id,
    ...(edit.price !== undefined ? { price: formatMoney(edit.price) } : {}),
    ...(edit.barcode !== undefined ? { barcode: edit.barcode } : {}),
    ...(edit.option1 !== undefined
      ? { optionValues: [{ optionName, name: edit.option1 ?? DEFAULT_OPTION_VALUE }] }
      : {}),
    ...(Object.keys(inventoryItem).length ? { inventoryItem } : {}),
  };
}

/** The stock changes an edit set asks for, clamped at 0 against the quantities just read. */
export function planStock(live: LiveProduct, edits: readonly VariantEdit[], locationId: string | null): StockPlan[] {
  if (!locationId) return [];
  return edits.flatMap((edit) => {
    if (!edit.stockDelta) return [];
    if (!Number.isInteger(edit.stockDelta)) throw new PlatformError('A stock change must be a whole number', 'invalid');
    const variant = live.product.variants.find((v) => v.id === edit.id);
    if (!variant) return [];
    const level = variant.inventory.find((l) => l.locationId === locationId);
    const current = level ? level.available : null;
    const base = current ?? 0;
    const delta = Math.max(0, base + edit.stockDelta) - base;
    return delta === 0 ? [] : [{ inventoryItemId: variant.inventoryItemId, current, delta }];
  });
}

export function buildVariantSave(
  productId: string,
  edits: readonly VariantEdit[],
  optionName: string,
  locationId: string | null,
  stock: readonly StockPlan[],
  variantsFirst: number,
  newKey: () => string = randomUUID,
): VariantSaveRequest {
  const declarations = ['$productId: ID!', '$variants: [ProductVariantsBulkInput!]!', '$variantsFirst: Int!'];
  const fields: string[] = [];
  const variables: Record<string, unknown> = { productId, variantsFirst };
  const parts = new Map<string, string>();

  const entries = edits.flatMap((edit) =>
    Object.entries(edit.metafields ?? {}).map(([key, value]) => ({ ownerId: edit.id, key, value })),
  );
  const unknown = entries.find((entry) => !KNOWN_KEYS.has(entry.key));
  if (unknown) throw new PlatformError(`Unknown variant metafield "${unknown.key}"`, 'invalid');
  const sets = entries.flatMap((entry) =>
    typeof entry.value === 'string'
      ? [
          {
            ownerId: entry.ownerId,
            namespace: 'custom',
            key: entry.key,
            type: 'single_line_text_field',
            value: entry.value,
          },
        ]
      : [],
  );
  const deletes = entries.flatMap((entry) =>
    entry.value === null ? [{ ownerId: entry.ownerId, namespace: 'custom', key: entry.key }] : [],
  );
  for (let i = 0; i * METAFIELDS_PER_CALL < sets.length; i++) {
    declarations.push(`$set${i}: [MetafieldsSetInput!]!`);
    fields.push(`set${i}: metafieldsSet(metafields: $set${i}) { userErrors { field message code } }`);
    variables[`set${i}`] = sets.slice(i * METAFIELDS_PER_CALL, (i + 1) * METAFIELDS_PER_CALL);
    parts.set(`set${i}`, 'metafieldsSet');
  }
  for (let i = 0; i * METAFIELDS_PER_CALL < deletes.length; i++) {
    declarations.push(`$delete${i}: [MetafieldIdentifierInput!]!`);
    fields.push(`delete${i}: metafieldsDelete(metafields: $delete${i}) { userErrors { field message } }`);
    variables[`delete${i}`] = deletes.slice(i * METAFIELDS_PER_CALL, (i + 1) * METAFIELDS_PER_CALL);
    parts.set(`delete${i}`, 'metafieldsDelete');
  }
  let stockRequest: VariantSaveRequest['stock'] = null;
  if (stock.length && locationId) {
    if (stock.some((plan) => plan.current === null)) {
      declarations.push('$locationId: ID!');
      variables.locationId = locationId;
    }
    stock.forEach((plan, i) => {
      if (plan.current !== null) return;
      declarations.push(`$activateItem${i}: ID!`, `$activateKey${i}: String!`);
      fields.push(
        `activate${i}: inventoryActivate(inventoryItemId: $activateItem${i}, locationId: $locationId) @idempotent(key: $activateKey${i}) { userErrors { field message } }`,
      );
      variables[`activateItem${i}`] = plan.inventoryItemId;
      variables[`activateKey${i}`] = newKey();
      parts.set(`activate${i}`, 'inventoryActivate');
    });
    declarations.push('$adjust: InventoryAdjustQuantitiesInput!', '$adjustKey: String!');
    fields.push(
      'adjust: inventoryAdjustQuantities(input: $adjust) @idempotent(key: $adjustKey) { userErrors { field message code } }',
    );
    variables.adjust = {
      name: 'available',
      reason: 'correction',
      changes: stock.map((plan) => ({
        inventoryItemId: plan.inventoryItemId,
        locationId,
        delta: plan.delta,
        changeFromQuantity: plan.current ?? 0,
      })),
    };
    variables.adjustKey = newKey();
    parts.set('adjust', 'inventoryAdjustQuantities');
    stockRequest = { changes: stock.map((plan) => ({ inventoryItemId: plan.inventoryItemId, delta: plan.delta })) };
  }
  // Last, so that the product it answers includes every change above.
  fields.push(
    'saved: productVariantsBulkUpdate(productId: $productId, variants: $variants) { product { ...MirrorProduct } userErrors { field message code } }',
  );
  variables.variants = edits.map((edit) => bulkUpdateInput(edit, optionName));
  parts.set('saved', 'productVariantsBulkUpdate');

  const document = `mutation CatalogueVariantsSave(${declarations.join(', ')}) {\n  ${fields.join('\n  ')}\n}\n${MIRROR_PRODUCT_FRAGMENT}\n${MIRROR_VARIANT_FRAGMENT}`;
  return { document, variables, parts, stock: stockRequest };
}

export type VariantSaveAnswer = Record<
  string,
  { userErrors: ShopifyUserError[]; product?: RawMirrorProduct | null } | null
>;

/** The user errors of each part, by mutation name; a stale stock compare is reported apart. */
export function readVariantSave(request: VariantSaveRequest, answer: VariantSaveAnswer) {
  const errors: { mutation: string; errors: ShopifyUserError[] }[] = [];
  let stockStale = false;
  for (const [alias, mutation] of request.parts) {
    const payload = answer[alias];
    const found = payload?.userErrors ?? [];
    if (alias === 'adjust' && found.some((error) => error.code === 'CHANGE_FROM_QUANTITY_STALE')) {
      stockStale = true;
      continue;
    }
    if (found.length) errors.push({ mutation, errors: found });
  }
  return { errors, stockStale, product: answer.saved?.product ?? null };
}
