import { defineServerArea } from '#server/areas/area';
import { registerAppConfigRoutes } from './app-config.routes';

export const appConfigArea = defineServerArea({
  name: 'app-config',
  register: (app, deps) => registerAppConfigRoutes(app, deps.config),
});
