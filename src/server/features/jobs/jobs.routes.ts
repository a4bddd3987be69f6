import { JobIdParamsSchema, JobViewSchema } from '#shared/jobs/job-view';
import type { App } from '#server/http/app-types';
import type { JobRunner } from '#server/platform/jobs/port';
import { currentUser } from '#server/plugins/access';
import { readJobFor } from './jobs.service';

export function registerJobRoutes(app: App, deps: { jobs: JobRunner }) {
  app.get(
    '/api/jobs/:id',
    { config: { access: 'user' }, schema: { params: JobIdParamsSchema, response: { 200: JobViewSchema } } },
    (request) => readJobFor(deps.jobs, request.params.id, currentUser(request)),
  );
}
