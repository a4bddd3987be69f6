import { NoBodySchema } from '#shared/validation/no-body';
import {
  JokeIdParamsSchema,
  JokeInputSchema,
  JokeListSchema,
  JokeOfTheDaySchema,
  JokeSchema,
} from '#shared/jokes/jokes';
import type { App } from '#server/http/app-types';
import { currentActor } from '#server/plugins/access';
import type { JokesService } from './jokes.service';

export function registerJokeRoutes(app: App, jokes: JokesService) {
  app.get('/api/jokes/today', { config: { access: 'user' }, schema: { response: { 200: JokeOfTheDaySchema } } }, () =>
    jokes.today(),
  );
  app.get('/api/jokes', { config: { access: 'admin' }, schema: { response: { 200: JokeListSchema } } }, () =>
    jokes.list(),
  );
  app.post(
    '/api/jokes',
    { config: { access: 'admin', idempotent: true }, schema: { body: JokeInputSchema, response: { 201: JokeSchema } } },
    async (request, reply) => reply.code(201).send(await jokes.add(request.body, currentActor(request))),
  );
  app.post(
    '/api/jokes/:id/retire',
    {
      config: { access: 'admin' },
      schema: { params: JokeIdParamsSchema, body: NoBodySchema, response: { 200: JokeSchema } },
    },
    (request) => jokes.setRetired(request.params.id, true, currentActor(request)),
  );
  app.post(
    '/api/jokes/:id/restore',
    {
      config: { access: 'admin' },
      schema: { params: JokeIdParamsSchema, body: NoBodySchema, response: { 200: JokeSchema } },
    },
    (request) => jokes.setRetired(request.params.id, false, currentActor(request)),
  );
}
