import { defineServerArea } from '#server/areas/area';
import { registerQuizReportRoutes } from './quiz-report.routes';
import { createQuizReportService } from './quiz-report.service';
import { registerQuizzesRoutes } from './quizzes.routes';
import { countActiveQuizResults } from './quizzes.repo';
import { seedDemoQuizzes } from './quizzes.seed';
import { createQuizzesService } from './quizzes.service';

/** The weekly video quiz, its administration, results, badges and the training archive (spec 02). */
export const quizzesArea = defineServerArea({
  name: 'quizzes',
  register(app, deps) {
    deps.services.provide('quizResults', { countTakenThisWeek: () => countActiveQuizResults(deps.db) });
    registerQuizzesRoutes(app, createQuizzesService({ db: deps.db, now: deps.now }));
    registerQuizReportRoutes(app, createQuizReportService({ db: deps.db, mailer: deps.mailer, now: deps.now }));
  },
  seed: seedDemoQuizzes,
});
