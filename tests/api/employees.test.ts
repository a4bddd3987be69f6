import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees } from '#server/db/schema/index';
import { EMPLOYEE_MESSAGES, ROSTER_CACHE_MS, ROSTER_SOURCE, type Roster } from '#shared/employees/employees';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let token: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.createSession(await t.createUser('associate'));
  adminToken = await t.createSession(await t.createUser('admin', { username: 'manager' }));
});
afterAll(() => t.close());

const NEW_EMPLOYEE = {
  name: '  Casey Jones  ',
  birthday: '1995-05-17',
  startDate: '2026-03-01',
  phone: '314-555-0199',
  email: 'casey@example.com',
};

const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: bearer(as) });
const post = (url: string, payload: Record<string, unknown> = {}, as = adminToken) =>
  t.app.inject({ method: 'POST', url, headers: bearer(as), payload });

describe('GET /api/exceptions/employees', () => {
  it("answers the active employees' names, sorted, and leaves out those who left", async () => {
    await t.database.db
      .insert(employees)
      .values([
        { name: 'Zoe Park', phone: '555-1000', email: 'zoe@example.com' },
        { name: 'Adam Reyes' },
        { name: 'Gone Away', isActive: false, endDate: '2026-01-31' },
      ]);
    const response = await get('/api/exceptions/employees');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['Adam Reyes', 'Zoe Park']);
  });
});

describe('GET /api/employee-directory', () => {
  it('answers name, phone and email of active employees to any signed-in user', async () => {
    const response = await get('/api/employee-directory');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { name: 'Adam Reyes', phone: null, email: null },
      { name: 'Zoe Park', phone: '555-1000', email: 'zoe@example.com' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/employee-directory' })).statusCode).toBe(401);
  });
});

describe('the roster (admin only)', () => {
  it.each([
    ['GET', '/api/employee-roster'],
    ['POST', '/api/exceptions/employees/refresh'],
    ['POST', '/api/employee-roster/add'],
    ['POST', '/api/employee-roster/remove'],
  ] as const)('%s %s refuses an associate (403) and a visitor (401)', async (method, url) => {
    const payload = method === 'POST' ? NEW_EMPLOYEE : undefined;
    expect((await t.app.inject({ method, url, headers: bearer(token), payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    expect(await t.database.db.select().from(employees).where(eq(employees.phone, NEW_EMPLOYEE.phone))).toEqual([]);
  });

  it('lists the active roster with its info card, on load and on refresh', async () => {
    for (const response of [
      await get('/api/employee-roster', adminToken),
      await post('/api/exceptions/employees/refresh'),
    ]) {
      expect(response.statusCode).toBe(200);
      const roster = response.json<Roster>();
      expect(roster.employees.map((row) => row.name)).toEqual(['Adam Reyes', 'Zoe Park']);
      expect(roster).toMatchObject({ activeCount: 2, source: ROSTER_SOURCE, cacheDurationMs: ROSTER_CACHE_MS });
    }
  });

  it('adds an employee (trimmed), who then shows in the list, the names and the directory', async () => {
    const response = await post('/api/employee-roster/add', NEW_EMPLOYEE);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Casey Jones', isActive: true, email: 'casey@example.com' });
    expect((await get('/api/exceptions/employees')).json()).toContain('Casey Jones');
    expect((await get('/api/employee-directory')).json()).toContainEqual({
      name: 'Casey Jones',
      phone: '314-555-0199',
      email: 'casey@example.com',
    });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.add'));
    expect(audit).toMatchObject({ actorName: 'manager' });
  });

  it('refuses a second active employee of the same name (409)', async () => {
    const response = await post('/api/employee-roster/add', { ...NEW_EMPLOYEE, name: 'casey jones' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: EMPLOYEE_MESSAGES.nameTaken });
  });

  it.each([
    [{ name: '' }, EMPLOYEE_MESSAGES.nameRequired],
    [{ name: '   ' }, EMPLOYEE_MESSAGES.nameRequired],
    [{ birthday: '' }, EMPLOYEE_MESSAGES.birthdayRequired],
    [{ birthday: '2026-02-30' }, EMPLOYEE_MESSAGES.dateInvalid],
    [{ startDate: '' }, EMPLOYEE_MESSAGES.startDateRequired],
    [{ startDate: '03/01/2026' }, EMPLOYEE_MESSAGES.dateInvalid],
    [{ phone: '' }, EMPLOYEE_MESSAGES.phoneRequired],
    [{ email: '' }, EMPLOYEE_MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, EMPLOYEE_MESSAGES.emailInvalid],
    [{ extra: 1 }, 'extra'],
    [{ name: 'x'.repeat(101) }, 'Name'],
  ])('refuses add with %j', async (change, message) => {
    const response = await post('/api/employee-roster/add', { ...NEW_EMPLOYEE, name: 'Someone New', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await t.database.db.select().from(employees).where(eq(employees.name, 'Someone New'))).toEqual([]);
  });

  it.each([
    [{ employeeName: '', endDate: '2026-06-30' }, EMPLOYEE_MESSAGES.employeeRequired],
    [{ endDate: '2026-06-30' }, EMPLOYEE_MESSAGES.employeeRequired],
    [{ employeeName: 'Zoe Park', endDate: '' }, EMPLOYEE_MESSAGES.endDateRequired],
    [{ employeeName: 'Zoe Park' }, EMPLOYEE_MESSAGES.endDateRequired],
    [{ employeeName: 'Casey Jones', endDate: '2026-02-01' }, EMPLOYEE_MESSAGES.endBeforeStart],
  ])('refuses remove with %j', async (payload, message) => {
    const response = await post('/api/employee-roster/remove', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('answers 404 when no active employee has the name', async () => {
    const response = await post('/api/employee-roster/remove', { employeeName: 'Gone Away', endDate: '2026-06-30' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: EMPLOYEE_MESSAGES.notFound });
  });

  it('removes an employee: inactive with the end date, the row kept, gone from the lists', async () => {
    const response = await post('/api/employee-roster/remove', { employeeName: 'Casey Jones', endDate: '2026-06-30' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, employee: { isActive: false, endDate: '2026-06-30' } });
    const [row] = await t.database.db.select().from(employees).where(eq(employees.name, 'Casey Jones'));
    expect(row).toMatchObject({ isActive: false, endDate: '2026-06-30' });
    expect((await get('/api/exceptions/employees')).json()).not.toContain('Casey Jones');
    expect((await get('/api/employee-directory')).json<{ name: string }[]>().map((e) => e.name)).not.toContain(
      'Casey Jones',
    );
    // The name is free again for someone new.
    expect((await post('/api/employee-roster/add', NEW_EMPLOYEE)).statusCode).toBe(201);
  });
});
