import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  employees,
  mailOutbox,
  scheduleRequests,
  scheduleShifts,
  timeOffExceptions,
} from '#server/db/schema/index';
import {
  REQUEST_MESSAGES as M,
  ReviewedRequestListSchema,
  ScheduleRequestListSchema,
  ScheduleRequestSchema,
} from '#shared/schedules/requests';
import { ScheduleRowsSchema } from '#shared/schedules/schedule';
import { bearer, createClock, createTestApp, type TestApp } from '../support/test-app';

// Monday 2 March 2026, 9:00 in the stores' zone; requests are for the week of 9 March.
const clock = createClock(new Date('2026-03-02T15:00:00.000Z'));
let t: TestApp;
let admin: string;
let dana: string;
let eli: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  admin = await t.createSession(await t.createUser('admin'));
  const [danaRow, eliRow] = await t.database.db
    .insert(employees)
    .values([
      { name: 'Dana Reyes', email: 'dana@example.com' },
      { name: 'Eli Stone', email: 'eli@example.com' },
    ])
    .returning();
  const danaUser = await t.createUser('associate');
  const eliUser = await t.createUser('associate');
  for (const [employee, user] of [
    [danaRow, danaUser],
    [eliRow, eliUser],
  ] as const) {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/employee-roster/${employee?.id}/account`,
      headers: bearer(admin),
      payload: { userId: user.id },
    });
    expect(response.statusCode).toBe(200);
  }
  dana = await t.createSession(danaUser);
  eli = await t.createSession(eliUser);
  stranger = await t.createSession(await t.createUser('associate'));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ask = async (token: string, payload: Record<string, unknown>) => {
  const response = await call('POST', '/api/schedule/requests', token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return ScheduleRequestSchema.parse(response.json());
};
const dayOff = { kind: 'day-off', store: 'KW', startDate: '2026-03-10', endDate: '2026-03-11', note: 'Wedding' };
const addShift = async (employee: string, date: string, startTime = '09:00', endTime = '17:00', store = 'KW') => {
  const response = await call('POST', '/api/schedule/shifts', admin, { store, date, employee, startTime, endTime });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
};
const mailsTo = (address: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .then((rows) => rows.filter((row) => row.toAddresses.includes(address)));

describe('requests of associates', () => {
  it('are for a linked employee only, with dates from today to a year ahead', async () => {
    const unlinked = await call('POST', '/api/schedule/requests', stranger, dayOff);
    expect(unlinked.statusCode).toBe(403);
    expect(unlinked.json<{ message: string }>().message).toBe(M.notLinked);

    const past = await call('POST', '/api/schedule/requests', dana, { ...dayOff, startDate: '2026-03-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ message: string }>().message).toContain(M.notBeforeToday);
    const far = await call('POST', '/api/schedule/requests', dana, { ...dayOff, endDate: '2027-06-01' });
    expect(far.statusCode).toBe(400);
    expect(far.json<{ message: string }>().message).toContain(M.tooFar);
    const backwards = await call('POST', '/api/schedule/requests', dana, { ...dayOff, endDate: '2026-03-09' });
    expect(backwards.statusCode).toBe(400);
    // Strict bodies: nobody names another employee.
    const forOther = await call('POST', '/api/schedule/requests', dana, { ...dayOff, employeeName: 'Eli Stone' });
    expect(forOther.statusCode).toBe(400);
    expect((await call('POST', '/api/schedule/requests', dana, { ...dayOff, kind: 'holiday' })).statusCode).toBe(400);
    expect(await t.database.db.select().from(scheduleRequests)).toEqual([]);
  });

  it('a day off: pending with its clashes, approved into a time-off entry, mailed and shown', async () => {
    const shiftId = await addShift('Dana Reyes', '2026-03-10');
    const eliOff = await call('POST', '/api/exceptions', admin, {
      employeeName: 'Eli Stone',
      store: 'KW',
      type: 'Day Off',
      startDate: '2026-03-11',
      endDate: '2026-03-11',
    });
    expect(eliOff.statusCode).toBe(201);

    const request = await ask(dana, dayOff);
    expect(request).toMatchObject({ status: 'pending', employeeName: 'Dana Reyes', store: 'KW', note: 'Wedding' });
    const mine = ScheduleRequestListSchema.parse((await call('GET', '/api/schedule/requests/mine', dana)).json());
    expect(mine.map((row) => [row.id, row.status])).toEqual([[request.id, 'pending']]);
    expect(ScheduleRequestListSchema.parse((await call('GET', '/api/schedule/requests/mine', eli)).json())).toEqual([]);

    expect((await call('GET', '/api/schedule/requests', dana)).statusCode).toBe(403);
    const listed = ReviewedRequestListSchema.parse((await call('GET', '/api/schedule/requests', admin)).json());
    const reviewed = listed.find((row) => row.id === request.id);
    expect(reviewed?.clashes.shifts.map((shift) => shift.id)).toEqual([shiftId]);
    expect(reviewed?.clashes.timeOff.map((entry) => entry.employeeName)).toEqual(['Eli Stone']);

    // Only admins decide; the requester cannot approve their own.
    expect((await call('POST', `/api/schedule/requests/${request.id}/approve`, dana, {})).statusCode).toBe(403);
    const approved = await call('POST', `/api/schedule/requests/${request.id}/approve`, admin, { note: 'Enjoy' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decisionNote: 'Enjoy' });
    expect((await call('POST', `/api/schedule/requests/${request.id}/approve`, admin, {})).statusCode).toBe(409);
    expect((await call('POST', `/api/schedule/requests/${request.id}/cancel`, dana)).statusCode).toBe(409);

    const entries = await t.database.db
      .select()
      .from(timeOffExceptions)
      .where(eq(timeOffExceptions.employeeName, 'Dana Reyes'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      storeCode: 'KW',
      type: 'Day Off',
      startDate: '2026-03-10',
      endDate: '2026-03-11',
    });
    const [row] = await t.database.db.select().from(scheduleRequests).where(eq(scheduleRequests.id, request.id));
    expect(row?.timeOffId).toBe(entries[0]?.id);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `schedule-request:${request.id}`));
    expect(audits.map((audit) => audit.action).sort()).toEqual(['schedule-request.approve', 'schedule-request.create']);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'time-off.add'), eq(auditLog.subject, `time-off:${entries[0]?.id}`))),
    ).toHaveLength(1);

    const mails = await mailsTo('dana@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual(['Your day off request was approved']);
    expect(mails[0]?.textBody).toContain('Day Off 2026-03-10 – 2026-03-11');
    expect(mails[0]?.textBody).toContain('Note: Enjoy');

    const week = ScheduleRowsSchema.parse(
      (await call('GET', '/api/schedule/personal?employee=Dana%20Reyes&weekStart=2026-03-09', dana)).json(),
    );
    const days = week.find((entry) => entry.store === 'KW')?.days ?? [];
    expect(days.find((day) => day.date === '2026-03-10')?.shifts).toEqual([
      { employee: 'Dana Reyes', shift: 'Day Off (9:00 AM - 5:00 PM)', kind: 'day-off' },
    ]);
    const after = ScheduleRequestListSchema.parse((await call('GET', '/api/schedule/requests/mine', dana)).json());
    expect(after[0]?.status).toBe('approved');
  });

  it('declined requests are mailed; pending ones can be cancelled by their requester only', async () => {
    const declined = await ask(eli, { kind: 'day-off', store: 'FR', startDate: '2026-03-20', endDate: '2026-03-20' });
    const response = await call('POST', `/api/schedule/requests/${declined.id}/decline`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'declined', decisionNote: null });
    expect((await mailsTo('eli@example.com')).map((mail) => mail.subject)).toEqual([
      'Your day off request was declined',
    ]);
    expect(await t.database.db.select().from(timeOffExceptions).where(eq(timeOffExceptions.storeCode, 'FR'))).toEqual(
      [],
    );

    const pending = await ask(eli, { kind: 'day-off', store: 'FR', startDate: '2026-03-21', endDate: '2026-03-21' });
    expect((await call('POST', `/api/schedule/requests/${pending.id}/cancel`, dana)).statusCode).toBe(403);
    expect((await call('POST', `/api/schedule/requests/${pending.id}/cancel`, eli, { why: 1 })).statusCode).toBe(400);
    const cancelled = await call('POST', `/api/schedule/requests/${pending.id}/cancel`, eli);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await call('POST', `/api/schedule/requests/${pending.id}/approve`, admin)).statusCode).toBe(409);
    expect((await call('POST', '/api/schedule/requests/999999/cancel', eli)).statusCode).toBe(404);
    const listed = ReviewedRequestListSchema.parse((await call('GET', '/api/schedule/requests', admin)).json());
    expect(listed.map((row) => row.id)).not.toContain(pending.id);
    const all = ReviewedRequestListSchema.parse((await call('GET', '/api/schedule/requests?status=all', admin)).json());
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([pending.id, declined.id]));
    expect((await call('GET', '/api/schedule/requests?status=maybe', admin)).statusCode).toBe(400);
  });

  it('a swap moves the requester’s own shift once approved, unless the shift changed meanwhile', async () => {
    const shiftId = await addShift('Dana Reyes', '2026-03-12', '09:00', '17:00', 'LL');
    const eliShift = await addShift('Eli Stone', '2026-03-12', '09:00', '17:00', 'LL');
    const swap = { kind: 'swap', shiftId, date: '2026-03-13', startTime: '13:00', endTime: '21:00' };
    const notMine = await call('POST', '/api/schedule/requests', dana, { ...swap, shiftId: eliShift });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json<{ message: string }>().message).toBe(M.shiftNotYours);
    const same = await call('POST', '/api/schedule/requests', dana, {
      ...swap,
      date: '2026-03-12',
      startTime: '09:00',
      endTime: '17:00',
    });
    expect(same.statusCode).toBe(400);
    const backwards = await call('POST', '/api/schedule/requests', dana, { ...swap, endTime: '12:00' });
    expect(backwards.statusCode).toBe(400);

    const request = await ask(dana, swap);
    expect(request).toMatchObject({
      kind: 'swap',
      store: 'LL',
      startDate: '2026-03-13',
      shift: { id: shiftId, date: '2026-03-12', startTime: '09:00', endTime: '17:00' },
    });
    const approved = await call('POST', `/api/schedule/requests/${request.id}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    const [moved] = await t.database.db.select().from(scheduleShifts).where(eq(scheduleShifts.id, shiftId));
    expect(moved).toMatchObject({ date: '2026-03-13', startTime: '13:00', endTime: '21:00', storeCode: 'LL' });
    const mails = await mailsTo('dana@example.com');
    expect(mails.map((mail) => mail.subject)).toContain('Your shift swap request was approved');

    // A shift changed by an admin after the request is not moved blindly.
    const second = await ask(dana, { ...swap, date: '2026-03-14' });
    const edited = await call('PUT', `/api/schedule/shifts/${shiftId}`, admin, {
      date: '2026-03-13',
      employee: 'Dana Reyes',
      startTime: '14:00',
      endTime: '21:00',
    });
    expect(edited.statusCode).toBe(200);
    const refused = await call('POST', `/api/schedule/requests/${second.id}/approve`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(M.shiftChanged);
    const [still] = await t.database.db.select().from(scheduleRequests).where(eq(scheduleRequests.id, second.id));
    expect(still?.status).toBe('pending');
  });

  it('a repeated request with one Idempotency-Key is stored once', async () => {
    const payload = { kind: 'day-off', store: 'SH', startDate: '2026-04-01', endDate: '2026-04-01' };
    const key = { 'idempotency-key': 'request-once-1234567890' };
    const first = await call('POST', '/api/schedule/requests', eli, payload, key);
    const second = await call('POST', '/api/schedule/requests', eli, payload, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
    expect(
      await t.database.db.select().from(scheduleRequests).where(eq(scheduleRequests.storeCode, 'SH')),
    ).toHaveLength(1);
  });
});
