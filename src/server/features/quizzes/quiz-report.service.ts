import {
  looksLikeMailAddress,
  NO_STORE_NAME,
  type CompletionReport,
  type RemindResponse,
  type ReportPerson,
  type ResultsExportQuery,
} from '#shared/quizzes/report';
import { QUIZ_ERRORS } from '#shared/quizzes/messages';
import { calendarDateIn, STORE_TIME_ZONE } from '#shared/quizzes/week';
import { addDays } from '#shared/schedules/dates';
import { STORES, type StoreCode } from '#shared/stores';
import { recordAudit } from '#server/audit/audit-log';
import type { Db, Queryable } from '#server/db/client';
import { toCsv, type ExportColumn } from '#server/exports/csv';
import { conflict, notFound } from '#server/http/errors';
import type { Mailer } from '#server/platform/mailer/port';
import * as reportRepo from './quiz-report.repo';
import * as repo from './quizzes.repo';

export interface QuizReportDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
}

interface Actor {
  id: number;
  username: string;
}

/**
 * Someone who took or should take a quiz, as the report and the reminders see them (ADR 083): the
 * account, the roster employee it is (today: the employee whose mail address is the username),
 * the store that employee last worked in, and where a reminder goes.
 */
export interface Trainee {
  userId: number;
  username: string;
  employeeName: string | null;
  store: StoreCode | null;
  mailTo: string | null;
}

const STORE_CODE_SET = new Set<string>(STORES.map((store) => store.code));

/**
 * The one place that says which employee and store an account is. Accounts and roster employees
 * are matched by the employee's mail address being the account's username; a direct link between
 * them replaces that match here and nowhere else.
 */
async function resolveTrainees(
  db: Queryable,
  takers: readonly { userId: number; username: string }[],
  onOrBefore: string,
): Promise<Trainee[]> {
  const staff = await reportRepo.listEmployeesWithMail(db);
  // An account linked to its employee (ADR 080) is that employee; otherwise the one whose e-mail is its username.
  const byUser = new Map(staff.flatMap((employee) => (employee.userId === null ? [] : [[employee.userId, employee]])));
  const byMail = new Map(staff.map((employee) => [(employee.email ?? '').toLowerCase(), employee]));
  const linked = takers.map((taker) => ({
    taker,
    employee: byUser.get(taker.userId) ?? byMail.get(taker.username.toLowerCase()) ?? null,
  }));
  const stores = await reportRepo.latestStoreOf(
    db,
    linked.flatMap(({ employee }) => (employee ? [employee.name] : [])),
    onOrBefore,
  );
  return linked.map(({ taker, employee }) => {
    const storeCode = employee ? stores.get(employee.name.toLowerCase()) : undefined;
    const mailTo = employee?.email ?? (looksLikeMailAddress(taker.username) ? taker.username : null);
    return {
      userId: taker.userId,
      username: taker.username,
      employeeName: employee?.name ?? null,
      store: storeCode && STORE_CODE_SET.has(storeCode) ? (storeCode as StoreCode) : null,
      mailTo,
    };
  });
}

/** Everyone who took or should take a quiz, each with their employee and store in its week. */
async function listTrainees(db: Queryable, quizId: number, weekEnd: string): Promise<Trainee[]> {
  return resolveTrainees(db, await reportRepo.listTakers(db, quizId), weekEnd);
}

