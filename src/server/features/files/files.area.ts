import { defineServerArea } from '#server/areas/area';
import { mayDownload } from './file-kinds';
import { registerFileRoutes } from './files.routes';

/** Stored files served by id, and their retention. */
export const filesArea = defineServerArea({
  name: 'files',
  register(app, deps) {
    // The help desk's video routes serve stored files by the video's id, under these same rules.
    deps.services.provide('fileAccess', {
      mayServe: (file, user) => deps.files.canRead(file, user) && mayDownload(file, user, deps.now()),
    });
    registerFileRoutes(app, { files: deps.files, jobs: deps.jobs, now: deps.now });
  },
});
