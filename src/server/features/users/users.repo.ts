import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { sessions, users } from '#server/db/schema/index';

export type UserRow = typeof users.$inferSelect;

export const listUsers = (db: Queryable) => db.select().from(users).orderBy(asc(users.username));

/** The user's row, locked until the transaction ends (a delete and a role check cannot interleave). */
export async function lockUser(db: Queryable, id: number) {
  return (await db.select().from(users).where(eq(users.id, id)).for('update').limit(1))[0];
}

/**
 * Locks every admin row, always in id order and before any other user row, so that two admins
 * removing each other at once are serialised (the second sees it would remove the last admin)
 * rather than deadlocked.
 */
export async function lockAdminIds(db: Queryable) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function insertInvitedUser(db: Queryable, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteUser(db: Queryable, id: number) {
  await db.delete(users).where(eq(users.id, id));
}

export async function setPassword(
  db: Queryable,
  id: number,
  values: { passwordHash: string; mustChangePassword: boolean; passwordExpiresAt: Date | null },
) {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function deleteSessionsOf(db: Queryable, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function setRole(db: Queryable, id: number, role: UserRow['role']) {
  await db.update(users).set({ role }).where(eq(users.id, id));
}
