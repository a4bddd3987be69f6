import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleShifts } from '#server/db/schema/index';
import { employeesArea } from '#server/features/employees/employees.area';
import { seedDemoShifts } from '#server/features/schedules/schedules.seed';
import { ScheduleRowsSchema } from '#shared/schedules/schedule';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo shifts', () => {
  it('fill the week of the seed day and the next for every demo employee, once, only with demo data on', async () => {
    // Sunday evening in the stores' zone (already Monday in UTC): the week is the one ending that Sunday.
    const now = () => new Date('2026-11-30T03:00:00.000Z');
    const db = t.database.db;
    expect(await employeesArea.seed?.(db, { includeDemo: true, now })).toBe(4);
    expect(await seedDemoShifts(db, { includeDemo: false, now })).toBe(0);
    expect(await db.select().from(scheduleShifts)).toEqual([]);

    expect(await seedDemoShifts(db, { includeDemo: true, now })).toBe(40);
    expect(await seedDemoShifts(db, { includeDemo: true, now })).toBe(0);

    const token = await t.createSession(await t.createUser('associate'));
    const shiftsOf = async (weekStart: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/schedule?weekStart=${weekStart}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      const rows = ScheduleRowsSchema.parse(response.json());
      return rows.flatMap((row) =>
        row.days.flatMap((day) => day.shifts.map((shift) => ({ ...shift, store: row.store }))),
      );
    };
    for (const weekStart of ['2026-11-23', '2026-11-30']) {
      const shifts = await shiftsOf(weekStart);
      const people = new Set(shifts.map((shift) => shift.employee));
      expect([...people].sort()).toEqual(['Alex Morgan', 'Jamie Chen', 'Sam Rivera', 'Taylor Brooks']);
      expect(shifts).toHaveLength(20);
    }
    expect(await shiftsOf('2026-11-16')).toEqual([]);
    expect(await shiftsOf('2026-12-07')).toEqual([]);
  });
});
