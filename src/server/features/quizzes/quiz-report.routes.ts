import {
  CompletionReportQuerySchema,
  CompletionReportSchema,
  RemindResponseSchema,
  ResultsExportQuerySchema,
} from '#shared/quizzes/report';
import { QuizIdParamsSchema } from '#shared/quizzes/schemas';
import { NoBodySchema } from '#shared/validation/no-body';
import { CSV_CONTENT_TYPE } from '#server/exports/csv';
import type { App } from '#server/http/app-types';
import { sendDownload } from '#server/http/downloads';
import { currentUser } from '#server/plugins/access';
import type { QuizReportService } from './quiz-report.service';

/** ADR 083: the completion report, its reminders and the results export, for admins. */
export function registerQuizReportRoutes(app: App, reports: QuizReportService) {
  const admin = { access: 'admin' } as const;

  app.get(
    '/api/quizzes/report',
    { config: admin, schema: { querystring: CompletionReportQuerySchema, response: { 200: CompletionReportSchema } } },
    (request) => reports.report(request.query.quizId),
  );

  // A repeated click sends nothing more (one reminder per person per day); the key makes a
  // retried request answer what the first one did.
  app.post(
    '/api/quizzes/:id/remind',
    {
      config: { ...admin, idempotent: true },
      schema: { params: QuizIdParamsSchema, body: NoBodySchema, response: { 200: RemindResponseSchema } },
    },
    (request) => {
      const user = currentUser(request);
      return reports.remind(request.params.id, { id: user.id, username: user.username });
    },
  );

  app.get(
    '/api/quizzes/results/export',
    { config: { ...admin, produces: 'text/csv' }, schema: { querystring: ResultsExportQuerySchema } },
    async (request, reply) =>
      sendDownload(reply, {
        body: await reports.exportResults(request.query),
        filename: `quiz-results-${request.query.from}-to-${request.query.to}.csv`,
        contentType: CSV_CONTENT_TYPE,
      }),
  );
}
