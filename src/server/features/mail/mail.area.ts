import { defineServerArea } from '#server/areas/area';
import { registerOutboxRoutes } from './mail.routes';

/** The mail outbox as admins read it. */
export const mailArea = defineServerArea({
  name: 'mail',
  register: (app, deps) => registerOutboxRoutes(app, { mailer: deps.mailer }),
});
