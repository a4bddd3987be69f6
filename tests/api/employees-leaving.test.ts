import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '#server/db/schema/index';
import type { UserRow } from '#server/features/auth/auth.repo';
import { EMPLOYEE_MESSAGES } from '#shared/employees/employees';
import { SICK_DAY_MESSAGES } from '#shared/schedules/sick-day';
import { bearer, createClock, createTestApp, HOUR, type TestApp } from '../support/test-app';

// Noon in the stores' zone (America/Chicago) on Monday 7 December 2026.
const clock = createClock(new Date('2026-12-07T18:00:00.000Z'));
let t: TestApp;
let admin: string;
let associate: string;
let adminUser: UserRow;
let associateUser: UserRow;
/** Sessions expire while the clock moves on by days: sign in again at the new time. */
const signInAgain = async () => {
  admin = await t.createSession(adminUser);
  associate = await t.createSession(associateUser);
};
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  adminUser = await t.createUser('admin');
  associateUser = await t.createUser('associate');
  await signInAgain();
  await t.database.db.insert(employees).values([{ name: 'Lena Ford' }, { name: 'Max Hall' }]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const names = async () => (await call('GET', '/api/exceptions/employees', undefined, associate)).json<string[]>();
const directory = async () =>
  (await call('GET', '/api/employee-directory', undefined, associate)).json<{ name: string }[]>().map((e) => e.name);
const roster = async () => (await call('GET', '/api/employee-roster')).json<{ employees: { name: string }[] }>();

describe('a leaving date in the future', () => {
  it('keeps the employee listed, and able to be scheduled, until the date passes', async () => {
    const removed = await call('POST', '/api/employee-roster/remove', {
      employeeName: 'Lena Ford',
      endDate: '2026-12-15',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ employee: { isActive: true, endDate: '2026-12-15' } });
    expect(await names()).toContain('Lena Ford');
    expect(await directory()).toContain('Lena Ford');
    expect((await roster()).employees.map((e) => e.name)).toContain('Lena Ford');
    const shift = await call('POST', '/api/schedule/shifts', {
      store: 'KW',
      date: '2026-12-14',
      employee: 'Lena Ford',
      startTime: '09:00',
      endTime: '17:00',
    });
    expect(shift.statusCode).toBe(201);
    const sick = await call(
      'POST',
      '/api/sick-day-notification',
      { employeeName: 'Lena Ford', date: '2026-12-08', store: 'KW' },
      associate,
    );
    expect(sick.statusCode).toBe(200);

    // The leaving day itself: still listed (they work it).
    clock.set(new Date('2026-12-15T23:00:00.000Z'));
    await signInAgain();
    expect(await names()).toContain('Lena Ford');
    // The day after, in the stores' zone: gone from every list.
    clock.set(new Date('2026-12-16T06:30:00.000Z'));
    await signInAgain();
    expect(await names()).not.toContain('Lena Ford');
    expect(await directory()).not.toContain('Lena Ford');
    expect((await roster()).employees.map((e) => e.name)).not.toContain('Lena Ford');
    clock.advance(HOUR);
    // And the name is free for someone new, the old row kept and made inactive.
    const again = await call('POST', '/api/employee-roster/add', {
      name: 'Lena Ford',
      birthday: '1990-02-02',
      startDate: '2026-12-16',
      phone: '555-0101',
      email: 'lena@example.com',
    });
    expect(again.statusCode).toBe(201);
    const rows = await t.database.db.select().from(employees).where(eq(employees.name, 'Lena Ford'));
    expect(rows.map((row) => [row.isActive, row.endDate])).toEqual(
      expect.arrayContaining([
        [false, '2026-12-15'],
        [true, null],
      ]),
    );
  });

  it('takes a past leaving date at once', async () => {
    const removed = await call('POST', '/api/employee-roster/remove', {
      employeeName: 'Max Hall',
      endDate: '2026-12-01',
    });
    expect(removed.json()).toMatchObject({ employee: { isActive: false, endDate: '2026-12-01' } });
    expect(await names()).not.toContain('Max Hall');
  });
});

describe('records that cannot be right (ADR 069)', () => {
  it('refuses a birthday in the future and a phone without digits, writing nothing', async () => {
    const valid = {
      name: 'Nia Cole',
      birthday: '1991-03-03',
      startDate: '2026-01-05',
      phone: '(314) 555-0102',
      email: 'nia@example.com',
    };
    const before = await t.database.db.select().from(employees);
    for (const [patch, message] of [
      [{ birthday: '2099-01-01' }, EMPLOYEE_MESSAGES.birthdayFuture],
      [{ phone: 'call me' }, EMPLOYEE_MESSAGES.phoneNeedsDigits],
    ] as const) {
      const response = await call('POST', '/api/employee-roster/add', { ...valid, ...patch });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await t.database.db.select().from(employees)).toHaveLength(before.length);
    expect((await call('POST', '/api/employee-roster/add', valid)).statusCode).toBe(201);
  });

  it('refuses sick days more than a year away', async () => {
    await signInAgain();
    for (const date of ['1999-06-01', '2031-06-01']) {
      const response = await call(
        'POST',
        '/api/sick-day-notification',
        { employeeName: 'Nia Cole', date, store: 'KW' },
        associate,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(SICK_DAY_MESSAGES.dateTooFar);
    }
  });
});

describe('PUT /api/employee-roster/:id', () => {
  it('corrects a record, audited, keeping the name unique among active employees', async () => {
    await signInAgain();
    const [row] = await t.database.db.select().from(employees).where(eq(employees.name, 'Nia Cole'));
    const id = row?.id ?? 0;
    const fixed = {
      name: 'Nia Coleman',
      birthday: '1991-03-04',
      startDate: '2026-01-05',
      phone: '314 555 0103',
      email: 'nia.c@example.com',
    };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/employee-roster/${id}`,
          headers: bearer(associate),
          payload: fixed,
        })
      ).statusCode,
    ).toBe(403);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/employee-roster/${id}`,
      headers: bearer(admin),
      payload: fixed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Nia Coleman',
      phone: '314 555 0103',
      email: 'nia.c@example.com',
    });
    expect(await names()).toContain('Nia Coleman');

    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/employee-roster/${id}`,
      headers: bearer(admin),
      payload: { ...fixed, name: 'lena ford' },
    });
    expect(taken.statusCode).toBe(409);
    const future = await t.app.inject({
      method: 'PUT',
      url: `/api/employee-roster/${id}`,
      headers: bearer(admin),
      payload: { ...fixed, birthday: '2099-01-01' },
    });
    expect(future.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/employee-roster/2147483647',
      headers: bearer(admin),
      payload: fixed,
    });
    expect(missing.statusCode).toBe(404);
    const [after] = await t.database.db.select().from(employees).where(eq(employees.id, id));
    expect(after).toMatchObject({ name: 'Nia Coleman', birthday: '1991-03-04' });
  });
});
