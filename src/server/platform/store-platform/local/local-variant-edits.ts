import { recordAudit } from '#server/audit/audit-log';
import type { Db, Queryable } from '#server/db/client';
import {
  PlatformError,
  StaleEditError,
  type Actor,
  type CatalogueProduct,
  type NewVariantInput,
  type VariantEdit,
} from '../port';
import { findStaleEdits } from '../stale-edits';
import { assertSkusFree, insertVariantsWithStock, resolveStockLocations } from './create-local-product';
import { parseGid } from './global-ids';
import { assertStockQuantity, blankToNull, rethrowSkuRace, toCents, variantValuesOf } from './local-input';
import { loadProduct } from './product-load.repo';
import * as writes from './product-write.repo';
import { locationExists } from './store-data.repo';

/** Opens the product for change: locked for the transaction, with its state before the change. */
export async function openProduct(
  tx: Queryable,
  productGid: string,
): Promise<{ id: number; before: CatalogueProduct }> {
  const id = parseGid('Product', productGid);
  const locked = id === null ? undefined : await writes.lockProduct(tx, id);
  const before = locked ? await loadProduct(tx, locked.id) : null;
  if (!locked || !before) throw new PlatformError(`Product ${productGid} not found`, 'not_found');
  return { id: locked.id, before };
}

export async function readAfter(tx: Queryable, id: number): Promise<CatalogueProduct> {
  const after = await loadProduct(tx, id);
  if (!after) throw new PlatformError('The product disappeared during the change', 'unavailable');
  return after;
}

function variantEditValues(edit: VariantEdit): Partial<writes.VariantValues> {
  const values: Partial<writes.VariantValues> = {};
  if (edit.price !== undefined) values.price = toCents(edit.price, 'Price');
  if (edit.cost !== undefined) values.cost = edit.cost === null ? null : toCents(edit.cost, 'Cost');
  if (edit.sku !== undefined) values.sku = blankToNull(edit.sku);
  if (edit.barcode !== undefined) values.barcode = blankToNull(edit.barcode);
  if (edit.option1 !== undefined) values.option1 = blankToNull(edit.option1);
  return values;
}

async function resolveDeltaLocation(
  tx: Queryable,
  edits: VariantEdit[],
  locationGid: string | null,
): Promise<number | null> {
  const hasDelta = edits.some((edit) => edit.stockDelta !== undefined && edit.stockDelta !== 0);
  if (!hasDelta) return null;
  for (const edit of edits) if (edit.stockDelta !== undefined) assertStockQuantity(edit.stockDelta);
  if (!locationGid) throw new PlatformError('A location is required to change stock', 'invalid');
  const id = parseGid('Location', locationGid);
  if (id === null || !(await locationExists(tx, id)))
    throw new PlatformError(`Location ${locationGid} not found`, 'not_found');
  return id;
}

export async function updateLocalVariants(
  db: Db,
  productGid: string,
  edits: VariantEdit[],
  locationGid: string | null,
  actor: Actor,
): Promise<CatalogueProduct> {
  const skus = edits.map((edit) => (edit.sku === undefined ? null : blankToNull(edit.sku)));
  try {
    return await db.transaction(async (tx) => {
      const { id, before } = await openProduct(tx, productGid);
      const variantIds = edits.map((edit) => {
        const variantId = parseGid('ProductVariant', edit.id);
        if (variantId === null || !before.variants.some((variant) => variant.id === edit.id)) {
          throw new PlatformError(`Variant ${edit.id} not found on product ${productGid}`, 'not_found');
        }
        return variantId;
      });
      // The product row is locked: nobody can change it between this comparison and the writes.
      const stale = findStaleEdits(before.variants, edits, locationGid);
      if (stale.length > 0) throw new StaleEditError(stale);
      const locationId = await resolveDeltaLocation(tx, edits, locationGid);
      await assertSkusFree(
        tx,
        skus,
        variantIds.filter((_, index) => skus[index] !== null),
      );
      for (const [index, edit] of edits.entries()) {
        const variantId = variantIds[index] as number;
        await writes.updateVariantRow(tx, variantId, variantEditValues(edit));
        const metafields = Object.entries(edit.metafields ?? {});
        await writes.upsertVariantMetafields(
          tx,
          metafields.flatMap(([key, value]) => (value?.trim() ? [{ variantId, key, value: value.trim() }] : [])),
        );
        await writes.deleteVariantMetafields(
          tx,
          variantId,
          metafields.filter(([, value]) => !value?.trim()).map(([key]) => key),
        );
        if (locationId !== null && edit.stockDelta)
          await writes.adjustStock(tx, variantId, locationId, edit.stockDelta);
      }
      await writes.updateProductRow(tx, id, {});
      const after = await readAfter(tx, id);
      const edited = new Set(edits.map((edit) => edit.id));
      await recordAudit(tx, {
        action: 'catalogue.variants_update',
        actor,
        subject: after.id,
        before: { variants: before.variants.filter((variant) => edited.has(variant.id)), locationId: locationGid },
        after: { variants: after.variants.filter((variant) => edited.has(variant.id)), edits },
      });
      return after;
    });
  } catch (error) {
    rethrowSkuRace(error, skus);
  }
}

export async function createLocalVariants(db: Db, productGid: string, variants: NewVariantInput[], actor: Actor) {
  const skus = variants.map((variant) => variantValuesOf(variant).sku ?? null);
  try {
    return await db.transaction(async (tx) => {
      const { id, before } = await openProduct(tx, productGid);
      await assertSkusFree(tx, skus);
      const locationIds = await resolveStockLocations(tx, variants);
      const newIds = await insertVariantsWithStock(tx, id, variants, locationIds);
      await writes.updateProductRow(tx, id, {});
      const after = await readAfter(tx, id);
      const known = new Set(before.variants.map((variant) => variant.id));
      await recordAudit(tx, {
        action: 'catalogue.variants_create',
        actor,
        subject: after.id,
        before: null,
        after: { variants: after.variants.filter((variant) => !known.has(variant.id)), count: newIds.length },
      });
      return after;
    });
  } catch (error) {
    rethrowSkuRace(error, skus);
  }
}
