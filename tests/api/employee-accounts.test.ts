import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, sickDayNotices } from '#server/db/schema/index';
import { EMPLOYEE_MESSAGES, EmployeeSchema, RosterSchema } from '#shared/employees/employees';
import { MyEmployeeSchema, REQUEST_MESSAGES } from '#shared/schedules/requests';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
let ids: { dana: number; eli: number; gone: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createSession(await t.createUser('admin'));
  const rows = await t.database.db
    .insert(employees)
    .values([
      { name: 'Dana Reyes', email: 'dana@example.com' },
      { name: 'Eli Stone' },
      { name: 'Gil Former', isActive: false, endDate: '2020-01-01' },
    ])
    .returning();
  const [dana, eli, gone] = rows.map((row) => row.id);
  ids = { dana: dana ?? 0, eli: eli ?? 0, gone: gone ?? 0 };
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: unknown, token = admin) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const link = (employeeId: number, userId: number | null, token = admin) =>
  call('PUT', `/api/employee-roster/${employeeId}/account`, { userId }, token);
const me = async (token: string) =>
  MyEmployeeSchema.parse((await call('GET', '/api/schedule/me', undefined, token)).json());

describe('user accounts linked to roster employees', () => {
  it('links one account to one employee, shown on the roster and audited', async () => {
    const user = await t.createUser('associate', { username: 'dana' });
    const token = await t.createSession(user);
    expect(await me(token)).toEqual({ employee: null });

    const linked = await link(ids.dana, user.id);
    expect(linked.statusCode).toBe(200);
    expect(EmployeeSchema.parse(linked.json())).toMatchObject({ id: ids.dana, userId: user.id, username: 'dana' });
    expect(await me(token)).toEqual({ employee: { id: ids.dana, name: 'Dana Reyes' } });

    const roster = RosterSchema.parse((await call('GET', '/api/employee-roster')).json());
    expect(roster.employees.find((row) => row.id === ids.dana)).toMatchObject({ userId: user.id, username: 'dana' });
    expect(roster.employees.find((row) => row.id === ids.eli)).toMatchObject({ userId: null, username: null });

    // The same account for a second employee on the roster is refused.
    const twice = await link(ids.eli, user.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(EMPLOYEE_MESSAGES.accountTaken);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.account'), eq(auditLog.subject, `employee:${ids.dana}`)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toEqual({ userId: user.id, username: 'dana' });

    // Unlinking frees the account for another employee.
    expect((await link(ids.dana, null)).statusCode).toBe(200);
    expect(await me(token)).toEqual({ employee: null });
    expect((await link(ids.eli, user.id)).statusCode).toBe(200);
    expect(await me(token)).toEqual({ employee: { id: ids.eli, name: 'Eli Stone' } });
    expect((await link(ids.eli, null)).statusCode).toBe(200);
  });

  it('refuses associates, unknown users and employees no longer on the roster', async () => {
    const associate = await t.createSession(await t.createUser('associate'));
    const user = await t.createUser('associate');
    expect((await link(ids.eli, user.id, associate)).statusCode).toBe(403);
    expect((await link(ids.eli, 999_999)).statusCode).toBe(404);
    expect((await link(ids.gone, user.id)).statusCode).toBe(404);
    expect((await call('PUT', `/api/employee-roster/${ids.eli}/account`, { userId: '5' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/employee-roster/${ids.eli}/account`, { userId: 5, role: 'x' })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', `/api/employee-roster/${ids.eli}/account`, {})).statusCode).toBe(400);
  });

  it('an invite can name the employee; a bad employee creates no user', async () => {
    const invited = await call('POST', '/api/users/invite', {
      username: 'eli',
      role: 'associate',
      employeeId: ids.eli,
    });
    expect(invited.statusCode).toBe(201);
    const roster = RosterSchema.parse((await call('GET', '/api/employee-roster')).json());
    expect(roster.employees.find((row) => row.id === ids.eli)).toMatchObject({ username: 'eli' });

    const unknown = await call('POST', '/api/users/invite', {
      username: 'nobody',
      role: 'associate',
      employeeId: 999_999,
    });
    expect(unknown.statusCode).toBe(404);
    const taken = await call('POST', '/api/users/invite', { username: 'eli2', role: 'associate', employeeId: ids.eli });
    expect(taken.statusCode).toBe(409);
    const users = (await call('GET', '/api/users')).json<{ username: string }[]>().map((row) => row.username);
    expect(users).toContain('eli');
    expect(users).not.toContain('nobody');
    expect(users).not.toContain('eli2');
  });

  it('a linked associate reports sick days for themselves only', async () => {
    const user = await t.createUser('associate');
    const token = await t.createSession(user);
    expect((await link(ids.dana, user.id)).statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const other = await call(
      'POST',
      '/api/sick-day-notification',
      { employeeName: 'Eli Stone', store: 'KW', date: today },
      token,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json<{ message: string }>().message).toBe(REQUEST_MESSAGES.onlyYourself);
    expect(
      await t.database.db.select().from(sickDayNotices).where(eq(sickDayNotices.employeeName, 'Eli Stone')),
    ).toEqual([]);
    const own = await call(
      'POST',
      '/api/sick-day-notification',
      { employeeName: 'dana reyes', store: 'KW', date: today },
      token,
    );
    expect(own.statusCode).toBe(200);
    // An admin still reports for anyone.
    const byAdmin = await call('POST', '/api/sick-day-notification', {
      employeeName: 'Eli Stone',
      store: 'KW',
      date: today,
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('deleting the user removes the link', async () => {
    const user = await t.createUser('associate');
    expect((await link(ids.dana, user.id)).statusCode).toBe(200);
    expect((await call('DELETE' as Method, `/api/users/${user.id}`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(employees).where(eq(employees.id, ids.dana));
    expect(row?.userId).toBeNull();
  });
});
