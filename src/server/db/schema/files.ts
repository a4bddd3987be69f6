import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const FILE_VISIBILITIES = ['owner', 'signed-in', 'admin'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];
export const FILE_DISPOSITIONS = ['attachment', 'inline'] as const;
export type FileDisposition = (typeof FILE_DISPOSITIONS)[number];

/**
 * What we know about each stored file; the bytes live in the file store under `storage_key`
 * (a server-made name, never one a client chose). Expired files are deleted by a periodic job.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the file is for (`helpdesk-pdf`, `export`, …): the area that stored it says. */
    purpose: text('purpose').notNull(),
    /** The name shown and offered on download, cleaned of paths and control characters. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    visibility: text('visibility', { enum: FILE_VISIBILITIES }).notNull(),
    disposition: text('disposition', { enum: FILE_DISPOSITIONS }).notNull().default('attachment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('files_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
    index('files_owner_idx').on(t.ownerId),
  ],
);

export type FileRow = typeof files.$inferSelect;
