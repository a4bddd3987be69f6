import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '#server/db/schema/index';
import { SCHEDULE_MESSAGES, ScheduleRowsSchema, WeekSchema } from '#shared/schedules/schedule';
import { SICK_DAY_MESSAGES } from '#shared/schedules/sick-day';
import { TIME_OFF_MESSAGES } from '#shared/schedules/time-off';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
let associate: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createSession(await t.createUser('admin'));
  associate = await t.createSession(await t.createUser('associate'));
  await t.database.db.insert(employees).values([{ name: 'Ana Diaz' }, { name: 'Ben Cole' }, { name: 'Cy Young' }]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: Record<string, unknown>, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const WEEK = '2026-03-02'; // a Monday

const storeWeek = async (stores: string, weekStart = WEEK, token = associate) => {
  const response = await call('GET', `/api/schedule?stores=${stores}&weekStart=${weekStart}`, undefined, token);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return ScheduleRowsSchema.parse(response.json());
};
const dayOf = (rows: Awaited<ReturnType<typeof storeWeek>>, store: string, date: string) =>
  rows.find((row) => row.store === store)?.days.find((day) => day.date === date);

describe('the week editor', () => {
  it('adds, changes and removes shifts, marks a day closed, and the viewer shows it', async () => {
    const added = await call('POST', '/api/schedule/shifts', {
      store: 'KW',
      date: '2026-03-03',
      employee: 'ana diaz',
      startTime: '09:00',
      endTime: '17:00',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ employee: 'Ana Diaz', date: '2026-03-03', startTime: '09:00' });
    const id = added.json<{ id: number }>().id;
    const second = await call('POST', '/api/schedule/shifts', {
      store: 'KW',
      date: '2026-03-04',
      employee: 'Ben Cole',
      startTime: '12:00',
      endTime: '20:00',
    });
    expect(second.statusCode).toBe(201);

    const changed = await call('PUT', `/api/schedule/shifts/${id}`, {
      date: '2026-03-03',
      employee: 'Ana Diaz',
      startTime: '10:00',
      endTime: '18:30',
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await call('PUT', '/api/schedule/closed-days', { store: 'KW', date: '2026-03-08', isClosed: true })).statusCode,
    ).toBe(200);

    const rows = await storeWeek('KW');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.days.map((day) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(dayOf(rows, 'KW', '2026-03-03')).toEqual({
      date: '2026-03-03',
      isStoreClosed: false,
      shifts: [{ employee: 'Ana Diaz', shift: '10:00 AM - 6:30 PM', kind: 'shift' }],
    });
    expect(dayOf(rows, 'KW', '2026-03-08')?.isStoreClosed).toBe(true);

    const week = WeekSchema.parse((await call('GET', `/api/schedule/week?store=KW&weekStart=${WEEK}`)).json());
    expect(week.shifts).toHaveLength(2);
    expect(week.closedDates).toEqual(['2026-03-08']);

    const extra = await call('POST', '/api/schedule/shifts', {
      store: 'KW',
      date: '2026-03-05',
      employee: 'Cy Young',
      startTime: '08:00',
      endTime: '12:00',
    });
    const removed = await call('DELETE', `/api/schedule/shifts/${extra.json<{ id: number }>().id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('DELETE', `/api/schedule/shifts/${extra.json<{ id: number }>().id}`)).json()).toEqual({
      message: SCHEDULE_MESSAGES.shiftNotFound,
      code: 'not_found',
    });
  });

  it('refuses unknown employees, bad times and associates', async () => {
    const shift = { store: 'KW', date: '2026-03-03', employee: 'Nobody', startTime: '09:00', endTime: '17:00' };
    expect((await call('POST', '/api/schedule/shifts', shift)).json()).toMatchObject({
      message: SCHEDULE_MESSAGES.unknownEmployee,
    });
    const backwards = await call('POST', '/api/schedule/shifts', { ...shift, employee: 'Ana Diaz', endTime: '08:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(SCHEDULE_MESSAGES.endAfterStart);
    expect((await call('POST', '/api/schedule/shifts', { ...shift, startTime: '9am' })).json().message).toContain(
      SCHEDULE_MESSAGES.invalidTime,
    );
    expect((await call('POST', '/api/schedule/shifts', { ...shift, employee: 'Ana Diaz' }, associate)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/schedule?weekStart=2026-02-30`, undefined, associate)).statusCode).toBe(400);
    expect((await call('GET', `/api/schedule?stores=KW,XX&weekStart=${WEEK}`, undefined, associate)).statusCode).toBe(
      400,
    );
  });

  it("copies last week's shifts into the next week, replacing what was there", async () => {
    const next = '2026-03-09';
    await call('POST', '/api/schedule/shifts', {
      store: 'KW',
      date: '2026-03-10',
      employee: 'Cy Young',
      startTime: '07:00',
      endTime: '11:00',
    });
    const copied = await call('POST', '/api/schedule/copy-week', { store: 'KW', weekStart: next });
    expect(copied.json()).toEqual({ copied: 2 });
    const rows = await storeWeek('KW', next);
    expect(dayOf(rows, 'KW', '2026-03-10')?.shifts).toEqual([
      { employee: 'Ana Diaz', shift: '10:00 AM - 6:30 PM', kind: 'shift' },
    ]);
    expect(dayOf(rows, 'KW', '2026-03-11')?.shifts).toEqual([
      { employee: 'Ben Cole', shift: '12:00 PM - 8:00 PM', kind: 'shift' },
    ]);
  });
});

