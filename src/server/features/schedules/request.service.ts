import { addDays, dateInZone, formatShift, STORE_TIME_ZONE } from '#shared/schedules/dates';
import {
  REQUEST_KIND_LABELS,
  REQUEST_MESSAGES as M,
  describeRequest,
  type Clashes,
  type DecisionInput,
  type MyEmployee,
  type MyShifts,
  type RequestInput,
  type RequestListQuery,
  type ReviewedRequest,
  type ScheduleRequest,
} from '#shared/schedules/requests';
import { TIME_OFF_TYPES, type TimeOffType } from '#shared/schedules/time-off';
import { storeNameOf, type StoreCode } from '#shared/stores';
import type { AreaDeps } from '#server/areas/area';
import { recordAudit } from '#server/audit/audit-log';
import type { Queryable } from '#server/db/client';
import type { scheduleRequests } from '#server/db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '#server/http/errors';
import * as repo from './schedules.repo';

type Deps = Pick<AreaDeps, 'db' | 'now' | 'services' | 'mailer'>;
type Actor = { id: number; username: string };

const LIST_LIMIT = 200;
const lower = (value: string) => value.toLowerCase();

const toRequest = (row: repo.RequestRow): ScheduleRequest => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  employeeName: row.employeeName,
  store: row.storeCode as StoreCode,
  startDate: row.startDate,
  endDate: row.endDate,
  ptoDays: row.ptoDays === null ? null : Number(row.ptoDays),
  shift:
    row.shiftId !== null && row.shiftDate && row.shiftStartTime && row.shiftEndTime
      ? { id: row.shiftId, date: row.shiftDate, startTime: row.shiftStartTime, endTime: row.shiftEndTime }
      : null,
  startTime: row.startTime,
  endTime: row.endTime,
  note: row.note,
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionNote: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
});

/** What was asked, in words for the mail: the dates, and for a swap the shift and its new hours. */
function askedFor(request: ScheduleRequest): string {
  if (request.kind === 'swap' && request.shift && request.startTime && request.endTime)
    return `${REQUEST_KIND_LABELS.swap}: your shift on ${request.shift.date} (${formatShift(
      request.shift.startTime,
      request.shift.endTime,
    )}) moved to ${request.startDate} (${formatShift(request.startTime, request.endTime)})`;
  return describeRequest(request);
}

/**
 * Requests of associates for themselves (ADR 080): a day off or a shift swap, decided by an admin.
 * An approved day off becomes a time-off entry like the admin dialog's; an approved swap moves the
 * shift. The requester is mailed the decision.
 */
