import { defineServerArea } from '#server/areas/area';
import { createCostQueueService } from './cost-queue.service';
import { createProductEditService } from './product-edit.service';
import { createProductHistoryService } from './product-history.service';
import { registerProductEditorRoutes } from './product-editor.routes';
import { seedCostChanges } from './product-editor.seed';

/** Product Editing and its cost change queue (spec 03 "Product Editing"). */
export const productEditorArea = defineServerArea({
  name: 'product-editor',
  register(app, deps) {
    registerProductEditorRoutes(
      app,
      createProductEditService(deps),
      createCostQueueService(deps),
      createProductHistoryService(deps),
    );
  },
  seed: seedCostChanges,
});