describe('CSV import', () => {
  const week = '2026-03-16';
  it('previews with an error per row and writes nothing until the file is clean', async () => {
    const csv = [
      'store,date,employee,start,end',
      'FR,2026-03-16,Ana Diaz,09:00,17:00',
      'ZZ,2026-03-17,Ana Diaz,09:00,17:00',
      'FR,2026-03-30,Someone Else,9h00,08:00',
      'FR,2026-03-18,"Ben Cole",13:00,12:00',
    ].join('\r\n');
    const preview = await call('POST', '/api/schedule/import', { weekStart: week, csv, commit: true });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.isValid).toBe(false);
    expect(body.imported).toBe(0);
    expect(body.rows.map((row: { line: number; errors: string[] }) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, ['Unknown store "ZZ" (use KW, FR, LL, NB, SH, OO)']],
      [
        4,
        [
          'Date 2026-03-30 is outside the week 2026-03-16 to 2026-03-22',
          'Unknown employee "Someone Else"',
          'Invalid start time "9h00" (use HH:MM or h:mm AM/PM)',
        ],
      ],
      [5, [SCHEDULE_MESSAGES.endAfterStart]],
    ]);
    expect((await storeWeek('FR', week))[0]?.days.every((day) => day.shifts.length === 0)).toBe(true);

    const header = await call('POST', '/api/schedule/import', { weekStart: week, csv: 'a,b\n1,2', commit: false });
    expect(header.json().errors).toEqual(['The first line must be the header: store,date,employee,start,end']);
  });

  it('imports a clean file, replacing the week of each store it names', async () => {
    const csv =
      'store,date,employee,start,end\nFR,2026-03-16,ana diaz,09:00,17:00\nFR,2026-03-17,Ben Cole,10:00,14:00\n';
    const dry = await call('POST', '/api/schedule/import', { weekStart: week, csv, commit: false });
    expect(dry.json()).toMatchObject({ isValid: true, imported: 0, stores: ['FR'] });
    const done = await call('POST', '/api/schedule/import', { weekStart: week, csv, commit: true });
    expect(done.json()).toMatchObject({ isValid: true, imported: 2 });
    await call('POST', '/api/schedule/import', { weekStart: week, csv, commit: true });
    const rows = await storeWeek('FR', week);
    expect(dayOf(rows, 'FR', '2026-03-16')?.shifts).toEqual([
      { employee: 'Ana Diaz', shift: '9:00 AM - 5:00 PM', kind: 'shift' },
    ]);
    expect(rows[0]?.days.flatMap((day) => day.shifts)).toHaveLength(2);
  });

  it('reads the dates and times a spreadsheet exports, and says which rows it read how', async () => {
    const csv = [
      'store,date,employee,start,end',
      'NB,2026-03-16,Ana Diaz,09:00,17:00',
      'NB,3/17/2026,Ben Cole,9:30 AM,5:00 PM',
      'NB,03/18/26,Cy Young,13:00:00,9 pm',
      'NB,18/03/2026,Ana Diaz,9:00 AM,13:00 PM',
    ].join('\n');
    const dry = await call('POST', '/api/schedule/import', { weekStart: week, csv, commit: false });
    expect(dry.statusCode).toBe(200);
    const rowsOf = (body: {
      rows: { line: number; date: string; startTime: string; endTime: string; readAs: string[]; errors: string[] }[];
    }) =>
      body.rows.map(({ line, date, startTime, endTime, readAs, errors }) => ({
        line,
        date,
        startTime,
        endTime,
        readAs,
        errors,
      }));
    expect(rowsOf(dry.json())).toEqual([
      { line: 2, date: '2026-03-16', startTime: '09:00', endTime: '17:00', readAs: [], errors: [] },
      {
        line: 3,
        date: '2026-03-17',
        startTime: '09:30',
        endTime: '17:00',
        readAs: ['3/17/2026 read as 2026-03-17 (month/day/year)', '9:30 AM read as 09:30', '5:00 PM read as 17:00'],
        errors: [],
      },
      {
        line: 4,
        date: '2026-03-18',
        startTime: '13:00',
        endTime: '21:00',
        readAs: [
          '03/18/26 read as 2026-03-18 (month/day/two-digit year)',
          '13:00:00 read as 13:00',
          '9 pm read as 21:00',
        ],
        errors: [],
      },
      {
        line: 5,
        date: '18/03/2026',
        startTime: '09:00',
        endTime: '13:00 PM',
        readAs: ['9:00 AM read as 09:00'],
        errors: [
          'Invalid date "18/03/2026" (use yyyy-mm-dd or mm/dd/yyyy)',
          'Invalid end time "13:00 PM" (use HH:MM or h:mm AM/PM)',
        ],
      },
    ]);
    expect(dry.json()).toMatchObject({ isValid: false, imported: 0 });

    const clean = csv.split('\n').slice(0, 4).join('\n');
    const done = await call('POST', '/api/schedule/import', { weekStart: week, csv: clean, commit: true });
    expect(done.json()).toMatchObject({ isValid: true, imported: 3, stores: ['NB'] });
    const rows = await storeWeek('NB', week);
    expect(dayOf(rows, 'NB', '2026-03-17')?.shifts).toEqual([
      { employee: 'Ben Cole', shift: '9:30 AM - 5:00 PM', kind: 'shift' },
    ]);
    expect(dayOf(rows, 'NB', '2026-03-18')?.shifts).toEqual([
      { employee: 'Cy Young', shift: '1:00 PM - 9:00 PM', kind: 'shift' },
    ]);
  });
});

