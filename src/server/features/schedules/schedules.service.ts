import { addDays, formatShift, weekDates } from '#shared/schedules/dates';
import { CsvFormatError, readCsv, type CsvRow } from '#shared/csv/read-csv';
import { readSheetDate, readSheetTime } from '#shared/schedules/spreadsheet-values';
import {
  CSV_HEADER,
  SCHEDULE_MESSAGES as M,
  weekWarnings,
  type Absence,
  type EditableShift,
  type ImportInput,
  type ImportResponse,
  type ImportRow,
  type ScheduleRow,
  type ScheduleShift,
  type ShiftFields,
  type ShiftInput,
  type Week,
} from '#shared/schedules/schedule';
import { SHIFT_SWAP } from '#shared/schedules/time-off';
import { STORE_CODES, type StoreCode } from '#shared/stores';
import type { AreaDeps } from '#server/areas/area';
import { recordAudit } from '#server/audit/audit-log';
import { badRequest, conflict, notFound } from '#server/http/errors';
import * as repo from './schedules.repo';

type Deps = Pick<AreaDeps, 'db' | 'now' | 'services'>;
type Actor = { id: number; username: string };

const lower = (value: string) => value.toLowerCase();

/** Names as the employees area's roster spells them (a needed service: no roster, no start). */
export function createRoster(deps: Pick<AreaDeps, 'services'>) {
  const employees = deps.services.need('employees', 'schedules');
  return {
    names: (): Promise<string[]> => employees().listActiveNames(),
    /** The roster's spelling of the name, or null when it is not an active employee. */
    async resolve(name: string): Promise<string | null> {
      const names = await this.names();
      return names.find((candidate) => lower(candidate) === lower(name)) ?? null;
    },
  };
}

const toEditable = (row: repo.ShiftRow): EditableShift => ({
  id: row.id,
  date: row.date,
  employee: row.employeeName,
  startTime: row.startTime,
  endTime: row.endTime,
});

interface Overlays {
  sick: repo.SickRow[];
  timeOff: repo.TimeOffRow[];
}

/**
 * One day of one store as the viewer shows it: each shift, overlaid by the employee's sick day,
 * day off or shift swap; an overlay for someone not scheduled there that day is added (ADR 040).
 */
function dayView(store: string, date: string, shifts: repo.ShiftRow[], overlays: Overlays): ScheduleShift[] {
  const sickNames = new Set(
    overlays.sick.filter((row) => row.storeCode === store && row.date === date).map((row) => lower(row.employeeName)),
  );
  const covering = overlays.timeOff.filter(
    (row) => row.storeCode === store && row.startDate <= date && row.endDate >= date,
  );
  const dayOff = new Set(covering.filter((row) => row.type !== SHIFT_SWAP).map((row) => lower(row.employeeName)));
  const swaps = new Map(covering.filter((row) => row.type === SHIFT_SWAP).map((row) => [lower(row.employeeName), row]));
  const seen = new Set<string>();
  const lines: ScheduleShift[] = shifts.map((row) => {
    const key = lower(row.employeeName);
    seen.add(key);
    const swap = swaps.get(key);
    const hours = formatShift(row.startTime, row.endTime);
    if (sickNames.has(key)) return { employee: row.employeeName, shift: `Sick (${hours})`, kind: 'sick' };
    if (dayOff.has(key)) return { employee: row.employeeName, shift: `Day Off (${hours})`, kind: 'day-off' };
    if (swap?.shiftSwapStartTime && swap.shiftSwapEndTime)
      return {
        employee: row.employeeName,
        shift: formatShift(swap.shiftSwapStartTime, swap.shiftSwapEndTime),
        kind: 'swap',
      };
    return { employee: row.employeeName, shift: hours, kind: 'shift' };
  });
  for (const row of overlays.sick)
    if (row.storeCode === store && row.date === date && !seen.has(lower(row.employeeName))) {
      seen.add(lower(row.employeeName));
      lines.push({ employee: row.employeeName, shift: 'Sick', kind: 'sick' });
    }
  for (const row of covering) {
    const key = lower(row.employeeName);
    if (seen.has(key)) continue;
    seen.add(key);
    if (row.type === SHIFT_SWAP && row.shiftSwapStartTime && row.shiftSwapEndTime)
      lines.push({
        employee: row.employeeName,
        shift: formatShift(row.shiftSwapStartTime, row.shiftSwapEndTime),
        kind: 'swap',
      });
    else lines.push({ employee: row.employeeName, shift: 'Day Off', kind: 'day-off' });
  }
  return lines;
}

