import { recordAudit } from '#server/audit/audit-log';
import type { CatalogueProduct } from '#server/platform/store-platform/port';
import { replay, type CreateProductCall, type CreateProductDeps, type CreateProductOutcome } from './creation-types';
import * as repo from './product-entry.repo';

/**
 * Writes the product log row, finishes the claim and audits, in one transaction. If the claim was
 * finished elsewhere meanwhile, that record stands and is answered instead.
 */
export async function recordCreation(
  deps: CreateProductDeps,
  call: CreateProductCall,
  row: repo.EntryRequestRow,
  product: CatalogueProduct,
): Promise<CreateProductOutcome> {
  const at = deps.now();
  const variants = product.variants.map((variant) => ({
    variantId: variant.id,
    sku: variant.sku,
    barcode: variant.barcode,
    option1: variant.option1,
    price: variant.price,
    cost: variant.cost,
  }));
  const form = call.form;
  const details = {
    vendor: product.vendor,
    productType: product.productType,
    status: product.status,
    tags: product.tags,
    distributor: form.distributor,
    packSize: form.packSize,
    packCost: form.packCost ?? null,
    openingStock:
      (form.quantity ?? 0) > 0
        ? { locationId: form.locationId, location: form.location, quantity: form.quantity }
        : null,
  };
  try {
    const id = await deps.db.transaction(async (tx) => {
      const logId = await repo.insertProductLog(tx, {
        at,
        action: 'create',
        actorId: call.actor.id,
        actorName: call.actor.username,
        productId: product.id,
        title: product.title,
        skus: variants.flatMap((variant) => (variant.sku ? [variant.sku] : [])),
        variants,
        details,
        requestId: row.id,
      });
      // False when another process took this claim over after its lease ran out and finished it.
      if (!(await repo.markSucceeded(tx, row, { productLogId: logId, shopifyProductId: product.id }, at)))
        tx.rollback();
      await recordAudit(tx, {
        action: 'product_entry.create',
        actor: call.actor,
        subject: product.id,
        ip: call.ip,
        before: null,
        after: { productLogId: logId, title: product.title, variants, ...details },
        at,
      });
      return logId;
    });
    return { response: { id, shopifyProductId: product.id }, isReplay: false };
  } catch (error) {
    const current = await repo.findEntryRequest(deps.db, call.actor.id, call.idempotencyKey);
    if (current?.status === 'succeeded') return replay(current);
    // The product exists but is not recorded: fail the claim so a retry asks the platform again.
    deps.logError(error, 'product created but not recorded');
    await repo
      .markFailed(deps.db, row, { status: 500, message: 'Internal server error' }, deps.now())
      .catch(() => undefined);
    throw error;
  }
}
