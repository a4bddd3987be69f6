import { defineServerArea } from '#server/areas/area';
import { registerHelpDeskRoutes } from './help-desk.routes';
import { seedHelpDesk } from './help-desk.seed';
import { createHelpDeskService } from './help-desk.service';
import { createVideoService } from './video.service';
import { defineVideoProcessing } from './video-processing.job';
import { registerVideoRoutes } from './video.routes';

/** Help Desk, its admin and help desk videos (spec 03 "Help Desk", issue #14). */
export const helpDeskArea = defineServerArea({
  name: 'help-desk',
  register(app, deps) {
    defineVideoProcessing(deps);
    registerHelpDeskRoutes(app, createHelpDeskService(deps), deps.files);
    const fileAccess = deps.services.need('fileAccess', 'help-desk videos');
    registerVideoRoutes(app, createVideoService(deps, fileAccess), deps.files);
  },
  seed: seedHelpDesk,
});
