import { z } from 'zod';
import {
  CreateQuizInputSchema,
  OPTIONS_PER_QUESTION,
  type AdminQuiz,
  type QuestionInput,
} from '#shared/quizzes/schemas';

/** The quiz dialog's fields: the start date is typed text, empty for "start now". */
export interface QuizDraft {
  title: string;
  videoId: string;
  startsOn: string;
  questions: QuestionInput[];
}

export const EMPTY_QUIZ_DRAFT: QuizDraft = { title: '', videoId: '', startsOn: '', questions: [] };

export const quizDraftOf = (quiz: AdminQuiz | null): QuizDraft =>
  quiz
    ? {
        title: quiz.title,
        videoId: quiz.videoId,
        startsOn: '',
        questions: quiz.questions.map(({ text, options, correctAnswerIndex }) => ({
          text,
          options,
          correctAnswerIndex,
        })),
      }
    : EMPTY_QUIZ_DRAFT;

export const emptyQuestion = (): QuestionInput => ({
  text: '',
  options: Array.from({ length: OPTIONS_PER_QUESTION }, () => ''),
  correctAnswerIndex: 0,
});

/**
 * The dialog read into POST /api/quizzes's own schema: a new quiz starts on the date given (none:
 * now). An edited quiz has no start date (ADR 072); the dialog sends it the
 * content only.
 */
export const quizDraftSchema = (isEdit: boolean) =>
  z
    .strictObject({
      title: z.string(),
      videoId: z.string(),
      startsOn: z.string(),
      // Each question was checked by the shared question schema when it was added.
      questions: z.array(z.custom<QuestionInput>()),
    })
    .transform(({ startsOn, ...content }) => ({
      ...content,
      ...(!isEdit && startsOn ? { startsOn } : {}),
    }))
    .pipe(CreateQuizInputSchema);
