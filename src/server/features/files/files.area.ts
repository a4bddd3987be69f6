import { defineServerArea } from '../../areas/area';
import { registerFileRoutes } from './files.routes';

/** Stored files served by id, and their retention. */
export const filesArea = defineServerArea({
  name: 'files',
  register: (app, deps) => registerFileRoutes(app, { files: deps.files, jobs: deps.jobs, now: deps.now }),
});
