import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { productEntryRequests, productLog } from '#server/db/schema/index';

export type EntryRequestRow = typeof productEntryRequests.$inferSelect;
export type NewProductLogRow = typeof productLog.$inferInsert;

export async function findEntryRequest(db: Queryable, userId: number, key: string): Promise<EntryRequestRow | null> {
  const [row] = await db
    .select()
    .from(productEntryRequests)
    .where(and(eq(productEntryRequests.userId, userId), eq(productEntryRequests.idempotencyKey, key)));
  return row ?? null;
}

export interface ClaimValues {
  userId: number;
  idempotencyKey: string;
  bodyHash: string;
  sku: string;
  barcode: string;
  claimedAt: Date;
}

/** The new claim, or null when another request holds this key already. */
export async function insertClaim(db: Queryable, values: ClaimValues): Promise<EntryRequestRow | null> {
  const [row] = await db
    .insert(productEntryRequests)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: [productEntryRequests.userId, productEntryRequests.idempotencyKey] })
    .returning();
  return row ?? null;
}

/**
 * Takes a failed or abandoned claim over, only if nobody else did since it was read. A new body
 * (allowed after a failure) replaces the old one and needs the checks again.
 */
export async function reclaim(
  db: Queryable,
  seen: EntryRequestRow,
  claim: Pick<ClaimValues, 'bodyHash' | 'sku' | 'barcode' | 'claimedAt'>,
): Promise<EntryRequestRow | null> {
  const isNewBody = claim.bodyHash !== seen.bodyHash;
  const [row] = await db
    .update(productEntryRequests)
    .set({
      ...claim,
      status: 'pending',
      attempts: seen.attempts + 1,
      errorStatus: null,
      errorMessage: null,
      finishedAt: null,
      ...(isNewBody ? { platformCalledAt: null } : {}),
    })
    .where(
      and(
        eq(productEntryRequests.id, seen.id),
        eq(productEntryRequests.status, seen.status),
        eq(productEntryRequests.attempts, seen.attempts),
      ),
    )
    .returning();
  return row ?? null;
}

/** Pending claims on this SKU or barcode older than the lease: their process is gone. */
export async function abandonStaleClaims(db: Queryable, sku: string, barcode: string, claimedBefore: Date, now: Date) {
  await db
    .update(productEntryRequests)
    .set({
      status: 'failed',
      errorStatus: 503,
      errorMessage: 'The creation was interrupted; try again',
      finishedAt: now,
    })
    .where(
      and(
        eq(productEntryRequests.status, 'pending'),
        lt(productEntryRequests.claimedAt, claimedBefore),
        or(sql`lower(${productEntryRequests.sku}) = lower(${sku})`, eq(productEntryRequests.barcode, barcode)),
      ),
    );
}

const isCurrentAttempt = (row: Pick<EntryRequestRow, 'id' | 'attempts'>) =>
  and(
    eq(productEntryRequests.id, row.id),
    eq(productEntryRequests.status, 'pending'),
    eq(productEntryRequests.attempts, row.attempts),
  );

export async function markPlatformCalled(db: Queryable, row: EntryRequestRow, at: Date) {
  await db.update(productEntryRequests).set({ platformCalledAt: at }).where(isCurrentAttempt(row));
}

export async function deleteClaim(db: Queryable, row: EntryRequestRow) {
  await db.delete(productEntryRequests).where(isCurrentAttempt(row));
}

export async function markFailed(
  db: Queryable,
  row: EntryRequestRow,
  failure: { status: number; message: string },
  at: Date,
) {
  await db
    .update(productEntryRequests)
    .set({ status: 'failed', errorStatus: failure.status, errorMessage: failure.message, finishedAt: at })
    .where(isCurrentAttempt(row));
}

/** False when another process finished this claim first (it took over an expired lease). */
export async function markSucceeded(
  db: Queryable,
  row: EntryRequestRow,
  result: { productLogId: number; shopifyProductId: string },
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(productEntryRequests)
    .set({ status: 'succeeded', ...result, finishedAt: at })
    .where(isCurrentAttempt(row))
    .returning({ id: productEntryRequests.id });
  return updated.length > 0;
}

export async function insertProductLog(db: Queryable, values: NewProductLogRow): Promise<number> {
  const [row] = await db.insert(productLog).values(values).returning({ id: productLog.id });
  if (!row) throw new Error('product log row was not written');
  return row.id;
}
