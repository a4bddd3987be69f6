import { defineServerArea } from '../../areas/area';
import { registerLabelQueueRoutes } from './label-queue.routes';
import { createLabelQueueService } from './label-queue.service';

export const labelsArea = defineServerArea({
  name: 'labels',
  register: (app, deps) =>
    registerLabelQueueRoutes(
      app,
      createLabelQueueService({ db: deps.db, platform: deps.storePlatform, now: deps.now }),
    ),
});
