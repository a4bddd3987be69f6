import { BADGE_RULES, newlyEarnedBadges, pointsFor, resultMessage } from '../../../shared/quizzes/badges';
import { QUIZ_ERRORS } from '../../../shared/quizzes/messages';
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
} from '../../../shared/quizzes/schemas';
import { quizWeekAt } from '../../../shared/quizzes/week';
import { localVideoIdOf } from '../../../shared/quizzes/youtube';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import * as repo from './quizzes.repo';

export interface QuizzesDeps {
  db: Db;
  now: () => Date;
}

export interface QuizActor {
  id: number;
  username: string;
}

export const toPublicQuiz = (row: repo.QuizRow): PublicQuiz => ({
  id: row.id,
  title: row.title,
  videoId: row.videoId,
  isActive: row.isActive,
  weekStart: row.weekStart,
  weekEnd: row.weekEnd,
  // Built field by field: the correct answer must never leave the server with the quiz.
  questions: row.questions.map(({ questionId, text, options }) => ({ questionId, text, options })),
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
});

export const toQuizResult = (row: repo.QuizResultRow): QuizResult => ({
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
export function answersInOrder(answers: SubmitQuizInput['answers'], questionIds: readonly string[]): number[] {
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

  /** A new quiz is active for the current store week; the previous active quiz stops being active. */
  async function createQuiz(input: CreateQuizData, actor: QuizActor): Promise<AdminQuiz> {
    const videoId = await playableVideo(input.videoId);
    const createdAt = now();
    const week = quizWeekAt(createdAt);
    const row = await db.transaction(async (tx) => {
      await repo.lockActiveQuiz(tx);
      await repo.deactivateAll(tx);
      const quiz = await repo.insertQuiz(tx, {
        title: input.title,
        videoId,
        questions: input.questions.map((question, index) => ({
          questionId: `q${index + 1}`,
          text: question.text,
          options: question.options,
          correctAnswerIndex: question.correctAnswerIndex,
        })),
        isActive: true,
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
        after: { title: quiz.title, videoId: quiz.videoId, questions: quiz.questions.length, ...week },
        at: createdAt,
      });
      return quiz;
    });
    return toAdminQuiz(row, 0);
  }

  async function listQuizzes(): Promise<AdminQuiz[]> {
    const rows = await repo.listQuizzes(db);
    return rows.map(({ quiz, resultCount }) => toAdminQuiz(quiz, Number(resultCount)));
  }

  async function getQuiz(id: number): Promise<PublicQuiz> {
    const row = await repo.findQuiz(db, id);
    if (!row) throw notFound(QUIZ_ERRORS.notFound);
    return toPublicQuiz(row);
  }

  async function getActiveQuiz(): Promise<PublicQuiz> {
    const quiz = await getCurrentQuiz();
    if (!quiz) throw notFound(QUIZ_ERRORS.noActiveQuiz, 'no_active_quiz');
    return quiz;
  }

  /** The active quiz, or null while there is none. */
  async function getCurrentQuiz(): Promise<PublicQuiz | null> {
    const row = await repo.findActiveQuiz(db);
    return row ? toPublicQuiz(row) : null;
  }

  /** Scores on the server, once per person and quiz, and awards the badges the result earns. */
  async function submit(quizId: number, input: SubmitQuizInput, actor: QuizActor): Promise<SubmitQuizResponse> {
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
    listQuizzes,
    getQuiz,
    getActiveQuiz,
    getCurrentQuiz,
    submit,
    myResults,
    allResults,
    pastQuizzes,
    myBadges,
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
