import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The employee roster (spec 03 §3 "Employee"): kept here, maintained by admins. Removal marks an
 * employee inactive with an end date and keeps the row, so past sick days and shifts keep a name.
 */
export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    birthday: date('birthday'),
    startDate: date('start_date'),
    phone: text('phone'),
    email: text('email'),
    isActive: boolean('is_active').notNull().default(true),
    endDate: date('end_date'),
    /** The user account of this employee (ADR 080): one account per employee and one employee per account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sick days and schedules name an employee by name: two active employees cannot share one.
    uniqueIndex('employees_active_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.isActive}`),
    index('employees_name_idx').on(t.name),
    uniqueIndex('employees_user_idx').on(t.userId),
  ],
);
