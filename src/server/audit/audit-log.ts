import { auditLog } from '../db/schema/index';
import type { Queryable } from '../db/client';

export interface AuditEntry {
  action: string;
  actor?: { id: number; username: string } | null;
  /** What the action was about, e.g. `user:12` or a product GID. */
  subject?: string | null;
  ip?: string | null;
  before?: unknown;
  after?: unknown;
  /** The app's clock (AreaDeps.now); without it the database's. Rate limits count by this time. */
  at?: Date;
}

/** Writes one row of who did what, when and from where; call inside the change's transaction. */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<string> {
  const [row] = await db
    .insert(auditLog)
    .values({
      action: entry.action,
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor?.username ?? null,
      subject: entry.subject ?? null,
      ip: entry.ip ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ...(entry.at ? { at: entry.at } : {}),
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('audit row was not written');
  return row.id;
}
