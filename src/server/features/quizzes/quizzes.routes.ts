import {
  AdminQuizListSchema,
  AdminQuizResultListSchema,
  AdminQuizSchema,
  CreateQuizInputSchema,
  CurrentQuizSchema,
  MyBadgesSchema,
  PastQuizListSchema,
  PublicQuizSchema,
  QuizIdParamsSchema,
  QuizResultListSchema,
  SubmitQuizInputSchema,
  SubmitQuizResponseSchema,
  UpdateQuizInputSchema,
} from '#shared/quizzes/schemas';
import { WatchReportInputSchema, WatchStatusSchema } from '#shared/quizzes/watch';
import { NoBodySchema, NoContentSchema } from '#shared/validation/no-body';
import type { App } from '#server/http/app-types';
import { currentActor, currentUser } from '#server/plugins/access';
import type { QuizzesService } from './quizzes.service';

/** Spec 02 §7 and spec 01 §7: the quiz calls. Static paths are matched before `/api/quizzes/:id`. */
export function registerQuizzesRoutes(app: App, quizzes: QuizzesService) {
  const user = { access: 'user' } as const;
  const admin = { access: 'admin' } as const;

  app.post(
    '/api/quizzes',
    {
      config: { ...admin, idempotent: true },
      schema: { body: CreateQuizInputSchema, response: { 201: AdminQuizSchema } },
    },
    async (request, reply) => reply.code(201).send(await quizzes.createQuiz(request.body, currentActor(request))),
  );

  app.get('/api/quizzes', { config: admin, schema: { response: { 200: AdminQuizListSchema } } }, () =>
    quizzes.listQuizzes(),
  );

  app.get('/api/quizzes/results', { config: admin, schema: { response: { 200: AdminQuizResultListSchema } } }, () =>
    quizzes.allResults(),
  );

  app.get('/api/quizzes/active', { config: user, schema: { response: { 200: PublicQuizSchema } } }, (request) =>
    quizzes.getActiveQuiz(currentUser(request).id),
  );

  // The same question answered 200 with null while no quiz is active: the dashboard asks it on
  // every visit, and a 404 there would be logged by the browser as an error (ADR 054).
  app.get('/api/quizzes/current', { config: user, schema: { response: { 200: CurrentQuizSchema } } }, (request) =>
    quizzes.getCurrentQuiz(currentUser(request).id),
  );

  app.get('/api/quizzes/past', { config: user, schema: { response: { 200: PastQuizListSchema } } }, (request) =>
    quizzes.pastQuizzes(currentUser(request).id),
  );

  app.get(
    '/api/quizzes/:id',
    { config: user, schema: { params: QuizIdParamsSchema, response: { 200: PublicQuizSchema } } },
    (request) => quizzes.getQuiz(request.params.id, currentUser(request).id),
  );

  // ADR 072: edit (a new version once someone answered), deactivate, delete (results kept).
  // Each is idempotent as it stands: a repeated edit writes the same content (a repeated
  // new-version edit is refused as superseded), deactivating twice or deleting twice changes nothing more.
  app.put(
    '/api/quizzes/:id',
    {
      config: admin,
      schema: { params: QuizIdParamsSchema, body: UpdateQuizInputSchema, response: { 200: AdminQuizSchema } },
    },
    (request) => quizzes.updateQuiz(request.params.id, request.body, currentActor(request)),
  );

  app.post(
    '/api/quizzes/:id/deactivate',
    {
      config: admin,
      schema: { params: QuizIdParamsSchema, body: NoBodySchema, response: { 200: AdminQuizSchema } },
    },
    (request) => quizzes.deactivateQuiz(request.params.id, currentActor(request)),
  );

  app.delete(
    '/api/quizzes/:id',
    { config: admin, schema: { params: QuizIdParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await quizzes.deleteQuiz(request.params.id, currentActor(request));
      return reply.code(204).send(null);
    },
  );

  // ADR 082: the player reports what it has played; the union opens the questions at 90 %. A report
  // repeated adds nothing new, so it needs no Idempotency-Key.
  app.post(
    '/api/quizzes/:id/watch',
    {
      config: user,
      schema: { params: QuizIdParamsSchema, body: WatchReportInputSchema, response: { 200: WatchStatusSchema } },
    },
    (request) => quizzes.reportWatch(request.params.id, request.body, currentActor(request)),
  );

  app.post(
    '/api/quizzes/:id/submit',
    {
      config: { ...user, idempotent: true },
      schema: { params: QuizIdParamsSchema, body: SubmitQuizInputSchema, response: { 200: SubmitQuizResponseSchema } },
    },
    (request) => quizzes.submit(request.params.id, request.body, currentActor(request)),
  );

  app.get('/api/my-quiz-results', { config: user, schema: { response: { 200: QuizResultListSchema } } }, (request) =>
    quizzes.myResults(currentUser(request).id),
  );

  app.get('/api/my-badges', { config: user, schema: { response: { 200: MyBadgesSchema } } }, (request) =>
    quizzes.myBadges(currentUser(request).id),
  );
}
