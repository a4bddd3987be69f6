import { defineServerArea } from '#server/areas/area';
import { registerProductDraftRoutes } from './product-drafts.routes';
import { createProductDraftsService } from './product-drafts.service';

/** New Product Entry drafts, kept per person on the server, and Duplicate's copy of a product. */
export const productDraftsArea = defineServerArea({
  name: 'product-drafts',
  register(app, deps) {
    registerProductDraftRoutes(app, createProductDraftsService(deps));
  },
});
