import { addDays, formatShift } from '#shared/schedules/dates';
import {
  changedPeople,
  PUBLISH_MESSAGES as M,
  type Publication,
  type PublishedShift,
  type PublishInput,
  type PublishResponse,
} from '#shared/schedules/publish';
import { storeNameOf, type StoreCode } from '#shared/stores';
import type { AreaDeps } from '#server/areas/area';
import { recordAudit } from '#server/audit/audit-log';
import type { Queryable } from '#server/db/client';
import { conflict } from '#server/http/errors';
import * as repo from './schedules.repo';

type Deps = Pick<AreaDeps, 'db' | 'now' | 'services' | 'mailer'>;
type Actor = { id: number; username: string };

const lower = (value: string) => value.toLowerCase();
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const weekdayOf = (date: string) => WEEKDAY.format(new Date(`${date}T00:00:00.000Z`));

const published = (rows: repo.ShiftRow[]): PublishedShift[] =>
  rows.map((row) => ({ employee: row.employeeName, date: row.date, startTime: row.startTime, endTime: row.endTime }));

async function weekShifts(db: Queryable, store: StoreCode, weekStart: string) {
  return published(await repo.shiftsBetween(db, [store], weekStart, addDays(weekStart, 6)));
}

/**
 * Publishing a store's week (ADR 081): the first time, everyone scheduled there is mailed their
 * shifts; afterwards, publishing again mails only those whose shifts changed, one mail per person.
 */
export function createPublishService(deps: Deps) {
  const employeesService = deps.services.need('employees', 'schedules');
  return {
    /** The week editor's state: last published when and by whom, and whose shifts changed since. */
    async publicationOf(store: StoreCode, weekStart: string, shifts: PublishedShift[]): Promise<Publication | null> {
      const row = await repo.findPublication(deps.db, store, weekStart);
      if (!row || row.version === 0) return null;
      return {
        version: row.version,
        publishedAt: row.publishedAt.toISOString(),
        publishedBy: row.publishedBy,
        changed: changedPeople(row.shifts, shifts),
      };
    },

    async publish(input: PublishInput, actor: Actor): Promise<PublishResponse> {
      const employees = employeesService();
      return deps.db.transaction(async (tx) => {
        const previous = await repo.lockPublication(tx, input.store, input.weekStart, deps.now());
        const shifts = await weekShifts(tx, input.store, input.weekStart);
        const isFirst = previous.version === 0;
        if (isFirst && shifts.length === 0) throw conflict(M.noShifts, 'no_shifts');
        const people = isFirst
          ? [...new Map(shifts.map((shift) => [lower(shift.employee), shift.employee])).values()].sort((a, b) =>
              a.localeCompare(b),
            )
          : changedPeople(previous.shifts, shifts);
        if (people.length === 0) throw conflict(M.nothingChanged, 'nothing_changed');
        const version = previous.version + 1;
        const emails = new Map((await employees.emailsOf(people, tx)).map((entry) => [lower(entry.name), entry.email]));
        const storeName = `${storeNameOf(input.store)} (${input.store})`;
        const mailed: string[] = [];
        const withoutEmail: string[] = [];
        for (const person of people) {
          const email = emails.get(lower(person));
          if (!email) {
            withoutEmail.push(person);
            continue;
          }
          const own = shifts
            .filter((shift) => lower(shift.employee) === lower(person))
            .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
          const lines = own.length
            ? own.map(
                (shift) => `${weekdayOf(shift.date)} ${shift.date}  ${formatShift(shift.startTime, shift.endTime)}`,
              )
            : ['No shifts at this store this week.'];
          await deps.mailer.send({
            to: email,
            subject: isFirst
              ? `Your shifts at ${storeName}, week of ${input.weekStart}`
              : `Schedule change at ${storeName}, week of ${input.weekStart}`,
            text: [
              `Hello ${person},`,
              '',
              isFirst
                ? `The schedule for the week of ${input.weekStart} is published. Your shifts at ${storeName}:`
                : `Your shifts at ${storeName} for the week of ${input.weekStart} have changed. They are now:`,
              '',
              ...lines,
            ].join('\n'),
            idempotencyKey: `schedule-publish:${input.store}:${input.weekStart}:${version}:${lower(person)}`,
            tx,
          });
          mailed.push(person);
        }
        await repo.savePublication(tx, input.store, input.weekStart, {
          version,
          shifts,
          publishedBy: actor.username,
          publishedAt: deps.now(),
        });
        await recordAudit(tx, {
          action: 'schedule.publish',
          actor,
          subject: `store:${input.store}`,
          after: { weekStart: input.weekStart, version, mailed, withoutEmail },
          at: deps.now(),
        });
        return { version, mailed, withoutEmail };
      });
    },
  };
}
export type PublishService = ReturnType<typeof createPublishService>;
