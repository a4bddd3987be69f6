import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { raffleCustomerSpend, raffleRuns, raffleTickets } from '#server/db/schema/index';

const CHUNK = 1_000;

export type SpendRowInsert = typeof raffleCustomerSpend.$inferInsert;
export type TicketInsert = typeof raffleTickets.$inferInsert;
export type RunInsert = typeof raffleRuns.$inferInsert;
export type RunRow = typeof raffleRuns.$inferSelect;
export type TicketRow = typeof raffleTickets.$inferSelect;

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** Serialises writers of one kind (spend loads, generations) across processes until the transaction ends. */
export const lockFor = (db: Queryable, name: 'raffle.spend' | 'raffle.tickets') =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);

export const listSpend = (db: Queryable, months: readonly string[]) =>
  db
    .select({
      customerKey: raffleCustomerSpend.customerKey,
      customerName: raffleCustomerSpend.customerName,
      email: raffleCustomerSpend.email,
      month: raffleCustomerSpend.month,
      spendCents: raffleCustomerSpend.spendCents,
      spendDblCents: raffleCustomerSpend.spendDblCents,
    })
    .from(raffleCustomerSpend)
    .where(inArray(raffleCustomerSpend.month, [...months]))
    .orderBy(asc(raffleCustomerSpend.month), asc(raffleCustomerSpend.customerKey));

/** Deletes the months' rows and returns how many there were. */
export async function deleteSpendMonths(db: Queryable, months: readonly string[]): Promise<number> {
  const deleted = await db
    .delete(raffleCustomerSpend)
    .where(inArray(raffleCustomerSpend.month, [...months]))
    .returning({ id: raffleCustomerSpend.id });
  return deleted.length;
}

export const insertSpend = (db: Queryable, rows: readonly SpendRowInsert[]) =>
  insertInChunks(rows, (chunk) => db.insert(raffleCustomerSpend).values(chunk));

export const summariseSpendMonths = (db: Queryable) =>
  db
    .select({
      month: raffleCustomerSpend.month,
      customers: count(),
      spendCents: sql<string>`sum(${raffleCustomerSpend.spendCents})::text`,
      spendDblCents: sql<string>`sum(${raffleCustomerSpend.spendDblCents})::text`,
      sources: sql<string[]>`array_agg(distinct ${raffleCustomerSpend.source} order by ${raffleCustomerSpend.source})`,
    })
    .from(raffleCustomerSpend)
    .groupBy(raffleCustomerSpend.month)
    .orderBy(desc(raffleCustomerSpend.month));

export async function insertRun(db: Queryable, run: RunInsert): Promise<number> {
  const [row] = await db.insert(raffleRuns).values(run).returning({ id: raffleRuns.id });
  if (!row) throw new Error('raffle run was not written');
  return row.id;
}

export const replaceTickets = async (db: Queryable, rows: readonly TicketInsert[]) => {
  await db.delete(raffleTickets);
  await insertInChunks(rows, (chunk) => db.insert(raffleTickets).values(chunk));
};

export const getRun = async (db: Queryable, id: number): Promise<RunRow | null> =>
  (await db.select().from(raffleRuns).where(eq(raffleRuns.id, id)))[0] ?? null;

export const listRuns = (db: Queryable, limit: number) =>
  db.select().from(raffleRuns).orderBy(desc(raffleRuns.id)).limit(limit);

export const listTickets = (db: Queryable) =>
  db
    .select()
    .from(raffleTickets)
    .orderBy(
      asc(raffleTickets.raffle),
      sql`${raffleTickets.winnerPosition} asc nulls last`,
      desc(raffleTickets.tickets),
      asc(raffleTickets.customerKey),
    );
