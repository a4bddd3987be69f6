import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, scheduleClosedDays, scheduleShifts } from '#server/db/schema/index';
import { SCHEDULE_MESSAGES as M, WeekSchema } from '#shared/schedules/schedule';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
let associate: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createSession(await t.createUser('admin'));
  associate = await t.createSession(await t.createUser('associate'));
  await t.database.db.insert(employees).values([{ name: 'Ivy Lane' }, { name: 'Jon Park' }, { name: 'Kim Roe' }]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const WEEK = '2026-04-06'; // a Monday
const weekOf = async (store: string, weekStart = WEEK) => {
  const response = await call('GET', `/api/schedule/week?store=${store}&weekStart=${weekStart}`);
  expect(response.statusCode).toBe(200);
  return WeekSchema.parse(response.json());
};
const shift = async (store: string, date: string, employee: string, startTime: string, endTime: string) => {
  const response = await call('POST', '/api/schedule/shifts', { store, date, employee, startTime, endTime });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
};

describe('the week editor warns', () => {
  it('on overlapping shifts of one person on one day, and not on shifts that only touch', async () => {
    const morning = await shift('KW', '2026-04-07', 'Ivy Lane', '09:00', '13:00');
    const overlap = await shift('KW', '2026-04-07', 'ivy lane', '12:00', '18:00');
    const touching = await shift('KW', '2026-04-08', 'Ivy Lane', '09:00', '13:00');
    await shift('KW', '2026-04-08', 'Ivy Lane', '13:00', '17:00');
    await shift('KW', '2026-04-07', 'Jon Park', '09:00', '17:00');
    const { warnings } = await weekOf('KW');
    expect(warnings).toEqual(
      expect.arrayContaining([
        { shiftId: morning, message: "Overlaps Ivy Lane's other shift 12:00–18:00" },
        { shiftId: overlap, message: "Overlaps Ivy Lane's other shift 09:00–13:00" },
      ]),
    );
    expect(warnings.filter((warning) => warning.shiftId === touching)).toEqual([]);
    expect(warnings).toHaveLength(2);
  });

  it('shows sick days and time off in the editor and warns on shifts that clash with them', async () => {
    const sickShift = await shift('FR', '2026-04-09', 'Kim Roe', '09:00', '17:00');
    const offShift = await shift('FR', '2026-04-10', 'Kim Roe', '09:00', '17:00');
    const sick = await call(
      'POST',
      '/api/sick-day-notification',
      { employeeName: 'Kim Roe', date: '2026-04-09', store: 'FR' },
      associate,
    );
    expect(sick.statusCode).toBe(200);
    // Time off recorded at another store still concerns a person who works here this week.
    const off = await call('POST', '/api/exceptions', {
      employeeName: 'Kim Roe',
      store: 'LL',
      type: 'Day Off',
      startDate: '2026-04-10',
      endDate: '2026-04-12',
    });
    expect(off.statusCode).toBe(201);
    const week = await weekOf('FR');
    expect(week.absences).toEqual([
      { date: '2026-04-09', employee: 'Kim Roe', store: 'FR', kind: 'sick', label: 'Sick' },
      { date: '2026-04-10', employee: 'Kim Roe', store: 'LL', kind: 'day-off', label: 'Day Off' },
      { date: '2026-04-11', employee: 'Kim Roe', store: 'LL', kind: 'day-off', label: 'Day Off' },
      { date: '2026-04-12', employee: 'Kim Roe', store: 'LL', kind: 'day-off', label: 'Day Off' },
    ]);
    expect(week.warnings).toEqual([
      { shiftId: sickShift, message: 'Kim Roe reported sick that day' },
      { shiftId: offShift, message: 'Kim Roe has a day off that day' },
    ]);
    // A store where Kim has no shift does not list her day off.
    expect((await weekOf('NB')).absences).toEqual([]);
  });
});

describe('closing a day that has shifts', () => {
  const closedDay = async (date: string) =>
    t.database.db
      .select()
      .from(scheduleClosedDays)
      .where(and(eq(scheduleClosedDays.storeCode, 'SH'), eq(scheduleClosedDays.date, date)));
  const shiftsOn = (date: string) =>
    t.database.db
      .select()
      .from(scheduleShifts)
      .where(and(eq(scheduleShifts.storeCode, 'SH'), eq(scheduleShifts.date, date)));

  it('asks first (409, nothing written), then keeps them with a warning or removes them', async () => {
    const kept = await shift('SH', '2026-04-11', 'Jon Park', '10:00', '16:00');
    await shift('SH', '2026-04-12', 'Jon Park', '10:00', '16:00');
    await shift('SH', '2026-04-12', 'Ivy Lane', '10:00', '16:00');

    const asked = await call('PUT', '/api/schedule/closed-days', { store: 'SH', date: '2026-04-12', isClosed: true });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ message: M.closedDayHasShifts(2), code: 'closed_day_has_shifts' });
    expect(await closedDay('2026-04-12')).toEqual([]);
    expect(await shiftsOn('2026-04-12')).toHaveLength(2);

    const removed = await call('PUT', '/api/schedule/closed-days', {
      store: 'SH',
      date: '2026-04-12',
      isClosed: true,
      shifts: 'remove',
    });
    expect(removed.json()).toEqual({ store: 'SH', date: '2026-04-12', isClosed: true, removedShifts: 2 });
    expect(await shiftsOn('2026-04-12')).toEqual([]);

    const keep = await call('PUT', '/api/schedule/closed-days', {
      store: 'SH',
      date: '2026-04-11',
      isClosed: true,
      shifts: 'keep',
    });
    expect(keep.json()).toEqual({ store: 'SH', date: '2026-04-11', isClosed: true, removedShifts: 0 });
    expect((await weekOf('SH')).warnings).toEqual([{ shiftId: kept, message: 'The store is closed that day' }]);

    // A day without shifts closes without a question; opening never asks.
    const empty = await call('PUT', '/api/schedule/closed-days', { store: 'SH', date: '2026-04-10', isClosed: true });
    expect(empty.statusCode).toBe(200);
    const opened = await call('PUT', '/api/schedule/closed-days', { store: 'SH', date: '2026-04-11', isClosed: false });
    expect(opened.statusCode).toBe(200);
    expect(await shiftsOn('2026-04-11')).toHaveLength(1);
    const bad = await call('PUT', '/api/schedule/closed-days', {
      store: 'SH',
      date: '2026-04-11',
      isClosed: true,
      shifts: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('Copy Last Week from an empty week', () => {
  it('copies nothing and leaves this week as it is', async () => {
    await shift('OO', '2026-04-07', 'Jon Park', '09:00', '17:00');
    const copied = await call('POST', '/api/schedule/copy-week', { store: 'OO', weekStart: WEEK });
    expect(copied.statusCode).toBe(200);
    expect(copied.json()).toEqual({ copied: 0 });
    expect((await weekOf('OO')).shifts).toHaveLength(1);
  });
});
