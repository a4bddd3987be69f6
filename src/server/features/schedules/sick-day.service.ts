import { addDays, dateInZone, STORE_TIME_ZONE } from '#shared/schedules/dates';
import {
  SICK_DAY_MESSAGES as M,
  type Recipients,
  type SickDayInput,
  type SickDayResponse,
} from '#shared/schedules/sick-day';
import { STORE_CODES, storeNameOf, type StoreCode } from '#shared/stores';
import type { AreaDeps } from '#server/areas/area';
import { recordAudit } from '#server/audit/audit-log';
import { badRequest, forbidden } from '#server/http/errors';
import { REQUEST_MESSAGES } from '#shared/schedules/requests';
import { createRoster } from './schedules.service';
import * as repo from './schedules.repo';

type Actor = { id: number; username: string; role?: 'admin' | 'associate' };

/**
 * Sick day notification (spec 01 §2.7): stored once per employee and date, shown on the schedule,
 * and mailed to the store's recipients in the same transaction (ADR 041).
 */
export function createSickDayService(deps: Pick<AreaDeps, 'db' | 'now' | 'services' | 'mailer'>) {
  const roster = createRoster(deps);
  const employees = deps.services.need('employees', 'schedules');
  return {
    async report(input: SickDayInput, actor: Actor): Promise<SickDayResponse> {
      const today = dateInZone(deps.now(), STORE_TIME_ZONE);
      if (input.date < addDays(today, -366) || input.date > addDays(today, 366))
        throw badRequest(`date: ${M.dateTooFar}`);
      // An associate linked to an employee reports for themselves only (ADR 080).
      if (actor.role === 'associate') {
        const own = await employees().employeeOfUser(actor.id);
        if (own && own.name.toLowerCase() !== input.employeeName.toLowerCase())
          throw forbidden(REQUEST_MESSAGES.onlyYourself, 'only_yourself');
      }
      const employeeName = await roster.resolve(input.employeeName);
      if (employeeName === null) throw badRequest(M.unknownEmployee, 'unknown_employee');
      return deps.db.transaction(async (tx) => {
        const row = await repo.insertSick(tx, {
          employeeName,
          storeCode: input.store,
          date: input.date,
          reportedById: actor.id,
          reportedBy: actor.username,
          createdAt: deps.now(),
        });
        if (!row) {
          const existing = await repo.findSick(tx, employeeName, input.date);
          if (!existing) throw new Error('sick day notice vanished');
          return {
            id: existing.id,
            employeeName: existing.employeeName,
            store: existing.storeCode as StoreCode,
            date: existing.date,
            isDuplicate: true,
            notifiedCount: 0,
          };
        }
        const recipients = await repo.recipientsOf(tx, input.store);
        if (recipients.length > 0)
          await deps.mailer.send({
            to: recipients,
            subject: `Sick day: ${employeeName} on ${input.date}`,
            text: [
              `${employeeName} will not be in on ${input.date} (sick day).`,
              `Store: ${storeNameOf(input.store)} (${input.store})`,
              `Reported by ${actor.username}.`,
            ].join('\n'),
            idempotencyKey: `sick-day:${row.id}`,
            tx,
          });
        await recordAudit(tx, {
          action: 'sick-day.report',
          actor,
          subject: `sick-day:${row.id}`,
          after: { employeeName, store: input.store, date: input.date, recipients: recipients.length },
          at: deps.now(),
        });
        return {
          id: row.id,
          employeeName,
          store: input.store,
          date: input.date,
          isDuplicate: false,
          notifiedCount: recipients.length,
        };
      });
    },
    async recipients(): Promise<Recipients> {
      const rows = await repo.listRecipients(deps.db);
      return {
        recipients: STORE_CODES.map((store) => ({
          store,
          emails: rows.filter((row) => row.storeCode === store).map((row) => row.email),
        })),
      };
    },
    async setRecipients(store: StoreCode, emails: string[], actor: Actor) {
      const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
      await deps.db.transaction(async (tx) => {
        const before = await repo.recipientsOf(tx, store);
        await repo.replaceRecipients(tx, store, unique);
        await recordAudit(tx, {
          action: 'sick-day.recipients',
          actor,
          subject: `store:${store}`,
          before,
          after: unique,
          at: deps.now(),
        });
      });
      return { store, emails: unique.sort() };
    },
  };
}
export type SickDayService = ReturnType<typeof createSickDayService>;
