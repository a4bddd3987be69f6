import {
  TIME_OFF_MESSAGES as M,
  type TimeOff,
  type TimeOffInput,
  type TimeOffType,
} from '../../../shared/schedules/time-off';
import type { StoreCode } from '../../../shared/stores';
import type { AreaDeps } from '../../areas/area';
import { recordAudit } from '../../audit/audit-log';
import { badRequest } from '../../http/errors';
import { createRoster } from './schedule.service';
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

/** Time off and shift swaps (spec 03 "Time-off scheduler", §5): every rule of the form, again here. */
export function createTimeOffService(deps: Pick<AreaDeps, 'db' | 'now' | 'services'>) {
  const roster = createRoster(deps);
  return {
    async schedule(input: TimeOffInput, actor: Actor): Promise<TimeOff> {
      const employeeName = await roster.resolve(input.employeeName);
      if (employeeName === null) throw badRequest(M.unknownEmployee, 'unknown_employee');
      const isSwap = input.type === 'Shift Swap (New Shift)';
      return deps.db.transaction(async (tx) => {
        const row = await repo.insertTimeOff(tx, {
          employeeName,
          storeCode: input.store,
          type: input.type,
          startDate: input.startDate,
          endDate: input.endDate,
          shiftSwapStartTime: isSwap ? (input.shiftSwapStartTime ?? null) : null,
          shiftSwapEndTime: isSwap ? (input.shiftSwapEndTime ?? null) : null,
          ptoDays: input.ptoDays === undefined ? null : String(input.ptoDays),
          note: input.note?.trim() ? input.note : null,
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
  };
}
export type TimeOffService = ReturnType<typeof createTimeOffService>;