export function createRequestService(deps: Deps) {
  const employees = deps.services.need('employees', 'schedules');
  const today = () => dateInZone(deps.now(), STORE_TIME_ZONE);

  async function linkedEmployee(actor: Actor) {
    const employee = await employees().employeeOfUser(actor.id);
    if (!employee) throw forbidden(M.notLinked, 'not_linked');
    return employee;
  }

  function checkDate(field: string, value: string) {
    if (value < today()) throw badRequest(`${field}: ${M.notBeforeToday}`);
    if (value > addDays(today(), 366)) throw badRequest(`${field}: ${M.tooFar}`);
  }

  async function clashesOf(request: ScheduleRequest): Promise<Clashes> {
    const [shifts, timeOff] = await Promise.all([
      repo.shiftsOfEmployee(deps.db, request.employeeName, request.startDate, request.endDate),
      repo.timeOffClashing(deps.db, request.store, request.employeeName, request.startDate, request.endDate),
    ]);
    return {
      shifts: shifts
        .filter((row) => row.id !== request.shift?.id)
        .map((row) => ({
          id: row.id,
          store: row.storeCode as StoreCode,
          date: row.date,
          startTime: row.startTime,
          endTime: row.endTime,
        })),
      timeOff: timeOff.map((row) => ({
        id: row.id,
        employeeName: row.employeeName,
        store: row.storeCode as StoreCode,
        type: (TIME_OFF_TYPES as readonly string[]).includes(row.type) ? (row.type as TimeOffType) : 'Day Off',
        startDate: row.startDate,
        endDate: row.endDate,
      })),
    };
  }

  /** Mails the requester the decision (in the decision's transaction), when the roster has their e-mail. */
  async function mailDecision(tx: Queryable, request: ScheduleRequest) {
    const [entry] = await employees().emailsOf([request.employeeName], tx);
    if (!entry?.email) return false;
    const word = request.status === 'approved' ? 'approved' : 'declined';
    await deps.mailer.send({
      to: entry.email,
      subject: `Your ${REQUEST_KIND_LABELS[request.kind].toLowerCase()} request was ${word}`,
      text: [
        `Hello ${request.employeeName},`,
        '',
        `Your request was ${word} by ${request.decidedBy ?? 'an admin'}.`,
        askedFor(request),
        `Store: ${storeNameOf(request.store)} (${request.store})`,
        ...(request.decisionNote ? ['', `Note: ${request.decisionNote}`] : []),
      ].join('\n'),
      idempotencyKey: `schedule-request:${request.id}:${word}`,
      tx,
    });
    return true;
  }

  /** Locks a pending request for a decision, or says why it cannot be decided. */
  async function lockPending(tx: Queryable, id: number) {
    const row = await repo.lockRequest(tx, id);
    if (!row) throw notFound(M.notFound);
    if (row.status !== 'pending') throw conflict(M.notPending, 'not_pending');
    return row;
  }

  async function decide(
    id: number,
    status: 'approved' | 'declined',
    input: DecisionInput,
    actor: Actor,
    apply: (tx: Queryable, row: repo.RequestRow) => Promise<number | null>,
  ): Promise<ScheduleRequest> {
    return deps.db.transaction(async (tx) => {
      const row = await lockPending(tx, id);
      const timeOffId = await apply(tx, row);
      const updated = await repo.updateRequest(tx, id, {
        status,
        decidedBy: actor.username,
        decidedAt: deps.now(),
        decisionNote: input?.note?.trim() ? input.note : null,
        timeOffId,
      });
      if (!updated) throw notFound(M.notFound);
      const request = toRequest(updated);
      const mailed = await mailDecision(tx, request);
      await recordAudit(tx, {
        action: `schedule-request.${status === 'approved' ? 'approve' : 'decline'}`,
        actor,
        subject: `schedule-request:${id}`,
        before: { status: row.status },
        after: { status, timeOffId, mailed, decisionNote: request.decisionNote },
        at: deps.now(),
      });
      return request;
    });
  }

  return {
    async me(actor: Actor): Promise<MyEmployee> {
      const employee = await employees().employeeOfUser(actor.id);
      return { employee: employee ? { id: employee.id, name: employee.name } : null };
    },

    async create(input: RequestInput, actor: Actor): Promise<ScheduleRequest> {
      const employee = await linkedEmployee(actor);
      return deps.db.transaction(async (tx) => {
        let values: Omit<typeof scheduleRequests.$inferInsert, 'status'>;
        if (input.kind === 'day-off') {
          checkDate('startDate', input.startDate);
          checkDate('endDate', input.endDate);
          values = {
            kind: 'day-off',
            employeeName: employee.name,
            requesterId: actor.id,
            storeCode: input.store,
            startDate: input.startDate,
            endDate: input.endDate,
            ptoDays: input.ptoDays === undefined ? null : String(input.ptoDays),
            note: input.note?.trim() ? input.note : null,
          };
        } else {
          const shift = await repo.findShift(tx, input.shiftId);
          if (!shift) throw notFound(M.shiftNotFound);
          if (lower(shift.employeeName) !== lower(employee.name)) throw forbidden(M.shiftNotYours, 'not_your_shift');
          if (shift.date < today()) throw badRequest(`shiftId: ${M.shiftPast}`);
          checkDate('date', input.date);
          if (shift.date === input.date && shift.startTime === input.startTime && shift.endTime === input.endTime)
            throw badRequest(`date: ${M.sameHours}`);
          values = {
            kind: 'swap',
            employeeName: employee.name,
            requesterId: actor.id,
            storeCode: shift.storeCode,
            startDate: input.date,
            endDate: input.date,
            shiftId: shift.id,
            shiftDate: shift.date,
            shiftStartTime: shift.startTime,
            shiftEndTime: shift.endTime,
            startTime: input.startTime,
            endTime: input.endTime,
            note: input.note?.trim() ? input.note : null,
          };
        }
        const row = await repo.insertRequest(tx, { ...values, status: 'pending', createdAt: deps.now() });
        if (!row) throw new Error('request not inserted');
        const request = toRequest(row);
        await recordAudit(tx, {
          action: 'schedule-request.create',
          actor,
          subject: `schedule-request:${row.id}`,
          after: request,
          at: deps.now(),
        });
        return request;
      });
    },

    /** The requester's shifts for the coming 8 weeks, any store: the ones a swap may name (none when not linked). */
    async myShifts(actor: Actor): Promise<MyShifts> {
      const employee = await employees().employeeOfUser(actor.id);
      if (!employee) return [];
      const rows = await repo.shiftsOfEmployee(deps.db, employee.name, today(), addDays(today(), 56));
      return rows.map((row) => ({
        id: row.id,
        store: row.storeCode as StoreCode,
        date: row.date,
        startTime: row.startTime,
        endTime: row.endTime,
      }));
    },

    async mine(actor: Actor): Promise<ScheduleRequest[]> {
      return (await repo.requestsOf(deps.db, actor.id, LIST_LIMIT)).map(toRequest);
    },

    async list(query: RequestListQuery): Promise<ReviewedRequest[]> {
      const status = query.status === 'all' ? null : (query.status ?? 'pending');
      const rows = (await repo.requestsByStatus(deps.db, status, LIST_LIMIT)).map(toRequest);
      return Promise.all(rows.map(async (request) => ({ ...request, clashes: await clashesOf(request) })));
    },

    /** The requester takes back a pending request. */
    async cancel(id: number, actor: Actor): Promise<ScheduleRequest> {
      return deps.db.transaction(async (tx) => {
        const row = await repo.lockRequest(tx, id);
        if (!row) throw notFound(M.notFound);
        if (row.requesterId !== actor.id) throw forbidden(M.notYours, 'not_your_request');
        if (row.status !== 'pending') throw conflict(M.notPending, 'not_pending');
        const updated = await repo.updateRequest(tx, id, {
          status: 'cancelled',
          decidedBy: actor.username,
          decidedAt: deps.now(),
        });
        if (!updated) throw notFound(M.notFound);
        await recordAudit(tx, {
          action: 'schedule-request.cancel',
          actor,
          subject: `schedule-request:${id}`,
          before: { status: row.status },
          after: { status: 'cancelled' },
          at: deps.now(),
        });
        return toRequest(updated);
      });
    },

    approve: (id: number, input: DecisionInput, actor: Actor) =>
      decide(id, 'approved', input, actor, async (tx, row) => {
        if (row.kind === 'day-off') {
          // The same entry the admin's time-off dialog makes, and the same audit record.
          const entry = await repo.insertTimeOff(tx, {
            employeeName: row.employeeName,
            storeCode: row.storeCode,
            type: 'Day Off',
            startDate: row.startDate,
            endDate: row.endDate,
            shiftSwapStartTime: null,
            shiftSwapEndTime: null,
            ptoDays: row.ptoDays,
            note: row.note,
            createdById: actor.id,
            createdBy: actor.username,
            createdAt: deps.now(),
          });
          if (!entry) throw new Error('time off not inserted');
          await recordAudit(tx, {
            action: 'time-off.add',
            actor,
            subject: `time-off:${entry.id}`,
            after: {
              employeeName: row.employeeName,
              store: row.storeCode,
              type: 'Day Off',
              startDate: row.startDate,
              endDate: row.endDate,
              ...(row.ptoDays === null ? {} : { ptoDays: Number(row.ptoDays) }),
              ...(row.note === null ? {} : { note: row.note }),
              request: row.id,
            },
            at: deps.now(),
          });
          return entry.id;
        }
        // A swap moves the shift, as long as it is still the shift that was asked about.
        const shift = row.shiftId === null ? null : await repo.findShift(tx, row.shiftId, true);
        if (
          !shift ||
          !row.startTime ||
          !row.endTime ||
          lower(shift.employeeName) !== lower(row.employeeName) ||
          shift.date !== row.shiftDate ||
          shift.startTime !== row.shiftStartTime ||
          shift.endTime !== row.shiftEndTime
        )
          throw conflict(M.shiftChanged, 'shift_changed');
        const moved = await repo.updateShift(tx, shift.id, {
          date: row.startDate,
          startTime: row.startTime,
          endTime: row.endTime,
        });
        if (!moved) throw conflict(M.shiftChanged, 'shift_changed');
        const view = (value: repo.ShiftRow) => ({
          id: value.id,
          date: value.date,
          employee: value.employeeName,
          startTime: value.startTime,
          endTime: value.endTime,
        });
        await recordAudit(tx, {
          action: 'schedule.shift.change',
          actor,
          subject: `shift:${shift.id}`,
          before: view(shift),
          after: { ...view(moved), request: row.id },
          at: deps.now(),
        });
        return null;
      }),

    decline: (id: number, input: DecisionInput, actor: Actor) =>
      decide(id, 'declined', input, actor, () => Promise.resolve(null)),
  };
}
export type RequestService = ReturnType<typeof createRequestService>;
