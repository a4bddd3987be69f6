import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, mailOutbox } from '#server/db/schema/index';
import { changedPeople, PUBLISH_MESSAGES as M, PublishResponseSchema } from '#shared/schedules/publish';
import { WeekSchema } from '#shared/schedules/schedule';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createSession(await t.createUser('admin'));
  await t.database.db
    .insert(employees)
    .values([
      { name: 'Ann Lee', email: 'ann@example.com' },
      { name: 'Bo Park', email: 'bo@example.com' },
      { name: 'Cy Moss' },
    ]);
});
afterAll(() => t.close());

const WEEK = '2026-05-04';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token = admin) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const publish = (store = 'NB', weekStart = WEEK) => call('POST', '/api/schedule/publish', { store, weekStart });
const addShift = async (employee: string, date: string, startTime = '09:00', endTime = '17:00') => {
  const response = await call('POST', '/api/schedule/shifts', { store: 'NB', date, employee, startTime, endTime });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
};
const outbox = () => t.database.db.select().from(mailOutbox);
const week = async () => WeekSchema.parse((await call('GET', `/api/schedule/week?store=NB&weekStart=${WEEK}`)).json());

describe('publishing a week', () => {
  it('refuses an empty week, other roles and a day that is not a Monday', async () => {
    const empty = await publish();
    expect(empty.statusCode).toBe(409);
    expect(empty.json<{ message: string }>().message).toBe(M.noShifts);
    const associate = await t.createSession(await t.createUser('associate'));
    expect((await call('POST', '/api/schedule/publish', { store: 'NB', weekStart: WEEK }, associate)).statusCode).toBe(
      403,
    );
    const tuesday = await publish('NB', '2026-05-05');
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json<{ message: string }>().message).toContain(M.notMonday);
    expect((await call('POST', '/api/schedule/publish', { store: 'XX', weekStart: WEEK })).statusCode).toBe(400);
    expect(await outbox()).toEqual([]);
    expect((await week()).publication).toBeNull();
  });

  it('mails everyone scheduled their own shifts, once each', async () => {
    await addShift('Ann Lee', '2026-05-04');
    await addShift('Ann Lee', '2026-05-06', '12:00', '20:00');
    await addShift('Bo Park', '2026-05-05');
    await addShift('Cy Moss', '2026-05-05');
    const response = await publish();
    expect(response.statusCode).toBe(200);
    expect(PublishResponseSchema.parse(response.json())).toEqual({
      version: 1,
      mailed: ['Ann Lee', 'Bo Park'],
      withoutEmail: ['Cy Moss'],
    });
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    const ann = mails.find((mail) => mail.toAddresses.includes('ann@example.com'));
    expect(ann?.subject).toBe('Your shifts at Creve Coeur (NB), week of 2026-05-04');
    expect(ann?.textBody).toContain('Mon 2026-05-04  9:00 AM - 5:00 PM');
    expect(ann?.textBody).toContain('Wed 2026-05-06  12:00 PM - 8:00 PM');
    expect(ann?.textBody).not.toContain('2026-05-05');
    const state = await week();
    expect(state.publication).toMatchObject({ version: 1, changed: [] });

    // Publishing again with nothing changed sends nothing.
    const again = await publish();
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(M.nothingChanged);
    expect(await outbox()).toHaveLength(2);
  });

  it('mails only those whose shifts changed, one mail per person for the batch', async () => {
    const state = await week();
    const boShift = state.shifts.find((shift) => shift.employee === 'Bo Park');
    // Two changes to Bo, one new shift for Ann: Ann and Bo get one mail each.
    expect(
      (
        await call('PUT', `/api/schedule/shifts/${boShift?.id}`, {
          date: '2026-05-05',
          employee: 'Bo Park',
          startTime: '10:00',
          endTime: '18:00',
        })
      ).statusCode,
    ).toBe(200);
    await addShift('Bo Park', '2026-05-08');
    await addShift('Ann Lee', '2026-05-09');
    expect((await week()).publication?.changed).toEqual(['Ann Lee', 'Bo Park']);

    const before = (await outbox()).length;
    const response = await publish();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: 2, mailed: ['Ann Lee', 'Bo Park'], withoutEmail: [] });
    const added = (await outbox()).slice(before);
    expect(added.map((mail) => mail.toAddresses[0]).sort()).toEqual(['ann@example.com', 'bo@example.com']);
    const bo = added.find((mail) => mail.toAddresses.includes('bo@example.com'));
    expect(bo?.subject).toBe('Schedule change at Creve Coeur (NB), week of 2026-05-04');
    expect(bo?.textBody).toContain('Tue 2026-05-05  10:00 AM - 6:00 PM');
    expect(bo?.textBody).toContain('Fri 2026-05-08  9:00 AM - 5:00 PM');

    // A person whose last shift is removed hears of it too.
    const cy = (await week()).shifts.find((shift) => shift.employee === 'Cy Moss');
    expect((await call('DELETE', `/api/schedule/shifts/${cy?.id}`)).statusCode).toBe(200);
    const third = await publish();
    expect(third.json()).toEqual({ version: 3, mailed: [], withoutEmail: ['Cy Moss'] });

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'schedule.publish'));
    expect(audits.map((audit) => (audit.after as { version: number }).version)).toEqual([1, 2, 3]);
  });
});

describe('changedPeople', () => {
  it('compares each person’s shifts whatever their order, names in any case', () => {
    const a = { employee: 'Ann', date: '2026-05-04', startTime: '09:00', endTime: '17:00' };
    const b = { employee: 'Ann', date: '2026-05-05', startTime: '09:00', endTime: '17:00' };
    expect(changedPeople([a, b], [b, { ...a, employee: 'ann' }])).toEqual([]);
    expect(changedPeople([a], [a, { ...b, employee: 'Bo' }])).toEqual(['Bo']);
    expect(changedPeople([a, b], [a])).toEqual(['Ann']);
  });
});
