import {
  TIME_OFF_MESSAGES as M,
  type TimeOff,
  type TimeOffInput,
  type TimeOffListItem,
  type TimeOffListQuery,
  type TimeOffType,
} from '#shared/schedules/time-off';
import type { StoreCode } from '#shared/stores';
import type { AreaDeps } from '#server/areas/area';
import { recordAudit } from '#server/audit/audit-log';
import { badRequest, notFound } from '#server/http/errors';
import { createRoster } from './schedules.service';
import * as repo from './schedules.repo';

type Actor = { id: number; username: string };

const toTimeOff = (row: repo.TimeOffRow): TimeOff => ({
  id: row.id,
  employeeName: row.employeeName,
  store: row.storeCode as StoreCode,
  type: row.type as TimeOffType,
  startDate: row.startDate,
  endDate: row.endDate,
  shiftSwapStartTime: row.shiftSwapStartTime,
  shiftSwapEndTime: row.shiftSwapEndTime,
  ptoDays: row.ptoDays === null ? null : Number(row.ptoDays),
  note: row.note,
});

/** The columns an entry's form decides: the same rules on add and on change. */
const fieldsOf = (input: TimeOffInput, employeeName: string) => {
  const isSwap = input.type === 'Shift Swap (New Shift)';
  return {
    employeeName,
    storeCode: input.store,
    type: input.type,
    startDate: input.startDate,
    endDate: input.endDate,
    shiftSwapStartTime: isSwap ? (input.shiftSwapStartTime ?? null) : null,
    shiftSwapEndTime: isSwap ? (input.shiftSwapEndTime ?? null) : null,
    ptoDays: input.ptoDays === undefined ? null : String(input.ptoDays),
    note: input.note?.trim() ? input.note : null,
  };
};

/** Time off and shift swaps (spec 03 "Time-off scheduler", §5): every rule of the form, again here. */
export function createTimeOffService(deps: Pick<AreaDeps, 'db' | 'now' | 'services'>) {
  const roster = createRoster(deps);
  return {
    async schedule(input: TimeOffInput, actor: Actor): Promise<TimeOff> {
      const employeeName = await roster.resolve(input.employeeName);
      if (employeeName === null) throw badRequest(M.unknownEmployee, 'unknown_employee');
      return deps.db.transaction(async (tx) => {
        const row = await repo.insertTimeOff(tx, {
          ...fieldsOf(input, employeeName),
          createdById: actor.id,
          createdBy: actor.username,
          createdAt: deps.now(),
        });
        if (!row) throw new Error('time off not inserted');
        await recordAudit(tx, {
          action: 'time-off.add',
          actor,
          subject: `time-off:${row.id}`,
          after: input,
          at: deps.now(),
        });
        return toTimeOff(row);
      });
    },

    async list(filter: TimeOffListQuery): Promise<TimeOffListItem[]> {
      const rows = await repo.listTimeOff(deps.db, filter);
      return rows.map((row) => ({ ...toTimeOff(row), createdBy: row.createdBy }));
    },

    async change(id: number, input: TimeOffInput, actor: Actor): Promise<TimeOff> {
      const employeeName = await roster.resolve(input.employeeName);
      if (employeeName === null) throw badRequest(M.unknownEmployee, 'unknown_employee');
      return deps.db.transaction(async (tx) => {
        const before = await repo.findTimeOff(tx, id, true);
        if (!before) throw notFound(M.notFound);
        const row = await repo.updateTimeOff(tx, id, fieldsOf(input, employeeName));
        if (!row) throw notFound(M.notFound);
        await recordAudit(tx, {
          action: 'time-off.change',
          actor,
          subject: `time-off:${id}`,
          before: toTimeOff(before),
          after: toTimeOff(row),
          at: deps.now(),
        });
        return toTimeOff(row);
      });
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const row = await repo.deleteTimeOff(tx, id);
        if (!row) throw notFound(M.notFound);
        await recordAudit(tx, {
          action: 'time-off.remove',
          actor,
          subject: `time-off:${id}`,
          before: toTimeOff(row),
          at: deps.now(),
        });
      });
    },
  };
}
export type TimeOffService = ReturnType<typeof createTimeOffService>;
