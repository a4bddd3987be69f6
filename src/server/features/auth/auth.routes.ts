import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChangePasswordInputSchema, LoginInputSchema, RegisterInputSchema } from '../../../shared/auth/schemas';
import type { App } from '../../http/app-types';
import { SESSION_COOKIE, currentSessionId, currentUser } from '../../plugins/access';
import type { AuthService } from './auth.service';

const metaOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export function registerAuthRoutes(app: App, auth: AuthService, sessionMaxAgeSeconds: number) {
  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: '/',
      maxAge: sessionMaxAgeSeconds,
    });

  app.get('/api/user', { config: { access: 'user', allowPendingPasswordChange: true } }, (request) => request.user);

  app.post('/api/login', { config: { access: 'public' }, schema: { body: LoginInputSchema } }, async (request, reply) => {
    const result = await auth.login(request.body, metaOf(request));
    setSessionCookie(request, reply, result.token);
    return result;
  });

  app.post('/api/logout', { config: { access: 'user', allowPendingPasswordChange: true } }, async (request, reply) => {
    await auth.logout(currentSessionId(request), currentUser(request), metaOf(request));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  app.post('/api/register', { config: { access: 'admin' }, schema: { body: RegisterInputSchema } }, async (request, reply) => {
    const user = await auth.register(request.body, currentUser(request), metaOf(request));
    return reply.code(201).send(user);
  });

  app.post(
    '/api/user/password',
    { config: { access: 'user', allowPendingPasswordChange: true }, schema: { body: ChangePasswordInputSchema } },
    (request) => auth.changePassword(request.body, currentUser(request), currentSessionId(request), metaOf(request)),
  );
}
