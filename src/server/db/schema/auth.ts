import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'associate'] }).notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** An invite's temporary password stops working at this time (ADR 031); null for chosen passwords. */
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Two-factor sign-in (ADR 022): the TOTP secret (base32) once enabled, null otherwise. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** A secret being set up: shown as a QR code, enabled once a code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last time step a code was accepted for: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
  },
  // "carla" and "Carla" are one name: sign-in finds either spelling (ADR 069).
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

/** One-time recovery codes for two-factor sign-in, stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** The token itself is never stored: `id` is the SHA-256 of it (ADR 003). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Wrong passwords or codes in a row in this session; at 10 the session ends (ADR 068). */
    wrongAnswers: integer('wrong_answers').notNull().default(0),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Who did what, when and from where: sign-ins, failures, user and role changes, catalogue changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    subject: text('subject'),
    ip: text('ip'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_action_at_idx').on(t.action, t.at), index('audit_log_subject_idx').on(t.subject, t.at)],
);
