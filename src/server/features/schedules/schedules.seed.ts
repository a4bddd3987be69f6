import { asc, count, eq } from 'drizzle-orm';
import { STORE_TIME_ZONE, addDays, dateInZone, mondayOf } from '#shared/schedules/dates';
import { STORE_CODES } from '#shared/stores';
import type { SeedOptions } from '#server/areas/area';
import type { Db } from '#server/db/client';
import { employees, scheduleShifts } from '#server/db/schema/index';
import { insertShifts } from './schedules.repo';

/** Who the demo shifts are written by (the audit trail of a real week names a person). */
const DEMO_SHIFT_AUTHOR = 'Demo data';

/** Two rotating patterns, so a store's week has an opener and a closer on most days. */
const PATTERNS = [
  { days: [0, 1, 2, 3, 4], start: '09:00', end: '17:00' },
  { days: [2, 3, 4, 5, 6], start: '13:00', end: '21:00' },
] as const;

/**
 * The demo's week: with SEED_DEMO on and no shift anywhere yet, every active employee works five
 * shifts in the week of the seed day and five in the next one (weeks start on Monday, in the
 * stores' own zone), so a new install's schedule shows a real week (issue 34). Employees go two to
 * a store, in the order of the store list: one opens, one closes.
 */
export async function seedDemoShifts(db: Db, { includeDemo, now }: SeedOptions): Promise<number> {
  if (!includeDemo) return 0;
  const [existing] = await db.select({ n: count() }).from(scheduleShifts);
  if ((existing?.n ?? 0) > 0) return 0;
  const roster = await db
    .select({ name: employees.name })
    .from(employees)
    .where(eq(employees.isActive, true))
    .orderBy(asc(employees.id));
  const names = roster.map((row) => row.name);
  const thisWeek = mondayOf(dateInZone(now(), STORE_TIME_ZONE));
  const rows = names.flatMap((employeeName, index) => {
    const storeCode = STORE_CODES[Math.floor(index / PATTERNS.length) % STORE_CODES.length] ?? STORE_CODES[0];
    const pattern = PATTERNS[index % PATTERNS.length] ?? PATTERNS[0];
    return [thisWeek, addDays(thisWeek, 7)].flatMap((weekStart) =>
      pattern.days.map((day) => ({
        storeCode,
        date: addDays(weekStart, day),
        employeeName,
        startTime: pattern.start,
        endTime: pattern.end,
        createdBy: DEMO_SHIFT_AUTHOR,
      })),
    );
  });
  await insertShifts(db, rows);
  return rows.length;
}