export function createScheduleService(deps: Deps) {
  const roster = createRoster(deps);

  async function rows(stores: StoreCode[], weekStart: string, onlyEmployee: string | null): Promise<ScheduleRow[]> {
    const dates = weekDates(weekStart);
    const from = dates[0] ?? weekStart;
    const to = dates[6] ?? weekStart;
    const [shifts, closed, sick, timeOff] = await Promise.all([
      onlyEmployee === null
        ? repo.shiftsBetween(deps.db, stores, from, to)
        : repo.shiftsOfEmployee(deps.db, onlyEmployee, from, to),
      repo.closedBetween(deps.db, stores, from, to),
      repo.sickBetween(deps.db, from, to),
      repo.timeOffOverlapping(deps.db, from, to),
    ]);
    const mine = (name: string) => onlyEmployee === null || lower(name) === lower(onlyEmployee);
    const overlays = {
      sick: sick.filter((row) => mine(row.employeeName)),
      timeOff: timeOff.filter((row) => mine(row.employeeName)),
    };
    let wanted = stores;
    if (onlyEmployee !== null) {
      const involved = new Set<string>([
        ...shifts.map((row) => row.storeCode),
        ...overlays.sick.map((row) => row.storeCode),
        ...overlays.timeOff.map((row) => row.storeCode),
      ]);
      wanted = stores.filter((store) => involved.has(store));
    }
    return wanted.map((store) => ({
      store,
      days: dates.map((date) => ({
        date,
        isStoreClosed: closed.some((row) => row.storeCode === store && row.date === date),
        shifts: dayView(
          store,
          date,
          shifts.filter((row) => row.storeCode === store && row.date === date),
          overlays,
        ),
      })),
    }));
  }

  async function requireEmployee(name: string) {
    const resolved = await roster.resolve(name);
    if (resolved === null) throw badRequest(M.unknownEmployee, 'unknown_employee');
    return resolved;
  }

  async function week(store: StoreCode, weekStart: string): Promise<Omit<Week, 'publication'>> {
    const to = addDays(weekStart, 6);
    const [shiftRows, closed, sick, timeOff] = await Promise.all([
      repo.shiftsBetween(deps.db, [store], weekStart, to),
      repo.closedBetween(deps.db, [store], weekStart, to),
      repo.sickBetween(deps.db, weekStart, to),
      repo.timeOffOverlapping(deps.db, weekStart, to),
    ]);
    const shifts = shiftRows.map(toEditable);
    const closedDates = closed.map((row) => row.date).sort();
    // This store's absences, and those (at any store) of people who have a shift here this week.
    const working = new Set(shifts.map((shift) => lower(shift.employee)));
    const concerns = (storeCode: string, name: string) => storeCode === store || working.has(lower(name));
    const absences: Absence[] = [
      ...sick
        .filter((row) => concerns(row.storeCode, row.employeeName))
        .map((row) => ({
          date: row.date,
          employee: row.employeeName,
          store: row.storeCode as StoreCode,
          kind: 'sick' as const,
          label: 'Sick',
        })),
      ...timeOff
        .filter((row) => concerns(row.storeCode, row.employeeName))
        .flatMap((row) =>
          weekDates(weekStart)
            .filter((date) => date >= row.startDate && date <= row.endDate)
            .map((date) => {
              const isSwap = row.type === SHIFT_SWAP;
              return {
                date,
                employee: row.employeeName,
                store: row.storeCode as StoreCode,
                kind: isSwap ? ('swap' as const) : ('day-off' as const),
                label:
                  isSwap && row.shiftSwapStartTime && row.shiftSwapEndTime
                    ? `Shift swap ${formatShift(row.shiftSwapStartTime, row.shiftSwapEndTime)}`
                    : isSwap
                      ? 'Shift swap'
                      : 'Day Off',
              };
            }),
        ),
    ].sort((a, b) => a.date.localeCompare(b.date) || a.employee.localeCompare(b.employee));
    return {
      store,
      weekStart,
      shifts,
      closedDates,
      absences,
      warnings: weekWarnings(shifts, absences, closedDates),
    };
  }

  async function importCsv(input: ImportInput, actor: Actor): Promise<ImportResponse> {
    const errors: string[] = [];
    let parsed: CsvRow[] = [];
    try {
      parsed = readCsv(input.csv);
    } catch (error) {
      if (!(error instanceof CsvFormatError)) throw error;
      errors.push(`The file is not valid CSV: ${error.message}`);
    }
    const header = parsed[0]?.cells.map((field) => lower(field.trim()));
    if (errors.length > 0) {
      // Already said: the file could not be read.
    } else if (!header) errors.push('The file is empty');
    else if (header.join(',') !== CSV_HEADER.join(','))
      errors.push(`The first line must be the header: ${CSV_HEADER.join(',')}`);
    const names = await roster.names();
    const weekEnd = addDays(input.weekStart, 6);
    const rows: ImportRow[] = errors.length
      ? []
      : parsed.slice(1).map(({ line, cells: fields }) => {
          const [store = '', dateText = '', employee = '', startText = '', endText = ''] = fields.map((field) =>
            field.trim(),
          );
          const rowErrors: string[] = [];
          // Spreadsheet dates and 12-hour times are read too; the preview says how (issue 34).
          const [dateRead, startRead, endRead] = [
            readSheetDate(dateText),
            readSheetTime(startText),
            readSheetTime(endText),
          ];
          const readAs = [dateRead, startRead, endRead].flatMap((read) => (read?.readAs ? [read.readAs] : []));
          const [date, startTime, endTime] = [
            dateRead?.value ?? dateText,
            startRead?.value ?? startText,
            endRead?.value ?? endText,
          ];
          if (fields.length !== CSV_HEADER.length)
            rowErrors.push(`Expected ${CSV_HEADER.length} columns, found ${fields.length}`);
          if (!(STORE_CODES as readonly string[]).includes(store.toUpperCase()))
            rowErrors.push(`Unknown store "${store}" (use ${STORE_CODES.join(', ')})`);
          if (!dateRead) rowErrors.push(`Invalid date "${dateText}" (use yyyy-mm-dd or mm/dd/yyyy)`);
          else if (date < input.weekStart || date > weekEnd)
            rowErrors.push(`Date ${date} is outside the week ${input.weekStart} to ${weekEnd}`);
          let name = employee;
          if (employee === '') rowErrors.push(M.employeeRequired);
          else if (employee.length > 120) rowErrors.push('Employee must be at most 120 characters');
          else {
            const found = names.find((candidate) => lower(candidate) === lower(employee));
            if (found) name = found;
            else rowErrors.push(`Unknown employee "${employee}"`);
          }
          const startOk = startRead !== null;
          const endOk = endRead !== null;
          if (!startOk) rowErrors.push(`Invalid start time "${startText}" (use HH:MM or h:mm AM/PM)`);
          if (!endOk) rowErrors.push(`Invalid end time "${endText}" (use HH:MM or h:mm AM/PM)`);
          if (startOk && endOk && endTime <= startTime) rowErrors.push(M.endAfterStart);
          return {
            line,
            store: store.toUpperCase(),
            date,
            employee: name,
            startTime,
            endTime,
            errors: rowErrors,
            readAs,
          };
        });
    if (!errors.length && rows.length === 0) errors.push('The file has no shifts');
    const isValid = errors.length === 0 && rows.every((row) => row.errors.length === 0);
    const stores = STORE_CODES.filter((code) => rows.some((row) => row.store === code));
    if (!input.commit || !isValid) return { rows, errors, isValid, imported: 0, stores };
    await deps.db.transaction(async (tx) => {
      for (const store of stores) await repo.deleteWeek(tx, store, input.weekStart, weekEnd);
      await repo.insertShifts(
        tx,
        rows.map((row) => ({
          storeCode: row.store,
          date: row.date,
          employeeName: row.employee,
          startTime: row.startTime,
          endTime: row.endTime,
          createdBy: actor.username,
          createdAt: deps.now(),
        })),
      );
      await recordAudit(tx, {
        action: 'schedule.import',
        actor,
        subject: `week:${input.weekStart}`,
        after: { stores, shifts: rows.length },
        at: deps.now(),
      });
    });
    return { rows, errors, isValid, imported: rows.length, stores };
  }

  return {
    storeRows: (stores: StoreCode[], weekStart: string) => rows(stores, weekStart, null),
    personalRows: (employee: string, weekStart: string) => rows([...STORE_CODES], weekStart, employee),
    async employees(): Promise<string[]> {
      return roster.names();
    },
    async test() {
      try {
        await repo.closedBetween(deps.db, ['KW'], '2000-01-01', '2000-01-01');
        return { connected: true };
      } catch {
        return { connected: false };
      }
    },
    week,
    async addShift(input: ShiftInput, actor: Actor): Promise<EditableShift> {
      const employee = await requireEmployee(input.employee);
      return deps.db.transaction(async (tx) => {
        const [row] = await repo.insertShifts(tx, [
          {
            storeCode: input.store,
            date: input.date,
            employeeName: employee,
            startTime: input.startTime,
            endTime: input.endTime,
            createdBy: actor.username,
            createdAt: deps.now(),
          },
        ]);
        if (!row) throw new Error('shift not inserted');
        await recordAudit(tx, {
          action: 'schedule.shift.add',
          actor,
          subject: `shift:${row.id}`,
          after: input,
          at: deps.now(),
        });
        return toEditable(row);
      });
    },
    async changeShift(id: number, input: ShiftFields, actor: Actor): Promise<EditableShift> {
      const employee = await requireEmployee(input.employee);
      return deps.db.transaction(async (tx) => {
        const before = await repo.findShift(tx, id);
        if (!before) throw notFound(M.shiftNotFound);
        const row = await repo.updateShift(tx, id, {
          date: input.date,
          employeeName: employee,
          startTime: input.startTime,
          endTime: input.endTime,
        });
        if (!row) throw notFound(M.shiftNotFound);
        await recordAudit(tx, {
          action: 'schedule.shift.change',
          actor,
          subject: `shift:${id}`,
          before: toEditable(before),
          after: toEditable(row),
          at: deps.now(),
        });
        return toEditable(row);
      });
    },
    async removeShift(id: number, actor: Actor) {
      await deps.db.transaction(async (tx) => {
        const row = await repo.deleteShift(tx, id);
        if (!row) throw notFound(M.shiftNotFound);
        await recordAudit(tx, {
          action: 'schedule.shift.remove',
          actor,
          subject: `shift:${id}`,
          before: toEditable(row),
          at: deps.now(),
        });
      });
    },
    /** Closing a day that has shifts asks first: keep them (shown with a warning) or remove them. */
    async setClosed(
      store: StoreCode,
      date: string,
      isClosed: boolean,
      choice: 'keep' | 'remove' | undefined,
      actor: Actor,
    ) {
      return deps.db.transaction(async (tx) => {
        const dayShifts = isClosed ? await repo.shiftsBetween(tx, [store], date, date) : [];
        if (dayShifts.length > 0 && choice === undefined)
          throw conflict(M.closedDayHasShifts(dayShifts.length), 'closed_day_has_shifts');
        const removed =
          dayShifts.length > 0 && choice === 'remove' ? await repo.deleteWeek(tx, store, date, date) : null;
        const removedShifts = removed ? dayShifts.length : 0;
        await repo.setClosed(tx, store, date, isClosed);
        await recordAudit(tx, {
          action: 'schedule.closed',
          actor,
          subject: `store:${store}`,
          after: { date, isClosed, ...(isClosed && dayShifts.length > 0 ? { shifts: choice, removedShifts } : {}) },
          at: deps.now(),
        });
        return { store, date, isClosed, removedShifts };
      });
    },
    /** Replaces the week's shifts with the previous week's, each moved 7 days on (ADR 034). */
    async copyPreviousWeek(store: StoreCode, weekStart: string, actor: Actor) {
      const previous = addDays(weekStart, -7);
      return deps.db.transaction(async (tx) => {
        const source = await repo.shiftsBetween(tx, [store], previous, addDays(previous, 6));
        // An empty last week copies nothing and leaves this week as it is (ADR 069).
        if (source.length === 0) return { copied: 0 };
        await repo.deleteWeek(tx, store, weekStart, addDays(weekStart, 6));
        await repo.insertShifts(
          tx,
          source.map((row) => ({
            storeCode: store,
            date: addDays(row.date, 7),
            employeeName: row.employeeName,
            startTime: row.startTime,
            endTime: row.endTime,
            createdBy: actor.username,
            createdAt: deps.now(),
          })),
        );
        await recordAudit(tx, {
          action: 'schedule.copy-week',
          actor,
          subject: `store:${store}`,
          after: { from: previous, to: weekStart, shifts: source.length },
          at: deps.now(),
        });
        return { copied: source.length };
      });
    },
    importCsv,
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
