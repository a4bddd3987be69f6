import { defineServerArea } from '#server/areas/area';
import { registerJobRoutes } from './jobs.routes';

/** Background jobs as their owners follow them: `GET /api/jobs/:id`. */
export const jobsArea = defineServerArea({
  name: 'jobs',
  register: (app, deps) => registerJobRoutes(app, { jobs: deps.jobs }),
});
