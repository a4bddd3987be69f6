import type { PublicUser } from '../../../shared/auth/schemas';
import {
  EMPLOYEE_MESSAGES,
  ROSTER_CACHE_MS,
  ROSTER_SOURCE,
  type AddEmployeeInput,
  type EditEmployeeInput,
  type DirectoryEntry,
  type Employee,
  type RemoveEmployeeInput,
  type Roster,
} from '../../../shared/employees/employees';
import { dateInZone, STORE_TIME_ZONE } from '../../../shared/schedules/dates';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import * as repo from './employees.repo';

const toEmployee = (row: repo.EmployeeRow): Employee => ({
  id: row.id,
  name: row.name,
  birthday: row.birthday,
  startDate: row.startDate,
  phone: row.phone,
  email: row.email,
  isActive: row.isActive,
  endDate: row.endDate,
});

export function createEmployeesService(db: Db, now: () => Date) {
  /** The stores' calendar date: a leaving date is a day in the stores' own zone. */
  const today = () => dateInZone(now(), STORE_TIME_ZONE);
  return {
    listActiveNames: () => repo.listActiveNames(db, today()),

    async roster(): Promise<Roster> {
      const employees = (await repo.listActive(db, today())).map(toEmployee);
      return {
        employees,
        activeCount: employees.length,
        source: ROSTER_SOURCE,
        cacheDurationMs: ROSTER_CACHE_MS,
        refreshedAt: now().toISOString(),
      };
    },

    async directory(): Promise<DirectoryEntry[]> {
      return (await repo.listActive(db, today())).map((row) => ({
        name: row.name,
        phone: row.phone,
        email: row.email,
      }));
    },

    async add(input: AddEmployeeInput, actor: PublicUser) {
      return db.transaction(async (tx) => {
        await repo.retirePast(tx, today(), now());
        const row = await repo.insertEmployee(tx, { ...input, createdAt: now(), updatedAt: now() });
        if (!row) throw conflict(EMPLOYEE_MESSAGES.nameTaken, 'employee_exists');
        await recordAudit(tx, {
          action: 'employee.add',
          actor,
          subject: `employee:${row.id}`,
          at: now(),
          after: { name: row.name, startDate: row.startDate },
        });
        return toEmployee(row);
      });
    },

    /** Corrects an active employee's record; the name stays unique among active employees. */
    async edit(id: number, input: EditEmployeeInput, actor: PublicUser) {
      return db.transaction(async (tx) => {
        const row = await repo.lockActiveById(tx, id);
        if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
        if (await repo.activeNameTakenByOther(tx, input.name, id))
          throw conflict(EMPLOYEE_MESSAGES.nameTaken, 'employee_exists');
        const updated = await repo.updateRecord(tx, id, { ...input, updatedAt: now() });
        if (!updated) throw notFound(EMPLOYEE_MESSAGES.notFound);
        await recordAudit(tx, {
          action: 'employee.edit',
          actor,
          subject: `employee:${id}`,
          at: now(),
          before: toEmployee(row),
          after: toEmployee(updated),
        });
        return toEmployee(updated);
      });
    },

    /**
     * Records the end date: a past or today's date takes the employee off at once (today still
     * listed), a future one keeps them listed until it passes. The row stays for past sick days and
     * shifts.
     */
    async remove(input: RemoveEmployeeInput, actor: PublicUser) {
      return db.transaction(async (tx) => {
        await repo.retirePast(tx, today(), now());
        const row = await repo.lockActiveByName(tx, input.employeeName);
        if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
        if (row.startDate && input.endDate < row.startDate)
          throw badRequest(`endDate: ${EMPLOYEE_MESSAGES.endBeforeStart}`);
        const isStillActive = input.endDate >= today();
        const updated = await repo.setLeaving(tx, row.id, input.endDate, isStillActive, now());
        if (!updated) throw notFound(EMPLOYEE_MESSAGES.notFound);
        await recordAudit(tx, {
          action: 'employee.remove',
          actor,
          subject: `employee:${row.id}`,
          at: now(),
          before: { isActive: true, endDate: row.endDate },
          after: { isActive: isStillActive, endDate: input.endDate },
        });
        return { success: true as const, employee: toEmployee(updated) };
      });
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