describe('POST /api/sick-day-notification', () => {
  it('names each missing field with the spec’s message', async () => {
    const valid = { employeeName: 'Ana Diaz', store: 'KW', date: '2026-03-03' };
    const messageOf = async (payload: Record<string, unknown>) => {
      const response = await call('POST', '/api/sick-day-notification', payload, associate);
      expect(response.statusCode).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await messageOf({ ...valid, employeeName: ' ' })).toBe(
      `employeeName: ${SICK_DAY_MESSAGES.employeeRequired}`,
    );
    expect(await messageOf({ ...valid, store: '' })).toBe(`store: ${SICK_DAY_MESSAGES.storeRequired}`);
    expect(await messageOf({ ...valid, date: '' })).toBe(`date: ${SICK_DAY_MESSAGES.dateRequired}`);
    expect(await messageOf({ ...valid, date: '2026-02-30' })).toBe(`date: ${SICK_DAY_MESSAGES.invalidDate}`);
    expect(
      (
        await call(
          'POST',
          '/api/sick-day-notification',
          { employeeName: 'Nobody', store: 'KW', date: '2026-03-03' },
          associate,
        )
      ).json(),
    ).toMatchObject({ message: SICK_DAY_MESSAGES.unknownEmployee });
  });

  it('stores the notice once, mails the store once, and shows it on the schedule', async () => {
    const recipients = await call('PUT', '/api/schedule/recipients/KW', {
      emails: ['Manager@Example.com', 'lead@example.com'],
    });
    expect(recipients.json()).toEqual({ store: 'KW', emails: ['lead@example.com', 'manager@example.com'] });
    expect((await call('PUT', '/api/schedule/recipients/KW', { emails: ['not-mail'] })).statusCode).toBe(400);
    expect((await call('GET', '/api/schedule/recipients', undefined, associate)).statusCode).toBe(403);

    const payload = { employeeName: 'Ana Diaz', store: 'KW', date: '2026-03-03' };
    const first = await call('POST', '/api/sick-day-notification', payload, associate);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ employeeName: 'Ana Diaz', isDuplicate: false, notifiedCount: 2 });
    const again = await call('POST', '/api/sick-day-notification', { ...payload, employeeName: 'ANA DIAZ' }, associate);
    expect(again.json()).toMatchObject({ id: first.json().id, isDuplicate: true, notifiedCount: 0 });

    const mail = (await t.mailer.listOutbox(50)).filter((message) => message.subject.startsWith('Sick day: Ana Diaz'));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: ['lead@example.com', 'manager@example.com'], status: 'stored' });
    expect(mail[0]?.text).toContain('Ana Diaz will not be in on 2026-03-03');

    expect(dayOf(await storeWeek('KW'), 'KW', '2026-03-03')?.shifts).toEqual([
      { employee: 'Ana Diaz', shift: 'Sick (10:00 AM - 6:30 PM)', kind: 'sick' },
    ]);
    // Without a shift that day the notice still shows; with no recipients nothing is mailed.
    const other = await call(
      'POST',
      '/api/sick-day-notification',
      { employeeName: 'Cy Young', store: 'LL', date: '2026-03-05' },
      associate,
    );
    expect(other.json()).toMatchObject({ notifiedCount: 0 });
    expect(dayOf(await storeWeek('LL'), 'LL', '2026-03-05')?.shifts).toEqual([
      { employee: 'Cy Young', shift: 'Sick', kind: 'sick' },
    ]);
  });
});

