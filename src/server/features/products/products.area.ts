import { defineServerArea } from '#server/areas/area';
import { registerProductSearchRoutes } from './products.routes';
import { createProductSearchService } from './products.service';
import { createSearchAnswerCache, SEARCH_ANSWER_CACHE_DEFAULTS } from './search-answer-cache';

/** Product search, shared by the editor, the image and label tools (spec 03 §7). */
export const productsArea = defineServerArea({
  name: 'products',
  register: (app, deps) =>
    registerProductSearchRoutes(
      app,
      createProductSearchService(deps.storePlatform),
      // Every store platform reads the catalogue from our tables (the Shopify one from its mirror),
      // whose triggers tell the cache of every change (ADR 092).
      createSearchAnswerCache(deps.database.changes, SEARCH_ANSWER_CACHE_DEFAULTS),
      { isChecked: deps.config.VALIDATE_RESPONSES },
    ),
});
