import { z } from 'zod';
import { OPTIONS_PER_QUESTION, SubmitQuizInputSchema, UNANSWERED } from '#shared/quizzes/schemas';

/** The answers as the quiz form holds them: one per question, in order, unanswered as -1. */
export interface AnswersDraft {
  answers: number[];
}

export const emptyAnswers = (questionCount: number): AnswersDraft => ({
  answers: Array.from({ length: questionCount }, () => UNANSWERED),
});

/**
 * The route reads an unanswered question as -1, but in practice Submit waits until every question
 * is answered (spec 02 §5), so the draft asks for one chosen option per question before the route's
 * own list of answers. Submit stays disabled until then: these messages are a guard, never on screen.
 */
export const answersDraftSchema = (questionCount: number) =>
  z.strictObject({
    answers: z
      .array(
        z
          .number()
          .int()
          .min(0, 'Answer every question')
          .max(OPTIONS_PER_QUESTION - 1, 'Choose one of the four options'),
      )
      .length(questionCount, 'Answer every question')
      // The route's reading of answers as a list, one option index per question in order.
      .pipe(SubmitQuizInputSchema.shape.answers.options[0]),
  });