describe('POST /api/exceptions (time off)', () => {
  const valid = {
    employeeName: 'Ben Cole',
    store: 'KW',
    type: 'Day Off',
    startDate: '2026-03-04',
    endDate: '2026-03-04',
  };
  const messageOf = async (payload: Record<string, unknown>) => {
    const response = await call('POST', '/api/exceptions', payload);
    expect(response.statusCode).toBe(400);
    return response.json<{ message: string }>().message;
  };

  it('enforces every rule of the form', async () => {
    const M = TIME_OFF_MESSAGES;
    const required: [string, string][] = [
      ['employeeName', M.employeeRequired],
      ['store', M.storeRequired],
      ['type', M.typeRequired],
      ['startDate', M.startRequired],
      ['endDate', M.endRequired],
    ];
    for (const [field, text] of required) {
      expect(await messageOf({ ...valid, [field]: '' })).toContain(text);
      expect(await messageOf(Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field)))).toContain(
        text,
      );
    }
    expect(await messageOf({ ...valid, endDate: '2026-03-03' })).toContain(M.endBeforeStart);
    const swap = { ...valid, type: 'Shift Swap (New Shift)' };
    expect(await messageOf({ ...swap, shiftSwapEndTime: '17:00' })).toContain(M.swapStartRequired);
    expect(await messageOf({ ...swap, shiftSwapStartTime: '09:00' })).toContain(M.swapEndRequired);
    expect(await messageOf({ ...swap, shiftSwapStartTime: '14:00', shiftSwapEndTime: '14:00' })).toContain(
      M.swapEndBeforeStart,
    );
    expect(await messageOf({ ...valid, ptoDays: -0.5 })).toContain(M.ptoMin);
    expect(await messageOf({ ...valid, ptoDays: 1.25 })).toContain(M.ptoStep);
    expect(await messageOf({ ...valid, ptoDays: '1' })).toContain(M.ptoType);
    expect(await messageOf({ ...valid, store: 'XX' })).toContain(M.storeRequired);
    expect((await call('POST', '/api/exceptions', valid, associate)).statusCode).toBe(403);
    expect((await call('POST', '/api/exceptions', { ...valid, employeeName: 'Nobody' })).json()).toMatchObject({
      message: M.unknownEmployee,
    });
  });

  it('stores a day off and a shift swap, and both show on the schedule', async () => {
    const dayOff = await call('POST', '/api/exceptions', { ...valid, ptoDays: 1, note: 'Dentist' });
    expect(dayOff.statusCode).toBe(201);
    expect(dayOff.json()).toMatchObject({ type: 'Day Off', ptoDays: 1, note: 'Dentist', shiftSwapStartTime: null });
    const swap = await call('POST', '/api/exceptions', {
      employeeName: 'Cy Young',
      store: 'KW',
      type: 'Shift Swap (New Shift)',
      startDate: '2026-03-06',
      endDate: '2026-03-06',
      shiftSwapStartTime: '13:00',
      shiftSwapEndTime: '21:00',
      ptoDays: 0.5,
    });
    expect(swap.statusCode).toBe(201);
    const rows = await storeWeek('KW');
    expect(dayOf(rows, 'KW', '2026-03-04')?.shifts).toEqual([
      { employee: 'Ben Cole', shift: 'Day Off (12:00 PM - 8:00 PM)', kind: 'day-off' },
    ]);
    expect(dayOf(rows, 'KW', '2026-03-06')?.shifts).toEqual([
      { employee: 'Cy Young', shift: '1:00 PM - 9:00 PM', kind: 'swap' },
    ]);
  });
});

describe('personal mode and the small calls', () => {
  it("shows one person's week across stores, lists employees and reports the connection", async () => {
    const response = await call(
      'GET',
      `/api/schedule/personal?employee=ana%20diaz&weekStart=${WEEK}`,
      undefined,
      associate,
    );
    expect(response.statusCode).toBe(200);
    const rows = ScheduleRowsSchema.parse(response.json());
    expect(rows.map((row) => row.store)).toEqual(['KW']);
    expect(rows[0]?.days.flatMap((day) => day.shifts)).toEqual([
      { employee: 'Ana Diaz', shift: 'Sick (10:00 AM - 6:30 PM)', kind: 'sick' },
    ]);
    const none = await call('GET', `/api/schedule/personal?employee=Nobody&weekStart=${WEEK}`, undefined, associate);
    expect(none.json()).toEqual([]);
    expect((await call('GET', '/api/schedule/employees', undefined, associate)).json()).toEqual([
      'Ana Diaz',
      'Ben Cole',
      'Cy Young',
    ]);
    expect((await call('GET', '/api/schedule/test', undefined, associate)).json()).toEqual({ connected: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/schedule?weekStart=${WEEK}` })).statusCode).toBe(401);
    expect(await storeWeek('')).toHaveLength(6);
  });
});
