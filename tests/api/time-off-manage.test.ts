import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, timeOffExceptions } from '#server/db/schema/index';
import { ScheduleRowsSchema } from '#shared/schedules/schedule';
import { TIME_OFF_MESSAGES as M, TimeOffListSchema } from '#shared/schedules/time-off';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
let associate: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createSession(await t.createUser('admin'));
  associate = await t.createSession(await t.createUser('associate'));
  await t.database.db.insert(employees).values([{ name: 'Dana Reyes' }, { name: 'Eli Stone' }]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: Record<string, unknown>, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const list = async (query = '') => {
  const response = await call('GET', `/api/exceptions${query}`);
  expect(response.statusCode).toBe(200);
  return TimeOffListSchema.parse(response.json());
};
const add = async (payload: Record<string, unknown>) => {
  const response = await call('POST', '/api/exceptions', payload);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
};
const wrongYear = {
  employeeName: 'Dana Reyes',
  store: 'KW',
  type: 'Day Off',
  startDate: '2026-12-21',
  endDate: '2027-12-21',
};

describe('time off: list, change and delete', () => {
  it('lists entries filtered by store, employee and dates', async () => {
    const dana = await add(wrongYear);
    const eli = await add({ ...wrongYear, employeeName: 'Eli Stone', store: 'FR', endDate: '2026-12-22' });
    const ids = (items: { id: number }[]) => items.map((item) => item.id);
    expect(ids(await list())).toEqual(expect.arrayContaining([dana, eli]));
    expect(ids(await list('?store=KW'))).toEqual([dana]);
    expect(ids(await list('?employee=eli%20stone'))).toEqual([eli]);
    // Dates pick the entries that overlap the range.
    expect(ids(await list('?from=2027-06-01&to=2027-06-30'))).toEqual([dana]);
    expect(ids(await list('?to=2026-12-20'))).toEqual([]);
    const [item] = await list('?store=FR');
    expect(item).toMatchObject({ employeeName: 'Eli Stone', type: 'Day Off', createdBy: expect.any(String) });

    const bad = await call('GET', '/api/exceptions?from=2026-12-31&to=2026-12-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain(M.fromAfterTo);
    expect((await call('GET', '/api/exceptions?from=soon')).statusCode).toBe(400);
    expect((await call('GET', '/api/exceptions?colour=red')).statusCode).toBe(400);
    expect((await call('GET', '/api/exceptions', undefined, associate)).statusCode).toBe(403);
  });

  it('corrects a day off typed with the wrong year, and the schedule stops showing it', async () => {
    const id = await add({ ...wrongYear, employeeName: 'Eli Stone', store: 'LL' });
    const weekOf = async (weekStart: string) => {
      const response = await call('GET', `/api/schedule?stores=LL&weekStart=${weekStart}`, undefined, associate);
      return ScheduleRowsSchema.parse(response.json())[0]?.days.flatMap((day) => day.shifts) ?? [];
    };
    expect(await weekOf('2027-03-01')).toHaveLength(7);

    const fixed = { ...wrongYear, employeeName: 'Eli Stone', store: 'LL', endDate: '2026-12-21', note: 'Fixed' };
    const changed = await call('PUT', `/api/exceptions/${id}`, fixed);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, endDate: '2026-12-21', note: 'Fixed' });
    expect(await weekOf('2027-03-01')).toEqual([]);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `time-off:${id}`));
    expect(audit).toBeDefined();
    const changes = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'time-off.change'));
    expect(changes).toHaveLength(1);
    expect(changes[0]?.before).toMatchObject({ endDate: '2027-12-21' });
    expect(changes[0]?.after).toMatchObject({ endDate: '2026-12-21' });
  });

  it('refuses a bad change and writes nothing', async () => {
    const id = await add({ ...wrongYear, store: 'SH' });
    const before = await t.database.db.select().from(timeOffExceptions).where(eq(timeOffExceptions.id, id));
    const endBeforeStart = await call('PUT', `/api/exceptions/${id}`, { ...wrongYear, endDate: '2026-01-01' });
    expect(endBeforeStart.statusCode).toBe(400);
    expect(endBeforeStart.json<{ message: string }>().message).toContain(M.endBeforeStart);
    const nobody = await call('PUT', `/api/exceptions/${id}`, { ...wrongYear, employeeName: 'Nobody' });
    expect(nobody.json()).toMatchObject({ message: M.unknownEmployee });
    expect((await call('PUT', `/api/exceptions/${id}`, wrongYear, associate)).statusCode).toBe(403);
    const missing = await call('PUT', '/api/exceptions/2147483647', wrongYear);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: M.notFound });
    expect(await t.database.db.select().from(timeOffExceptions).where(eq(timeOffExceptions.id, id))).toEqual(before);
  });

  it('deletes an entry once, audited', async () => {
    const id = await add({ ...wrongYear, store: 'NB' });
    expect((await call('DELETE', `/api/exceptions/${id}`, undefined, associate)).statusCode).toBe(403);
    const removed = await call('DELETE', `/api/exceptions/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id });
    expect((await list('?store=NB')).map((item) => item.id)).not.toContain(id);
    const again = await call('DELETE', `/api/exceptions/${id}`);
    expect(again.statusCode).toBe(404);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'time-off.remove'));
    expect(audits.map((row) => row.subject)).toEqual([`time-off:${id}`]);
    expect(audits[0]?.before).toMatchObject({ employeeName: 'Dana Reyes', store: 'NB' });
  });
});
