import type { PublicUser } from '#shared/auth/schemas';
import {
  EMPLOYEE_MESSAGES,
  ROSTER_CACHE_MS,
  ROSTER_SOURCE,
  type AddEmployeeInput,
  type EditEmployeeInput,
  type DirectoryEntry,
  type Employee,
  type LinkAccountInput,
  type RemoveEmployeeInput,
  type Roster,
} from '#shared/employees/employees';
import { dateInZone, STORE_TIME_ZONE } from '#shared/schedules/dates';
import { recordAudit } from '#server/audit/audit-log';
import type { Db, Queryable } from '#server/db/client';
import { badRequest, conflict, notFound } from '#server/http/errors';
import * as repo from './employees.repo';

const toEmployee = (row: repo.EmployeeRow, username: string | null): Employee => ({
  id: row.id,
  name: row.name,
  birthday: row.birthday,
  startDate: row.startDate,
  phone: row.phone,
  email: row.email,
  isActive: row.isActive,
  endDate: row.endDate,
  userId: row.userId,
  username: row.userId === null ? null : username,
});

type Actor = Pick<PublicUser, 'id' | 'username'>;

export function createEmployeesService(db: Db, now: () => Date) {
  /** The stores' calendar date: a leaving date is a day in the stores' own zone. */
  const today = () => dateInZone(now(), STORE_TIME_ZONE);

  /**
   * Links a user to an active employee (or unlinks, null), one-to-one: a user linked to another
   * employee still on the roster is refused; a link left on an employee who has gone moves.
   */
  async function link(
    tx: Queryable,
    id: number,
    userId: number | null,
    actor: Actor,
    mayReplace: boolean,
  ): Promise<Employee> {
    const row = await repo.lockActiveById(tx, id);
    if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
    if (!mayReplace && row.userId !== null && row.userId !== userId)
      throw conflict(EMPLOYEE_MESSAGES.employeeHasAccount, 'employee_has_account');
    const user = userId === null ? null : await repo.lockUser(tx, userId);
    if (userId !== null && !user) throw notFound(EMPLOYEE_MESSAGES.userNotFound);
    if (userId !== null && row.userId !== userId) {
      const other = await repo.findByUser(tx, userId);
      if (other) {
        const isOnRoster = other.isActive && (other.endDate === null || other.endDate >= today());
        if (isOnRoster) throw conflict(EMPLOYEE_MESSAGES.accountTaken, 'account_taken');
        await repo.setUser(tx, other.id, null, now());
      }
    }
    const updated = await repo.setUser(tx, id, userId, now());
    if (!updated) throw notFound(EMPLOYEE_MESSAGES.notFound);
    await recordAudit(tx, {
      action: 'employee.account',
      actor,
      subject: `employee:${id}`,
      at: now(),
      before: { userId: row.userId, username: await repo.usernameOf(tx, row.userId) },
      after: { userId, username: user?.username ?? null },
    });
    return toEmployee(updated, user?.username ?? null);
  }

  return {
    listActiveNames: () => repo.listActiveNames(db, today()),

    async roster(): Promise<Roster> {
      const employees = (await repo.listActiveWithAccounts(db, today())).map((row) =>
        toEmployee(row.employee, row.username),
      );
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
        return toEmployee(row, null);
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
          before: toEmployee(row, null),
          after: toEmployee(updated, null),
        });
        return toEmployee(updated, await repo.usernameOf(tx, updated.userId));
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
        return { success: true as const, employee: toEmployee(updated, await repo.usernameOf(tx, updated.userId)) };
      });
    },

    /** PUT /api/employee-roster/:id/account (ADR 080). */
    linkAccount: (id: number, input: LinkAccountInput, actor: Actor) =>
      db.transaction((tx) => link(tx, id, input.userId, actor, true)),

    /** The invite names the employee: linked in the invite's own transaction, never replacing an account. */
    linkInvited: (tx: Queryable, id: number, userId: number, actor: Actor) => link(tx, id, userId, actor, false),

    /** The employee on today's roster that this account belongs to, or null. */
    async employeeOfUser(userId: number) {
      const row = await repo.findOnRosterByUser(db, userId, today());
      return row ? { id: row.id, name: row.name, email: row.email } : null;
    },

    /** The roster's e-mail of each of these names (those on the roster). */
    emailsOf: (names: string[], on: Queryable = db) => repo.onRosterByNames(on, names, today()),
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
