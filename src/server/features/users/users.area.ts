import { defineServerArea } from '#server/areas/area';
import { registerUserRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** User management (spec 03 "User management"); users and sessions themselves belong to auth. */
export const usersArea = defineServerArea({
  name: 'users',
  register: (app, deps) => registerUserRoutes(app, createUsersService(deps)),
});
