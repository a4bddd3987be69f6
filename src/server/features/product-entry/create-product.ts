import { PRODUCT_ENTRY_MESSAGES as M } from '#shared/product-entry/messages';
import { HttpError, conflict } from '#server/http/errors';
import { isUniqueViolation } from '#server/db/sql-helpers';
import { toHttpFailure } from '#server/http/error-handler';
import type { CatalogueProduct, NewProductInput } from '#server/platform/store-platform/port';
import { buildNewProductInput } from './build-new-product';
import { assertNotInCatalogue, assertStockLocation } from './catalogue-checks';
import { hashForm } from './hash-form';
import { replay, type CreateProductCall, type CreateProductDeps, type CreateProductOutcome } from './creation-types';
import * as repo from './product-entry.repo';
import { recordCreation } from './record-creation';

/** How long a claim may stay pending before another request may assume its process died. */
const CLAIM_LEASE_MS = 2 * 60_000;
/** How long a duplicate request waits for the first one's outcome. */
const WAIT_FOR_OUTCOME_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const storedFailure = (row: repo.EntryRequestRow) =>
  new HttpError(row.errorStatus ?? 500, row.errorMessage ?? 'Internal server error');

/**
 * Creates the product once per (user, Idempotency-Key) (ADR 008): claim the key in our database,
 * check the catalogue, call the platform with a key derived from the claim, record the outcome.
 * Concurrent requests with the same key wait for the first one's outcome and answer it.
 */
export async function createProductOnce(
  deps: CreateProductDeps,
  call: CreateProductCall,
): Promise<CreateProductOutcome> {
  const { db, now } = deps;
  const input = buildNewProductInput(call.form);
  const claim = { bodyHash: hashForm(call.form), sku: call.form.sku, barcode: call.form.barcode };
  await assertStockLocation(deps.platform, input);

  const startedAt = Date.now();
  let awaitedAttempt: number | null = null;
  for (let round = 0; ; round += 1) {
    const seen = await repo.findEntryRequest(db, call.actor.id, call.idempotencyKey);
    if (!seen) {
      const claimed = await insertClaim(deps, call, claim);
      if (claimed) return runClaim(deps, call, input, claimed);
      continue;
    }
    const isSameBody = seen.bodyHash === claim.bodyHash;
    if (seen.status === 'succeeded') {
      if (!isSameBody) throw new HttpError(422, M.idempotencyKeyReused);
      return replay(seen);
    }
    if (seen.status === 'failed') {
      // The attempt this request waited on failed: that failure is its answer too.
      if (awaitedAttempt === seen.attempts && isSameBody) throw storedFailure(seen);
      const reclaimed = await repo.reclaim(db, seen, { ...claim, claimedAt: now() });
      if (reclaimed) return runClaim(deps, call, input, reclaimed);
      continue;
    }
    if (!isSameBody) throw new HttpError(422, M.idempotencyKeyReused);
    if (now().getTime() - seen.claimedAt.getTime() > CLAIM_LEASE_MS) {
      const taken = await repo.reclaim(db, seen, { ...claim, claimedAt: now() });
      if (taken) return runClaim(deps, call, input, taken);
      continue;
    }
    awaitedAttempt = seen.attempts;
    if (Date.now() - startedAt > WAIT_FOR_OUTCOME_MS) throw conflict(M.idempotencyInProgress);
    await sleep(Math.min(250, 20 * 1.5 ** round));
  }
}

async function insertClaim(
  deps: CreateProductDeps,
  call: CreateProductCall,
  claim: { bodyHash: string; sku: string; barcode: string },
): Promise<repo.EntryRequestRow | null> {
  const at = deps.now();
  await repo.abandonStaleClaims(deps.db, claim.sku, claim.barcode, new Date(at.getTime() - CLAIM_LEASE_MS), at);
  try {
    return await repo.insertClaim(deps.db, {
      ...claim,
      userId: call.actor.id,
      idempotencyKey: call.idempotencyKey,
      claimedAt: at,
    });
  } catch (error) {
    // Two requests with one key can insert at once: only the (user, key) index settles that
    // quietly; the pending-SKU index may refuse the loser first. Its own key's claim is no
    // conflict: the caller waits for that claim's outcome instead.
    if (
      (isUniqueViolation(error, 'product_entry_requests_pending_sku') ||
        isUniqueViolation(error, 'product_entry_requests_pending_barcode')) &&
      (await repo.findEntryRequest(deps.db, call.actor.id, call.idempotencyKey))
    ) {
      return null;
    }
    if (isUniqueViolation(error, 'product_entry_requests_pending_sku')) {
      throw conflict(`A product with SKU ${claim.sku} is being created right now`);
    }
    if (isUniqueViolation(error, 'product_entry_requests_pending_barcode')) {
      throw conflict(`A product with barcode ${claim.barcode} is being created right now`);
    }
    throw error;
  }
}

async function runClaim(
  deps: CreateProductDeps,
  call: CreateProductCall,
  input: NewProductInput,
  row: repo.EntryRequestRow,
): Promise<CreateProductOutcome> {
  let product: CatalogueProduct;
  let isPlatformAsked = false;
  try {
    // After an earlier platform call, only the platform's idempotency knows whether it created.
    if (!row.platformCalledAt) await assertNotInCatalogue(deps.platform, input);
    await repo.markPlatformCalled(deps.db, row, deps.now());
    isPlatformAsked = true;
    product = await deps.platform.createProduct(input, `${row.id}:${row.bodyHash.slice(0, 16)}`, call.actor);
  } catch (error) {
    const failure = toHttpFailure(error);
    if (failure.statusCode >= 500) deps.logError(error, 'product creation failed');
    // A first attempt refused before the platform was asked leaves nothing behind (DESIGN §5).
    if (!isPlatformAsked && row.attempts === 1 && !row.platformCalledAt) await repo.deleteClaim(deps.db, row);
    else await repo.markFailed(deps.db, row, { status: failure.statusCode, message: failure.message }, deps.now());
    throw failure;
  }
  return recordCreation(deps, call, row, product);
}
