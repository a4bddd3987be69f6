import { BADGE_RULES, newlyEarnedBadges, pointsFor, resultMessage } from '#shared/quizzes/badges';
import { QUIZ_ERRORS } from '#shared/quizzes/messages';
import {
  UNANSWERED,
  type AdminQuiz,
  type AdminQuizResult,
  type CreateQuizData,
  type EarnedBadge,
  type MyBadges,
  type PastQuiz,
  type PublicQuiz,
  type QuizResult,
  type SubmitQuizInput,
  type SubmitQuizResponse,
  type UpdateQuizData,
} from '#shared/quizzes/schemas';
import { calendarDateIn, quizWeekAt, weekOfDate } from '#shared/quizzes/week';
import { localVideoIdOf } from '#shared/quizzes/youtube';
import { addReport, isWatchUnlocked, type WatchReportInput, type WatchStatus } from '#shared/quizzes/watch';
import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import type { Queryable } from '#server/db/client';
import { badRequest, conflict, notFound } from '#server/http/errors';
import * as repo from './quizzes.repo';

export interface QuizzesDeps {
  db: Db;
  now: () => Date;
}

export interface QuizActor {
  id: number;
  username: string;
}

/** The quiz without its answers; its questions only once the caller has played 90 % of the video (ADR 082). */
const toPublicQuiz = (row: repo.QuizRow, isUnlocked: boolean): PublicQuiz => ({
  id: row.id,
  title: row.title,
  videoId: row.videoId,
  isActive: row.isActive,
  weekStart: row.weekStart,
  weekEnd: row.weekEnd,
  // Built field by field: the correct answer must never leave the server with the quiz.
  questions: isUnlocked ? row.questions.map(({ questionId, text, options }) => ({ questionId, text, options })) : [],
  questionCount: row.questions.length,
  isUnlocked,
});

const toAdminQuiz = (row: repo.QuizRow, resultCount: number): AdminQuiz => ({
  id: row.id,
  title: row.title,
  videoId: row.videoId,
  isActive: row.isActive,
  weekStart: row.weekStart,
  weekEnd: row.weekEnd,
  questions: row.questions,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  resultCount,
  status: row.isActive ? 'active' : row.scheduledFor ? 'scheduled' : 'inactive',
  scheduledFor: row.scheduledFor,
  version: row.version,
  replacesId: row.replacesId,
});

const storedQuestions = (questions: UpdateQuizData['questions']) =>
  questions.map((question, index) => ({
    questionId: `q${index + 1}`,
    text: question.text,
    options: question.options,
    correctAnswerIndex: question.correctAnswerIndex,
  }));

const toQuizResult = (row: repo.QuizResultRow): QuizResult => ({
  id: row.id,
  userId: row.userId,
  quizId: row.quizId,
  score: row.score,
  totalQuestions: row.totalQuestions,
  points: row.points,
  completedAt: row.completedAt.toISOString(),
});

const RULES_BY_KEY = new Map(BADGE_RULES.map((rule) => [rule.key, rule]));

const toEarnedBadge = (row: { badgeKey: string; earnedAt: Date }): EarnedBadge => {
  const rule = RULES_BY_KEY.get(row.badgeKey);
  return {
    key: row.badgeKey,
    badgeName: rule?.badgeName ?? row.badgeKey,
    description: rule?.description ?? '',
    earnedAt: row.earnedAt.toISOString(),
  };
};

/** Answers that do not fit the quiz are the request's fault: 400. */
const invalidAnswers = (message: string) => badRequest(message, 'invalid_answers');

/** The chosen option of each question in order; -1 where none was given (spec 02 §5). */
function answersInOrder(answers: SubmitQuizInput['answers'], questionIds: readonly string[]): number[] {
  if (Array.isArray(answers)) {
    if (answers.length > questionIds.length) throw invalidAnswers(QUIZ_ERRORS.tooManyAnswers);
    return questionIds.map((_, index) => answers[index] ?? UNANSWERED);
  }
  const known = new Set(questionIds);
  const unknown = Object.keys(answers).find((questionId) => !known.has(questionId));
  if (unknown !== undefined) throw invalidAnswers(QUIZ_ERRORS.unknownQuestion(unknown));
  return questionIds.map((questionId) => answers[questionId] ?? UNANSWERED);
}

