import { defineServerArea } from '../../areas/area';
import { registerOutboxRoutes } from './outbox.routes';

/** The mail outbox as admins read it. */
export const mailArea = defineServerArea({
  name: 'mail',
  register: (app, deps) => registerOutboxRoutes(app, { mailer: deps.mailer }),
});
