import type { FastifyRequest } from 'fastify';
import {
  ChangeRoleInputSchema,
  InviteResponseSchema,
  InviteUserInputSchema,
  ManagedUserListSchema,
  ManagedUserSchema,
  ResetPasswordInputSchema,
  SuccessResponseSchema,
  UserIdParamsSchema,
} from '#shared/users/users';
import type { App } from '#server/http/app-types';
import { currentUser } from '#server/plugins/access';
import type { UsersService } from './users.service';

/**
 * The origin the admin's page was served from (browsers send it with every POST), else the one
 * this request reached: the invite link opens the same site (ADR 031).
 */
function originOf(request: FastifyRequest): string {
  const header = request.headers.origin;
  if (header && /^https?:\/\/[^\s/]+$/.test(header)) return header;
  return `${request.protocol}://${request.host}`;
}

/** User management (spec 03 §7 "Users and scheduling"): admins only. */
export function registerUserRoutes(app: App, users: UsersService) {
  app.get('/api/users', { config: { access: 'admin' }, schema: { response: { 200: ManagedUserListSchema } } }, () =>
    users.list(),
  );

  app.post(
    '/api/users/invite',
    {
      config: { access: 'admin' },
      schema: { body: InviteUserInputSchema, response: { 201: InviteResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await users.invite(request.body, originOf(request), currentUser(request), request.ip)),
  );

  app.post(
    '/api/users/reset-password',
    {
      config: { access: 'admin' },
      schema: { body: ResetPasswordInputSchema, response: { 200: SuccessResponseSchema } },
    },
    (request) => users.resetPassword(request.body, currentUser(request), request.ip),
  );

  app.patch(
    '/api/users/:id',
    {
      config: { access: 'admin' },
      schema: { params: UserIdParamsSchema, body: ChangeRoleInputSchema, response: { 200: ManagedUserSchema } },
    },
    (request) => users.changeRole(request.params.id, request.body, currentUser(request), request.ip),
  );

  app.delete(
    '/api/users/:id',
    {
      config: { access: 'admin' },
      schema: { params: UserIdParamsSchema, response: { 200: SuccessResponseSchema } },
    },
    (request) => users.remove(request.params.id, currentUser(request), request.ip),
  );
}
