import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { files, helpdeskEntries } from '#server/db/schema/index';

export type EntryRow = typeof helpdeskEntries.$inferSelect;
export type NewEntryRow = typeof helpdeskEntries.$inferInsert;
export interface EntryWithPdf extends EntryRow {
  pdfName: string | null;
  pdfSize: number | null;
}

const withPdf = {
  entry: helpdeskEntries,
  pdfName: files.name,
  pdfSize: files.size,
};

const flatten = (row: { entry: EntryRow; pdfName: string | null; pdfSize: number | null }): EntryWithPdf => ({
  ...row.entry,
  pdfName: row.pdfName,
  pdfSize: row.pdfSize,
});

/** `LIKE` pattern characters in a search word are matched literally. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listCategories(db: Queryable) {
  return db
    .select({ name: helpdeskEntries.category, count: count() })
    .from(helpdeskEntries)
    .groupBy(helpdeskEntries.category)
    .orderBy(asc(helpdeskEntries.category));
}

/** One category's entries by sortOrder then question; each folded word must occur (trigram index). */
export async function listEntries(db: Queryable, category: string, foldedTerms: string[]): Promise<EntryWithPdf[]> {
  const conditions = [
    eq(helpdeskEntries.category, category),
    ...foldedTerms.map((term) => sql`${helpdeskEntries.searchText} like ${`%${escapeLike(term)}%`}`),
  ];
  const rows = await db
    .select(withPdf)
    .from(helpdeskEntries)
    .leftJoin(files, eq(files.id, helpdeskEntries.pdfFileId))
    .where(and(...conditions))
    .orderBy(asc(helpdeskEntries.sortOrder), asc(helpdeskEntries.question), asc(helpdeskEntries.id));
  return rows.map(flatten);
}

export async function findEntry(db: Queryable, id: number): Promise<EntryWithPdf | null> {
  const [row] = await db
    .select(withPdf)
    .from(helpdeskEntries)
    .leftJoin(files, eq(files.id, helpdeskEntries.pdfFileId))
    .where(eq(helpdeskEntries.id, id));
  return row ? flatten(row) : null;
}

export async function insertEntry(db: Queryable, values: NewEntryRow): Promise<EntryRow> {
  const [row] = await db.insert(helpdeskEntries).values(values).returning();
  if (!row) throw new Error('help desk entry was not inserted');
  return row;
}

export async function updateEntry(db: Queryable, id: number, values: Partial<NewEntryRow>): Promise<EntryRow | null> {
  const [row] = await db.update(helpdeskEntries).set(values).where(eq(helpdeskEntries.id, id)).returning();
  return row ?? null;
}

export async function deleteEntry(db: Queryable, id: number): Promise<EntryRow | null> {
  const [row] = await db.delete(helpdeskEntries).where(eq(helpdeskEntries.id, id)).returning();
  return row ?? null;
}

export async function countEntries(db: Queryable): Promise<number> {
  const [row] = await db.select({ count: count() }).from(helpdeskEntries);
  return row?.count ?? 0;
}