/** The UTC instant a store-calendar day starts (the zone's offset at that day's noon). */
function startOfStoreDay(date: string, timeZone = STORE_TIME_ZONE): Date {
  const noon = new Date(`${date}T12:00:00.000Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .formatToParts(noon)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  const part = (type: string) => parts[type] ?? 0;
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - (local - noon.getTime()));
}

interface ExportRow {
  completedAt: Date;
  quizTitle: string;
  version: number;
  weekStart: string;
  username: string;
  employeeName: string | null;
  store: string;
  score: number;
  totalQuestions: number;
  points: number;
}

const EXPORT_COLUMNS: readonly ExportColumn<ExportRow>[] = [
  { header: 'Completed', value: (row) => row.completedAt },
  { header: 'Store day', value: (row) => calendarDateIn(row.completedAt) },
  { header: 'Quiz', value: (row) => row.quizTitle },
  { header: 'Version', value: (row) => row.version },
  { header: 'Week of', value: (row) => row.weekStart },
  { header: 'Username', value: (row) => row.username },
  { header: 'Employee', value: (row) => row.employeeName ?? '' },
  { header: 'Store', value: (row) => row.store },
  { header: 'Score', value: (row) => row.score },
  { header: 'Questions', value: (row) => row.totalQuestions },
  { header: 'Points', value: (row) => row.points },
];

const storeName = (store: StoreCode | null) => STORES.find((entry) => entry.code === store)?.name ?? NO_STORE_NAME;

export function createQuizReportService(deps: QuizReportDeps) {
  const { db, mailer, now } = deps;

  /** This week's quiz (or the one named) × everyone who took or should take it, by store. */
  async function report(quizId: number | undefined): Promise<CompletionReport> {
    const quiz = quizId === undefined ? await reportRepo.findReportQuiz(db) : await repo.findQuiz(db, quizId);
    if (!quiz) {
      if (quizId !== undefined) throw notFound(QUIZ_ERRORS.notFound);
      return { quiz: null, doneCount: 0, missingCount: 0, stores: [] };
    }
    const [trainees, results, reminded] = await Promise.all([
      listTrainees(db, quiz.id, quiz.weekEnd),
      reportRepo.listResultsOfQuiz(db, quiz.id),
      reportRepo.remindedOn(db, calendarDateIn(now())),
    ]);
    const resultOf = new Map(results.map((result) => [result.userId, result]));
    const groups = new Map<StoreCode | null, ReportPerson[]>();
    for (const trainee of trainees) {
      const result = resultOf.get(trainee.userId);
      const person: ReportPerson = {
        userId: trainee.userId,
        username: trainee.username,
        employeeName: trainee.employeeName,
        canBeMailed: trainee.mailTo !== null,
        result: result
          ? {
              score: result.score,
              totalQuestions: result.totalQuestions,
              completedAt: result.completedAt.toISOString(),
            }
          : null,
        remindedToday: reminded.has(trainee.userId),
      };
      groups.set(trainee.store, [...(groups.get(trainee.store) ?? []), person]);
    }
    const order: (StoreCode | null)[] = [...STORES.map((store) => store.code), null];
    const done = trainees.filter((trainee) => resultOf.has(trainee.userId)).length;
    return {
      quiz: {
        id: quiz.id,
        title: quiz.title,
        weekStart: quiz.weekStart,
        weekEnd: quiz.weekEnd,
        isActive: quiz.isActive,
      },
      doneCount: done,
      missingCount: trainees.length - done,
      stores: order.flatMap((store) => {
        const people = groups.get(store);
        return people ? [{ store, storeName: storeName(store), people }] : [];
      }),
    };
  }

  /**
   * Mails everyone who has not taken the active quiz yet, at most once per person per store day:
   * the day's claim and the mail are written in one transaction, so a repeated click sends nothing.
   */
  async function remind(quizId: number, actor: Actor): Promise<RemindResponse> {
    const quiz = await repo.findQuiz(db, quizId);
    if (!quiz || quiz.scheduledFor) throw notFound(QUIZ_ERRORS.notFound);
    if (!quiz.isActive) throw conflict(QUIZ_ERRORS.closed, 'quiz_closed');
    const at = now();
    const day = calendarDateIn(at);
    return db.transaction(async (tx) => {
      const trainees = await listTrainees(tx, quiz.id, quiz.weekEnd);
      const done = new Set((await reportRepo.listResultsOfQuiz(tx, quiz.id)).map((result) => result.userId));
      const answer = { sent: 0, skipped: 0, alreadyRemindedToday: 0, noAddress: 0 };
      for (const trainee of trainees.filter((person) => !done.has(person.userId))) {
        if (!trainee.mailTo) {
          answer.noAddress += 1;
          continue;
        }
        const claimed = await reportRepo.claimReminder(tx, {
          userId: trainee.userId,
          day,
          quizId: quiz.id,
          sentAt: at,
          sentById: actor.id,
        });
        if (!claimed) {
          answer.alreadyRemindedToday += 1;
          continue;
        }
        await mailer.send({
          to: trainee.mailTo,
          subject: `Reminder: this week's quiz, ${quiz.title}`,
          text: [
            `Hello ${trainee.employeeName ?? trainee.username},`,
            '',
            `This week's training quiz, "${quiz.title}", is waiting for you (week of ${quiz.weekStart} to ${quiz.weekEnd}).`,
            `Watch the video and answer the questions in Mission Control: /quiz/${quiz.id}`,
            '',
            `Sent by ${actor.username}.`,
          ].join('\n'),
          idempotencyKey: `quiz-reminder:${trainee.userId}:${day}`,
          tx,
        });
        answer.sent += 1;
      }
      answer.skipped = answer.alreadyRemindedToday + answer.noAddress;
      await recordAudit(tx, {
        action: 'quiz.remind',
        actor,
        subject: `quiz:${quiz.id}`,
        after: { day, ...answer },
        at,
      });
      return answer;
    });
  }

  /** Every result completed on the store days from `from` to `to`, as a formula-safe CSV. */
  async function exportResults(range: ResultsExportQuery): Promise<Buffer> {
    const rows = await reportRepo.listResultsBetween(
      db,
      startOfStoreDay(range.from),
      startOfStoreDay(addDays(range.to, 1)),
    );
    const people = new Map(
      rows.map((row) => [row.result.userId, { userId: row.result.userId, username: row.username }]),
    );
    const trainees = new Map(
      (await resolveTrainees(db, [...people.values()], range.to)).map((trainee) => [trainee.userId, trainee]),
    );
    return toCsv(
      rows.map((row): ExportRow => {
        const trainee = trainees.get(row.result.userId);
        return {
          completedAt: row.result.completedAt,
          quizTitle: row.quizTitle,
          version: row.version,
          weekStart: row.weekStart,
          username: row.username,
          employeeName: trainee?.employeeName ?? null,
          store: trainee?.store ? storeName(trainee.store) : '',
          score: row.result.score,
          totalQuestions: row.result.totalQuestions,
          points: row.result.points,
        };
      }),
      EXPORT_COLUMNS,
    );
  }

  return { report, remind, exportResults };
}

export type QuizReportService = ReturnType<typeof createQuizReportService>;
