import { z } from 'zod';
import { isIsoDate } from '../schedules/dates';
import { idParam, int32 } from '../validation/numbers';
import { multiLineText, singleLineText } from '../validation/text';
import { QUIZ_ERRORS, QUIZ_MESSAGES } from './messages';
import { extractQuizVideo, QUIZ_VIDEO_PATTERN } from './youtube';

/** Spec 02 §9: every question has four options. */
export const OPTIONS_PER_QUESTION = 4;
const MAX_QUESTIONS = 50;
export const TITLE_MAX = 200;
export const QUESTION_TEXT_MAX = 1000;
export const OPTION_MAX = 300;
/** Spec 02 §9: the quiz unlocks at 90% watched, polled every second. */
export const UNLOCK_FRACTION = 0.9;
export const WATCH_POLL_MS = 1000;
/** An unanswered question is sent as -1 and counts wrong (spec 02 §5). */
export const UNANSWERED = -1;

const answerIndex = int32({
  min: 0,
  max: OPTIONS_PER_QUESTION - 1,
  label: 'correctAnswerIndex',
  message: 'correctAnswerIndex must be 0, 1, 2 or 3',
});

/** One question as the Create Quiz dialog adds it: text, four options and the correct one. */
export const QuestionInputSchema = z.strictObject({
  text: multiLineText({
    max: QUESTION_TEXT_MAX,
    label: 'Question',
    trim: true,
    typeError: QUIZ_MESSAGES.questionFieldsRequired,
  }).min(1, QUIZ_MESSAGES.questionFieldsRequired),
  options: z
    .array(
      singleLineText({
        max: OPTION_MAX,
        label: 'Option',
        trim: true,
        typeError: QUIZ_MESSAGES.questionFieldsRequired,
      }).min(1, QUIZ_MESSAGES.questionFieldsRequired),
      { error: QUIZ_MESSAGES.questionFieldsRequired },
    )
    .length(OPTIONS_PER_QUESTION, QUIZ_MESSAGES.questionFieldsRequired),
  correctAnswerIndex: answerIndex,
});
export type QuestionInput = z.infer<typeof QuestionInputSchema>;

/**
 * The video id field: an id or any YouTube URL, reduced to the id; or the address of a video on
 * our own video host (a help desk upload), kept as its path (ADR 056).
 */
const VideoIdInputSchema = singleLineText({ max: 500, trim: true, typeError: QUIZ_MESSAGES.videoIdRequired })
  .min(1, QUIZ_MESSAGES.videoIdRequired)
  .refine((value) => extractQuizVideo(value) !== null, QUIZ_ERRORS.invalidVideoId)
  .transform((value) => extractQuizVideo(value) ?? value);

/** A start date on the stores' calendar (yyyy-mm-dd); today or later is checked on the server. */
const StartsOnSchema = z.string({ error: QUIZ_ERRORS.invalidStartsOn }).refine(isIsoDate, QUIZ_ERRORS.invalidStartsOn);

const quizContentFields = {
  title: singleLineText({ max: TITLE_MAX, label: 'Title', trim: true, typeError: QUIZ_MESSAGES.titleRequired }).min(
    1,
    QUIZ_MESSAGES.titleRequired,
  ),
  videoId: VideoIdInputSchema,
  questions: z
    .array(QuestionInputSchema, { error: QUIZ_MESSAGES.questionsRequired })
    .min(1, QUIZ_MESSAGES.questionsRequired)
    .max(MAX_QUESTIONS, `A quiz has at most ${MAX_QUESTIONS} questions`),
};

/**
 * POST /api/quizzes (spec 02 §7): the new quiz is always active, so isActive may only be true;
 * with a later `startsOn` it becomes active on that date (ADR 072).
 */
export const CreateQuizInputSchema = z.strictObject({
  ...quizContentFields,
  isActive: z.literal(true, { error: 'isActive must be true: a new quiz is always active' }).optional(),
  startsOn: StartsOnSchema.optional(),
});
export type CreateQuizInput = z.input<typeof CreateQuizInputSchema>;
export type CreateQuizData = z.output<typeof CreateQuizInputSchema>;

/** PUT /api/quizzes/{id}: the new title, video and questions (ADR 072). */
export const UpdateQuizInputSchema = z.strictObject(quizContentFields);
export type UpdateQuizInput = z.input<typeof UpdateQuizInputSchema>;
export type UpdateQuizData = z.output<typeof UpdateQuizInputSchema>;

export const QuizIdParamsSchema = z.strictObject({ id: idParam('id must be a quiz number') });

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const timestamp = z.iso.datetime({ offset: true });

/** A question as people taking the quiz see it: never the correct answer. */
const PublicQuestionSchema = z.strictObject({
  questionId: z.string(),
  text: z.string(),
  options: z.array(z.string()).length(OPTIONS_PER_QUESTION),
});
export type PublicQuestion = z.infer<typeof PublicQuestionSchema>;

/** A question as stored and as admins see it (spec 02 §3). */
const QuestionSchema = PublicQuestionSchema.extend({ correctAnswerIndex: z.number().int().min(0).max(3) });
export type Question = z.infer<typeof QuestionSchema>;

const quizFields = {
  id: z.number().int(),
  title: z.string(),
  videoId: z.string().regex(QUIZ_VIDEO_PATTERN),
  isActive: z.boolean(),
  weekStart: date,
  weekEnd: date,
};

