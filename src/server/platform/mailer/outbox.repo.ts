import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { mailOutbox, type MailRow } from '#server/db/schema/mail';

export async function insertMessage(db: Queryable, values: typeof mailOutbox.$inferInsert): Promise<MailRow | null> {
  const [row] = await db
    .insert(mailOutbox)
    .values(values)
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning();
  return row ?? null;
}

export async function findMessageByKey(db: Queryable, key: string): Promise<MailRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key));
  return row ?? null;
}

export async function findMessage(db: Queryable, id: string): Promise<MailRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

export async function setMessageJob(db: Queryable, id: string, jobId: string) {
  await db.update(mailOutbox).set({ jobId }).where(eq(mailOutbox.id, id));
}

export async function recordAttempt(db: Queryable, id: string, outcome: { error: string | null; isFinal: boolean }) {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: outcome.error,
      ...(outcome.error === null
        ? { status: 'sent' as const, sentAt: sql`now()` }
        : outcome.isFinal
          ? { status: 'failed' as const }
          : {}),
    })
    .where(eq(mailOutbox.id, id));
}

export async function listMessages(db: Queryable, limit: number): Promise<MailRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