export function createQuizzesService(deps: QuizzesDeps) {
  const { db, now } = deps;

  /**
   * A help desk video must be ready to play; one published to YouTube is kept as its YouTube id, so
   * the quiz plays it in the YouTube player like any other (ADR 056).
   */
  async function playableVideo(videoId: string): Promise<string> {
    const localId = localVideoIdOf(videoId);
    if (!localId) return videoId;
    const video = await repo.findVideo(db, localId);
    if (!video || video.status !== 'ready') throw badRequest(QUIZ_ERRORS.videoNotReady, 'video_not_ready');
    return video.host === 'youtube' && video.externalId ? video.externalId : videoId;
  }

  /**
   * A new quiz is active for the current store week and the previous active quiz stops being
   * active; with a later start date it waits, and starts on that date (ADR 072).
   */
  async function createQuiz(input: CreateQuizData, actor: QuizActor): Promise<AdminQuiz> {
    const videoId = await playableVideo(input.videoId);
    const createdAt = now();
    const today = calendarDateIn(createdAt);
    if (input.startsOn !== undefined && input.startsOn < today)
      throw badRequest(QUIZ_ERRORS.startsOnPast, 'starts_on_past');
    const scheduledFor = input.startsOn !== undefined && input.startsOn > today ? input.startsOn : null;
    const week = scheduledFor ? weekOfDate(scheduledFor) : quizWeekAt(createdAt);
    const row = await db.transaction(async (tx) => {
      await repo.lockActiveQuiz(tx);
      if (!scheduledFor) await repo.deactivateAll(tx);
      const quiz = await repo.insertQuiz(tx, {
        title: input.title,
        videoId,
        questions: storedQuestions(input.questions),
        isActive: !scheduledFor,
        scheduledFor,
        weekStart: week.weekStart,
        weekEnd: week.weekEnd,
        createdAt,
        createdById: actor.id,
        createdBy: actor.username,
      });
      await recordAudit(tx, {
        action: 'quiz.create',
        actor,
        subject: `quiz:${quiz.id}`,
        after: { title: quiz.title, videoId: quiz.videoId, questions: quiz.questions.length, scheduledFor, ...week },
        at: createdAt,
      });
      return quiz;
    });
    return toAdminQuiz(row, 0);
  }

  /**
   * Starts the scheduled quizzes whose date has come: the latest becomes the active quiz for its
   * week, earlier ones overtaken by it are left inactive. Cheap when none is due (one indexed read).
   */
  async function startDueQuizzes(): Promise<void> {
    const at = now();
    const today = calendarDateIn(at);
    if ((await repo.listDueScheduled(db, today).limit(1)).length === 0) return;
    await db.transaction(async (tx) => {
      await repo.lockActiveQuiz(tx);
      const due = await repo.listDueScheduled(tx, today);
      const [starting, ...overtaken] = due;
      if (!starting) return;
      await repo.deactivateAll(tx);
      await repo.updateQuiz(tx, starting.id, { isActive: true, scheduledFor: null });
      for (const quiz of overtaken) await repo.updateQuiz(tx, quiz.id, { scheduledFor: null });
      await recordAudit(tx, {
        action: 'quiz.start',
        actor: null,
        subject: `quiz:${starting.id}`,
        after: { scheduledFor: starting.scheduledFor, overtaken: overtaken.map((quiz) => quiz.id) },
        at,
      });
    });
  }

  /**
   * Edits a quiz in place until someone has answered it; after that the edit is its next version,
   * a new quiz taking its place (active or scheduled as it was), so every result keeps the
   * questions it answered (ADR 072). Editing a replaced version is refused.
   */
  async function updateQuiz(id: number, input: UpdateQuizData, actor: QuizActor): Promise<AdminQuiz> {
    const videoId = await playableVideo(input.videoId);
    const at = now();
    return db.transaction(async (tx) => {
      await repo.lockActiveQuiz(tx);
      const quiz = await repo.findQuizForUpdate(tx, id);
      if (!quiz) throw notFound(QUIZ_ERRORS.notFound);
      if (await repo.findNextVersion(tx, id)) throw conflict(QUIZ_ERRORS.superseded, 'quiz_superseded');
      const content = { title: input.title, videoId, questions: storedQuestions(input.questions) };
      const resultCount = await repo.countResultsOf(tx, id);
      if (resultCount === 0) {
        const row = await repo.updateQuiz(tx, id, content);
        await recordAudit(tx, {
          action: 'quiz.update',
          actor,
          subject: `quiz:${id}`,
          before: { title: quiz.title, videoId: quiz.videoId, questions: quiz.questions.length },
          after: { title: row.title, videoId: row.videoId, questions: row.questions.length },
          at,
        });
        return toAdminQuiz(row, 0);
      }
      await repo.updateQuiz(tx, id, { isActive: false, scheduledFor: null });
      const next = await repo.insertQuiz(tx, {
        ...content,
        isActive: quiz.isActive,
        scheduledFor: quiz.scheduledFor,
        weekStart: quiz.weekStart,
        weekEnd: quiz.weekEnd,
        createdAt: at,
        createdById: actor.id,
        createdBy: actor.username,
        version: quiz.version + 1,
        replacesId: quiz.id,
      });
      await recordAudit(tx, {
        action: 'quiz.new_version',
        actor,
        subject: `quiz:${next.id}`,
        before: { quizId: id, version: quiz.version, results: resultCount },
        after: { title: next.title, videoId: next.videoId, questions: next.questions.length, version: next.version },
        at,
      });
      return toAdminQuiz(next, 0);
    });
  }

  /** Stops a quiz being taken (or stops it starting); it moves to the training archive. */
  async function deactivateQuiz(id: number, actor: QuizActor): Promise<AdminQuiz> {
    const at = now();
    return db.transaction(async (tx) => {
      const quiz = await repo.findQuizForUpdate(tx, id);
      if (!quiz) throw notFound(QUIZ_ERRORS.notFound);
      const row = await repo.updateQuiz(tx, id, { isActive: false, scheduledFor: null });
      if (quiz.isActive || quiz.scheduledFor)
        await recordAudit(tx, {
          action: 'quiz.deactivate',
          actor,
          subject: `quiz:${id}`,
          before: { isActive: quiz.isActive, scheduledFor: quiz.scheduledFor },
          at,
        });
      return toAdminQuiz(row, await repo.countResultsOf(tx, id));
    });
  }

  /** Hides a quiz for good; its results are kept and still listed (ADR 072). */
  async function deleteQuiz(id: number, actor: QuizActor): Promise<void> {
    const at = now();
    await db.transaction(async (tx) => {
      const quiz = await repo.findQuizForUpdate(tx, id);
      if (!quiz) throw notFound(QUIZ_ERRORS.notFound);
      await repo.updateQuiz(tx, id, { isActive: false, scheduledFor: null, deletedAt: at });
      await recordAudit(tx, {
        action: 'quiz.delete',
        actor,
        subject: `quiz:${id}`,
        before: { title: quiz.title, isActive: quiz.isActive, results: await repo.countResultsOf(tx, id) },
        at,
      });
    });
  }

  async function listQuizzes(): Promise<AdminQuiz[]> {
    await startDueQuizzes();
    const rows = await repo.listQuizzes(db);
    return rows.map(({ quiz, resultCount }) => toAdminQuiz(quiz, Number(resultCount)));
  }

  /** Whether this person has played 90 % of the quiz's video (ADR 082). */
  async function hasWatched(q: Queryable, userId: number, quizId: number): Promise<boolean> {
    const watch = await repo.findWatch(q, userId, quizId);
    return watch !== undefined && isWatchUnlocked(watch.watchedSeconds, watch.durationSeconds);
  }

  async function getQuiz(id: number, userId: number): Promise<PublicQuiz> {
    await startDueQuizzes();
    const row = await repo.findQuiz(db, id);
    // A quiz waiting for its start date is not shown to anyone taking quizzes yet.
    if (!row || row.scheduledFor) throw notFound(QUIZ_ERRORS.notFound);
    return toPublicQuiz(row, await hasWatched(db, userId, row.id));
  }

  async function getActiveQuiz(userId: number): Promise<PublicQuiz> {
    const quiz = await getCurrentQuiz(userId);
    if (!quiz) throw notFound(QUIZ_ERRORS.noActiveQuiz, 'no_active_quiz');
    return quiz;
  }

  /** The active quiz, or null while there is none. */
  async function getCurrentQuiz(userId: number): Promise<PublicQuiz | null> {
    await startDueQuizzes();
    const row = await repo.findActiveQuiz(db);
    return row ? toPublicQuiz(row, await hasWatched(db, userId, row.id)) : null;
  }

  /**
   * Adds what the player reports as played to the union kept for this person and quiz. The first
   * report pins the duration and starts the clock; the played time may then grow by at most twice
   * the wall-clock time since the last accepted report (plus a little slack), so a report that
   * claims more is not counted (ADR 082).
   */
  async function reportWatch(quizId: number, input: WatchReportInput, actor: QuizActor): Promise<WatchStatus> {
    await startDueQuizzes();
    const quiz = await repo.findQuiz(db, quizId);
    if (!quiz || quiz.scheduledFor) throw notFound(QUIZ_ERRORS.notFound);
    const at = now();
    return db.transaction(async (tx) => {
      await repo.lockPerson(tx, actor.id);
      const before = await repo.findWatch(tx, actor.id, quizId);
      const durationSeconds = before?.durationSeconds ?? input.durationSeconds;
      const lastReportAt = before?.lastReportAt ?? at;
      const counted = addReport(
        before ?? { ranges: [], watchedSeconds: 0 },
        input.ranges,
        durationSeconds,
        at.getTime() - lastReportAt.getTime(),
      );
      if (counted.accepted || !before)
        await repo.saveWatch(tx, {
          userId: actor.id,
          quizId,
          durationSeconds,
          ranges: counted.ranges,
          watchedSeconds: counted.watchedSeconds,
          lastReportAt: counted.accepted ? at : lastReportAt,
          startedAt: before?.startedAt ?? at,
        });
      const isUnlocked = isWatchUnlocked(counted.watchedSeconds, durationSeconds);
      if (isUnlocked && !(before && isWatchUnlocked(before.watchedSeconds, before.durationSeconds)))
        await recordAudit(tx, {
          action: 'quiz.watched',
          actor,
          subject: `quiz:${quizId}`,
          after: { watchedSeconds: Math.round(counted.watchedSeconds), durationSeconds: Math.round(durationSeconds) },
          at,
        });
      return {
        watchedSeconds: counted.watchedSeconds,
        durationSeconds,
        fraction: Math.min(1, counted.watchedSeconds / durationSeconds),
        isUnlocked,
        accepted: counted.accepted,
      };
    });
  }

  /** Scores on the server, once per person and quiz, and awards the badges the result earns. */
  async function submit(quizId: number, input: SubmitQuizInput, actor: QuizActor): Promise<SubmitQuizResponse> {
    await startDueQuizzes();
    const quiz = await repo.findQuiz(db, quizId);
    if (!quiz) throw notFound(QUIZ_ERRORS.notFound);
    const answers = answersInOrder(
      input.answers,
      quiz.questions.map((question) => question.questionId),
    );
    const completedAt = now();
    return db.transaction(async (tx) => {
      await repo.lockPerson(tx, actor.id);
      // Read again under the lock: the quiz may have been replaced as the active one meanwhile.
      const current = await repo.findQuiz(tx, quizId);
      if (!current) throw notFound(QUIZ_ERRORS.notFound);
      if (await repo.findResult(tx, actor.id, quizId))
        throw conflict(QUIZ_ERRORS.alreadyCompleted, 'already_completed');
      if (!current.isActive) throw conflict(QUIZ_ERRORS.closed, 'quiz_closed');
      if (!(await hasWatched(tx, actor.id, quizId))) throw conflict(QUIZ_ERRORS.watchIncomplete, 'watch_incomplete');
      const totalQuestions = current.questions.length;
      const score = current.questions.filter(
        (question, index) => answers[index] === question.correctAnswerIndex,
      ).length;
      const points = pointsFor(score, totalQuestions);
      const result = await repo.insertResultOnce(tx, {
        userId: actor.id,
        quizId,
        score,
        totalQuestions,
        points,
        answers,
        completedAt,
      });
      if (!result) throw conflict(QUIZ_ERRORS.alreadyCompleted, 'already_completed');
      const history = await repo.historyOf(tx, actor.id);
      const earned = new Set((await repo.listBadgesOf(tx, actor.id)).map((badge) => badge.badgeKey));
      const inserted = await repo.insertBadges(
        tx,
        newlyEarnedBadges(history, earned).map((rule) => ({
          userId: actor.id,
          badgeKey: rule.key,
          quizResultId: result.id,
          earnedAt: completedAt,
        })),
      );
      await recordAudit(tx, {
        action: 'quiz.submit',
        actor,
        subject: `quiz:${quizId}`,
        after: { score, totalQuestions, points, badges: inserted.map((badge) => badge.badgeKey) },
        at: completedAt,
      });
      const order = new Map(BADGE_RULES.map((rule, index) => [rule.key, index]));
      return {
        result: toQuizResult(result),
        message: resultMessage(score, totalQuestions),
        score,
        totalQuestions,
        points,
        badges: inserted
          .toSorted((a, b) => (order.get(a.badgeKey) ?? 0) - (order.get(b.badgeKey) ?? 0))
          .map(toEarnedBadge),
        // Only now, once the answers are in, does the right answer of each question leave the server.
        review: current.questions.map((question, index) => {
          const chosenIndex = answers[index] ?? UNANSWERED;
          return {
            questionId: question.questionId,
            text: question.text,
            options: question.options,
            chosenIndex,
            correctAnswerIndex: question.correctAnswerIndex,
            isCorrect: chosenIndex === question.correctAnswerIndex,
          };
        }),
      };
    });
  }

  async function myResults(userId: number): Promise<QuizResult[]> {
    return (await repo.listResultsOf(db, userId)).map(toQuizResult);
  }

  async function allResults(): Promise<AdminQuizResult[]> {
    const rows = await repo.listAllResults(db);
    return rows.map(({ result, username, quizTitle }) => ({ ...toQuizResult(result), username, quizTitle }));
  }

  async function pastQuizzes(userId: number): Promise<PastQuiz[]> {
    await startDueQuizzes();
    const rows = await repo.listPastQuizzes(db, userId);
    return rows.map(({ quiz, result }) => ({
      id: quiz.id,
      title: quiz.title,
      videoId: quiz.videoId,
      isActive: quiz.isActive,
      weekStart: quiz.weekStart,
      weekEnd: quiz.weekEnd,
      questionCount: quiz.questions.length,
      myResult: result
        ? { score: result.score, totalQuestions: result.totalQuestions, completedAt: result.completedAt.toISOString() }
        : null,
    }));
  }

  async function myBadges(userId: number): Promise<MyBadges> {
    const [badges, results] = await Promise.all([repo.listBadgesOf(db, userId), repo.listResultsOf(db, userId)]);
    const earned = new Set(badges.map((badge) => badge.badgeKey));
    return {
      badges: badges.map(toEarnedBadge),
      totalPoints: results.reduce((sum, result) => sum + result.points, 0),
      quizzesCompleted: results.length,
      available: BADGE_RULES.filter((rule) => !earned.has(rule.key)).map(({ key, badgeName, description }) => ({
        key,
        badgeName,
        description,
      })),
    };
  }

  return {
    createQuiz,
    updateQuiz,
    deactivateQuiz,
    deleteQuiz,
    startDueQuizzes,
    listQuizzes,
    getQuiz,
    getActiveQuiz,
    getCurrentQuiz,
    reportWatch,
    submit,
    myResults,
    allResults,
    pastQuizzes,
    myBadges,
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
