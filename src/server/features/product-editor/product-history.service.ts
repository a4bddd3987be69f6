import {
  PRODUCT_HISTORY_MESSAGES as M,
  PRODUCT_SCREENS,
  REVERTIBLE_FIELDS,
  type ProductHistory,
  type ProductHistoryEntry,
  type ProductRevertResponse,
} from '#shared/product-editor/product-history';
import type { AreaDeps } from '#server/areas/area';
import type { QueuedLabel } from '#server/areas/provided-services';
import { conflict, notFound } from '#server/http/errors';
import { StaleEditError, type VariantEdit } from '#server/platform/store-platform/port';
import * as repo from './product-log.repo';

type Deps = Pick<AreaDeps, 'db' | 'storePlatform' | 'now' | 'services'>;
type Actor = { id: number; username: string };

/** The latest entries a product's history shows. */
const HISTORY_LIMIT = 200;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const isRevertibleField = (field: string | null) => (REVERTIBLE_FIELDS as readonly (string | null)[]).includes(field);

/** Where a change was made: recorded with it, or told by what older rows carry. */
function screenOf(row: repo.ProductLogRow): string {
  const recorded = text(row.details.screen);
  if (recorded) return recorded;
  if (row.action === 'create') return PRODUCT_SCREENS.entry;
  if ('costChangeId' in row.details) return PRODUCT_SCREENS.costQueue;
  return PRODUCT_SCREENS.editor;
}

function toEntry(row: repo.ProductLogRow, storeNames: Map<string, string>): ProductHistoryEntry {
  const locationId = text(row.details.locationId);
  const isStock = row.field === 'inventory_quantity';
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorName: row.actorName,
    screen: screenOf(row),
    variantId: row.variantId,
    sku: row.skus[0] ?? null,
    field: row.action === 'create' ? 'created' : (row.field ?? 'edit'),
    storeName: isStock && locationId ? (storeNames.get(locationId) ?? null) : null,
    oldValue: row.oldValue,
    newValue: row.action === 'create' ? row.title : row.newValue,
    isRevertible:
      row.action === 'edit' && row.variantId !== null && isRevertibleField(row.field) && (!isStock || !!locationId),
    revertOf: typeof row.details.revertOf === 'number' ? row.details.revertOf : null,
  };
}

const money = (value: string | null) => (value === null ? null : Number(value));

/**
 * The edit that puts a change back: its old value written, on condition that the catalogue still
 * holds its new value (the stale-edit check, ADR 015).
 */
function revertEdit(row: repo.ProductLogRow): VariantEdit {
  const id = row.variantId as string;
  switch (row.field) {
    case 'price':
      return { id, price: money(row.oldValue) ?? 0, expected: { price: money(row.newValue) ?? 0 } };
    case 'inventory_quantity': {
      const before = Number(row.oldValue ?? 0);
      const after = Number(row.newValue ?? 0);
      return { id, stockDelta: before - after, expected: { available: after } };
    }
    default:
      return { id, cost: money(row.oldValue), expected: { cost: money(row.newValue) } };
  }
}

/** A product's change history from the product log, and the revert of a money or stock change. */
export function createProductHistoryService(deps: Deps) {
  const labelQueues = deps.services.need('labelQueues', 'product-editor');
  const platform = deps.storePlatform;

  async function storeNames() {
    return new Map((await platform.listLocations()).map((location) => [location.id, location.name]));
  }

  return {
    async history(productId: string): Promise<ProductHistory> {
      const [rows, names] = await Promise.all([
        repo.listProductHistory(deps.db, productId, HISTORY_LIMIT),
        storeNames(),
      ]);
      return { productId, entries: rows.map((row) => toEntry(row, names)) };
    },

    async revert(entryId: number, actor: Actor): Promise<ProductRevertResponse> {
      const row = await repo.findLogRow(deps.db, entryId);
      if (!row) throw notFound(M.notFound);
      const names = await storeNames();
      if (!toEntry(row, names).isRevertible) throw conflict(M.notRevertible, 'not_revertible');
      const product = await platform.getProduct(row.productId);
      if (!product) throw notFound(M.productNotFound);
      if (!product.variants.some((variant) => variant.id === row.variantId)) throw notFound(M.variantGone);

      const locationId = text(row.details.locationId);
      const edit = revertEdit(row);
      const isStock = row.field === 'inventory_quantity';
      let after = product;
      try {
        if (!isStock || edit.stockDelta !== 0)
          after = await platform.updateVariants(product.id, [edit], isStock ? locationId : null, actor);
      } catch (error) {
        if (error instanceof StaleEditError) throw conflict(M.stale, 'stale_edit');
        throw error;
      }
      const variant = after.variants.find((candidate) => candidate.id === row.variantId);
      const stockNow = variant?.inventory.find((level) => level.locationId === locationId)?.available ?? 0;
      const at = deps.now();
      const [written] = await deps.db.transaction((tx) =>
        repo.insertLogRows(tx, [
          {
            at,
            action: 'edit',
            actorId: actor.id,
            actorName: actor.username,
            productId: product.id,
            title: after.title,
            skus: variant?.sku ? [variant.sku] : row.skus,
            variants: [],
            details: { screen: PRODUCT_SCREENS.history, revertOf: row.id, ...(isStock ? { locationId } : {}) },
            variantId: row.variantId,
            field: row.field === 'cost_queue_cost' ? 'cost' : row.field,
            oldValue: row.newValue,
            newValue: isStock ? String(stockNow) : row.oldValue,
          },
        ]),
      );
      if (!written) throw new Error('revert was not logged');

      // A price put back needs a new shelf label, as any price change does (spec 03 §7).
      let labelsQueued = 0;
      if (row.field === 'price' && variant?.sku) {
        const label: QueuedLabel = {
          sku: variant.sku,
          title: after.title,
          price: variant.price,
          barcode: variant.barcode,
        };
        const session = await labelQueues().addToSession(actor, [label]);
        labelsQueued = session ? 1 : 0;
      }
      const entry = toEntry(written, names);
      const label = entry.field === 'inventory_quantity' ? 'Stock' : entry.field === 'price' ? 'Price' : 'Cost';
      return {
        success: true,
        message: `Reverted ${label} of ${entry.sku ?? after.title}: ${entry.oldValue ?? 'none'} → ${entry.newValue ?? 'none'}`,
        entry,
        labelsQueued,
      };
    },
  };
}
export type ProductHistoryService = ReturnType<typeof createProductHistoryService>;
