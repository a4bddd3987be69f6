/** The spec's texts for quizzes (spec 02 §2, §5, §8), matched exactly. */
export const QUIZ_MESSAGES = {
  titleRequired: 'Title is required',
  videoIdRequired: 'YouTube Video ID is required',
  questionsRequired: 'Please add at least one question to the quiz.',
  questionFieldsRequired: 'Please fill in all question fields.',
  quizCreated: 'Quiz Created',
  error: 'Error',
  quizSubmitted: 'Quiz Submitted!',
  submissionFailed: 'Submission Failed',
  quizNotFound: 'Quiz Not Found',
  quizAlreadyCompleted: 'Quiz Already Completed',
  accessDenied: 'Access Denied',
  quizUpdated: 'Quiz Updated',
  quizDeactivated: 'Quiz Deactivated',
  quizDeleted: 'Quiz Deleted',
} as const;

/** Server messages of our own (the spec leaves them open). */
export const QUIZ_ERRORS = {
  notFound: 'Quiz not found',
  noActiveQuiz: 'No active quiz',
  alreadyCompleted: 'You have already completed this quiz',
  closed: 'This quiz is closed: only the active quiz can be taken',
  tooManyAnswers: 'answers must not have more entries than the quiz has questions',
  unknownQuestion: (questionId: string) => `answers names an unknown question: ${questionId}`,
  invalidVideoId: 'YouTube Video ID must be an 11-character video id or a YouTube URL',
  invalidStartsOn: 'Start date must be a date (yyyy-mm-dd)',
  startsOnPast: 'Start date must be today or later',
  superseded: 'This quiz was replaced by a newer version: edit the newest version',
  watchIncomplete: 'Watch at least 90% of the video before answering the quiz',
  videoNotReady:
    'That help desk video is not ready to play: upload it on Help Desk Admin and wait until it is processed',
} as const;