/** GET /api/quizzes/{id} and /api/quizzes/active: the quiz without its answers. */
export const PublicQuizSchema = z.strictObject({
  ...quizFields,
  /** Empty until the caller has played 90 % of the video (ADR 082); `questionCount` says how many wait. */
  questions: z.array(PublicQuestionSchema),
  questionCount: z.number().int(),
  isUnlocked: z.boolean(),
});
export type PublicQuiz = z.infer<typeof PublicQuizSchema>;

/** GET /api/quizzes/current: the active quiz, or null while there is none (the dashboard's card). */
export const CurrentQuizSchema = PublicQuizSchema.nullable();
export type CurrentQuiz = z.infer<typeof CurrentQuizSchema>;

/** GET /api/quizzes and POST /api/quizzes (admin): the whole quiz. */
export const AdminQuizSchema = z.strictObject({
  ...quizFields,
  questions: z.array(QuestionSchema),
  createdAt: timestamp,
  createdBy: z.string(),
  resultCount: z.number().int(),
  /** active: taken now; scheduled: starts on scheduledFor; inactive: deactivated or replaced. */
  status: z.enum(['active', 'scheduled', 'inactive']),
  scheduledFor: date.nullable(),
  version: z.number().int(),
  replacesId: z.number().int().nullable(),
});
export type AdminQuiz = z.infer<typeof AdminQuizSchema>;
export const AdminQuizListSchema = z.array(AdminQuizSchema);

const chosenIndex = int32({
  min: UNANSWERED,
  max: OPTIONS_PER_QUESTION - 1,
  message: 'each answer must be -1 (unanswered), 0, 1, 2 or 3',
});

/**
 * POST /api/quizzes/{id}/submit: the chosen option of each question in order, or a map from
 * questionId to the chosen option (spec 02 §7 gives both readings). Missing answers count as -1.
 */
export const SubmitQuizInputSchema = z.strictObject({
  answers: z.union(
    [
      z.array(chosenIndex).max(MAX_QUESTIONS, QUIZ_ERRORS.tooManyAnswers),
      z
        .record(z.string().regex(/^q[1-9]\d{0,2}$/, 'answers keys must be question ids (q1, q2, …)'), chosenIndex)
        .refine((map) => Object.keys(map).length <= MAX_QUESTIONS, QUIZ_ERRORS.tooManyAnswers),
    ],
    { error: 'answers must be a list of option indexes or a map from questionId to option index' },
  ),
});
export type SubmitQuizInput = z.infer<typeof SubmitQuizInputSchema>;

/** A badge a person earned (spec 02 §3 "Badge: badgeName"; description and date are ours). */
const EarnedBadgeSchema = z.strictObject({
  key: z.string(),
  badgeName: z.string(),
  description: z.string(),
  earnedAt: timestamp,
});
export type EarnedBadge = z.infer<typeof EarnedBadgeSchema>;

/** Spec 02 §3 "Quiz result". */
const QuizResultSchema = z.strictObject({
  id: z.number().int(),
  userId: z.number().int(),
  quizId: z.number().int(),
  score: z.number().int(),
  totalQuestions: z.number().int(),
  points: z.number().int(),
  completedAt: timestamp,
});
export type QuizResult = z.infer<typeof QuizResultSchema>;
export const QuizResultListSchema = z.array(QuizResultSchema);

/**
 * One question as reviewed after submitting (issue #30): the person's choice and the right answer.
 * Only the submit response carries it, so the answers never reach the browser before submission.
 */
const ReviewedQuestionSchema = PublicQuestionSchema.extend({
  chosenIndex: z
    .number()
    .int()
    .min(UNANSWERED)
    .max(OPTIONS_PER_QUESTION - 1),
  correctAnswerIndex: z
    .number()
    .int()
    .min(0)
    .max(OPTIONS_PER_QUESTION - 1),
  isCorrect: z.boolean(),
});

/** Spec 02 §3 "Submit response": both readings, result nested and score at the top level; and the review. */
export const SubmitQuizResponseSchema = z.strictObject({
  result: QuizResultSchema,
  message: z.string(),
  score: z.number().int(),
  totalQuestions: z.number().int(),
  points: z.number().int(),
  badges: z.array(EarnedBadgeSchema),
  review: z.array(ReviewedQuestionSchema),
});
export type SubmitQuizResponse = z.infer<typeof SubmitQuizResponseSchema>;

/** GET /api/quizzes/results (admin): every result with the person and the quiz named. */
const AdminQuizResultSchema = QuizResultSchema.extend({ username: z.string(), quizTitle: z.string() });
export type AdminQuizResult = z.infer<typeof AdminQuizResultSchema>;
export const AdminQuizResultListSchema = z.array(AdminQuizResultSchema);

/** GET /api/quizzes/past: quizzes no longer active, each with the person's own result if any. */
const PastQuizSchema = z.strictObject({
  ...quizFields,
  questionCount: z.number().int(),
  myResult: z
    .strictObject({ score: z.number().int(), totalQuestions: z.number().int(), completedAt: timestamp })
    .nullable(),
});
export type PastQuiz = z.infer<typeof PastQuizSchema>;
export const PastQuizListSchema = z.array(PastQuizSchema);

/** GET /api/my-badges: the signed-in person's badges, newest first, with their points. */
export const MyBadgesSchema = z.strictObject({
  badges: z.array(EarnedBadgeSchema),
  totalPoints: z.number().int(),
  quizzesCompleted: z.number().int(),
  available: z.array(z.strictObject({ key: z.string(), badgeName: z.string(), description: z.string() })),
});
export type MyBadges = z.infer<typeof MyBadgesSchema>;
