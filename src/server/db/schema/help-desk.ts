import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VIDEO_STATUSES } from '#shared/help-desk/video';
import { users } from './auth';
import { files } from './files';

/**
 * Help desk questions and answers (spec 03 §3 "Help desk entry"). `search_text` holds the folded
 * question and answer (`foldForSearch`) so that a trigram index answers case- and
 * accent-insensitive searches on both engines without the unaccent extension (ADR 029).
 */
export const helpdeskEntries = pgTable(
  'helpdesk_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    videoUrl: text('video_url'),
    pdfFileId: uuid('pdf_file_id').references(() => files.id, { onDelete: 'set null' }),
    linkUrl: text('link_url'),
    createdBy: text('created_by').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('helpdesk_entries_category_idx').on(t.category, t.sortOrder, t.question),
    index('helpdesk_entries_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Videos uploaded for help desk answers. The source is kept in the file store until processing
 * (transcoding, thumbnail, publishing to the active video host) has finished; `host` says where the
 * playable video lives: our file store (`file_id`) or YouTube (`external_id`).
 */
export const videos = pgTable(
  'videos',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    privacyStatus: text('privacy_status', { enum: ['unlisted', 'private', 'public'] }).notNull(),
    status: text('status', { enum: VIDEO_STATUSES }).notNull().default('processing'),
    host: text('host', { enum: ['local', 'youtube'] }).notNull(),
    sourceFileId: uuid('source_file_id').references(() => files.id, { onDelete: 'set null' }),
    sourceName: text('source_name').notNull(),
    sourceSize: integer('source_size').notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    externalId: text('external_id'),
    /** A YouTube resumable upload session, kept so a retried job resumes instead of starting over. */
    uploadSessionUrl: text('upload_session_url'),
    jobId: uuid('job_id'),
    error: text('error'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_status_idx').on(t.status)],
);
