import { defineServerArea } from '#server/areas/area';
import { registerStoreCategoryRoutes } from './store-categories.routes';
import { createStoreCategoriesService } from './store-categories.service';

export const storeCategoriesArea = defineServerArea({
  name: 'store-categories',
  register: (app, deps) => registerStoreCategoryRoutes(app, createStoreCategoriesService(deps.storePlatform, deps.now)),
});
