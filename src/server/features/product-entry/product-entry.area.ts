import { defineServerArea } from '#server/areas/area';
import { registerProductEntryRoutes } from './product-entry.routes';
import { createProductEntryService } from './product-entry.service';

export const productEntryArea = defineServerArea({
  name: 'product-entry',
  register(app, deps) {
    const service = createProductEntryService({
      db: deps.db,
      platform: deps.storePlatform,
      writer: deps.descriptionWriter,
      now: deps.now,
      logError: (error, message) => deps.log.error({ err: error }, message),
    });
    registerProductEntryRoutes(app, service);
  },
});
