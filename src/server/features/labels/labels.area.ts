import { defineServerArea } from '#server/areas/area';
import { createLabelPrintService } from './label-print.service';
import { registerLabelQueueRoutes } from './label-queue.routes';
import { createLabelQueueService } from './label-queue.service';
import { createLabelSessionService } from './label-session.service';
import { LabelsNowInputSchema, LabelsNowSchema } from '#shared/labels/labels-now';
import { createLabelsNowService } from './labels-now.service';
import { seedLabelQueues } from './labels.seed';

export const labelsArea = defineServerArea({
  name: 'labels',
  register(app, deps) {
    const queueDeps = { db: deps.db, platform: deps.storePlatform, now: deps.now };
    const labels = createLabelQueueService(queueDeps);
    const sessions = createLabelSessionService(queueDeps);
    deps.services.provide('labelQueues', {
      addToSession: (actor, items) => sessions.addToSession(actor, items),
      addToStores: (entries, labelType, actor) => labels.addToStores(entries, labelType, actor),
    });
    registerLabelQueueRoutes(app, { labels, sessions, printing: createLabelPrintService(queueDeps) });
    const now = createLabelsNowService(queueDeps);
    // A read with a body (up to 100 variant ids): nothing is written, so nothing to repeat safely.
    app.post(
      '/api/labels/now',
      { config: { access: 'user' }, schema: { body: LabelsNowInputSchema, response: { 200: LabelsNowSchema } } },
      (request) => now.labels(request.body),
    );
  },
  seed: seedLabelQueues,
});
