import { defineServerArea } from '#server/areas/area';
import { registerLocationRoutes } from './locations.routes';

export const locationsArea = defineServerArea({
  name: 'locations',
  register: (app, deps) => registerLocationRoutes(app, deps.storePlatform),
});
