import type { FastifyRequest } from 'fastify';
import {
  ChangePasswordInputSchema,
  LoginInputSchema,
  LoginResponseSchema,
  PublicUserSchema,
  RegisterInputSchema,
  SuccessSchema,
} from '#shared/auth/schemas';
import { NoBodySchema } from '#shared/validation/no-body';
import type { App } from '#server/http/app-types';
import { SESSION_COOKIE, currentSessionId, currentUser, readSessionToken } from '#server/plugins/access';
import type { AuthService } from './auth.service';

/**
 * Readable by the page, unlike the session cookie: it only tells the client that a sign-in
 * happened in this browser, so a signed-out visit does not ask for the current user (ADR 053).
 */
const SIGNED_IN_COOKIE = 'mc_signed_in';

const metaOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export function registerAuthRoutes(app: App, auth: AuthService, sessionMaxAgeSeconds: number) {
  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    path: '/',
  });

  app.get(
    '/api/user',
    { config: { access: 'user', allowPendingPasswordChange: true }, schema: { response: { 200: PublicUserSchema } } },
    (request) => currentUser(request),
  );

  app.post(
    '/api/login',
    { config: { access: 'public' }, schema: { body: LoginInputSchema, response: { 200: LoginResponseSchema } } },
    async (request, reply) => {
      const result = await auth.login(request.body, metaOf(request));
      reply.setCookie(SESSION_COOKIE, result.token, { ...cookieOptions(request), maxAge: sessionMaxAgeSeconds });
      reply.setCookie(SIGNED_IN_COOKIE, '1', {
        ...cookieOptions(request),
        httpOnly: false,
        maxAge: sessionMaxAgeSeconds,
      });
      return result;
    },
  );

  // Signed-in only (issue: every route but sign-in, health and ready answers 401 without a session);
  // the client treats a 401 here as already signed out. Both the bearer token and the cookie end,
  // should they name different sessions.
  app.post(
    '/api/logout',
    {
      config: { access: 'user', allowPendingPasswordChange: true },
      schema: { body: NoBodySchema, response: { 200: SuccessSchema } },
    },
    async (request, reply) => {
      const tokens = [readSessionToken(request)?.token, request.cookies[SESSION_COOKIE]].filter((token) => !!token);
      await auth.logout(tokens as string[], metaOf(request));
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      reply.clearCookie(SIGNED_IN_COOKIE, { ...cookieOptions(request), httpOnly: false });
      return { success: true as const };
    },
  );

  app.post(
    '/api/register',
    { config: { access: 'admin' }, schema: { body: RegisterInputSchema, response: { 201: PublicUserSchema } } },
    async (request, reply) => {
      const user = await auth.register(request.body, currentUser(request), metaOf(request));
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/api/user/password',
    {
      config: { access: 'user', allowPendingPasswordChange: true },
      schema: { body: ChangePasswordInputSchema, response: { 200: PublicUserSchema } },
    },
    (request) => auth.changePassword(request.body, currentUser(request), currentSessionId(request), metaOf(request)),
  );
}
