import { defineServerArea } from '../../areas/area';
import { registerAuthRoutes } from './auth.routes';

export const authArea = defineServerArea({
  name: 'auth',
  register: (app, deps) => registerAuthRoutes(app, deps.auth, Math.round(deps.config.SESSION_ABSOLUTE_HOURS * 3600)),
});
