import { defineServerArea } from '../../areas/area';
import { registerProductSearchRoutes } from './product-search.routes';
import { createProductSearchService } from './product-search.service';

/** Product search, shared by the editor, the image and label tools (spec 03 §7). */
export const productsArea = defineServerArea({
  name: 'products',
  register: (app, deps) => registerProductSearchRoutes(app, createProductSearchService(deps.storePlatform)),
});
