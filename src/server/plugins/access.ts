import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_LEVELS, type Access } from '../../shared/auth/access';
import { AUTH_MESSAGES, type PublicUser } from '../../shared/auth/schemas';
import { forbidden, unauthorized } from '../http/errors';

export const SESSION_COOKIE = 'mc_session';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route; start-up fails without it (ADR 004). */
    access?: Access;
    /** Reachable while the user still has to replace a temporary password. */
    allowPendingPasswordChange?: boolean;
  }
  interface FastifyRequest {
    user: PublicUser | null;
    sessionId: string | null;
    authVia: 'cookie' | 'bearer' | null;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

export interface AccessOptions {
  resolveSession(token: string): Promise<{ sessionId: string; user: PublicUser } | null>;
}

function readToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * A browser on another site can send our cookie but not our bearer token, so only cookie-borne
 * state changes need the origin check. Fetch-Metadata first; Origin for older browsers.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** Collects every route's declared access, refuses undeclared ones, and enforces them per request. */
export function installAccessControl(app: FastifyInstance, options: AccessOptions): RouteAccess[] {
  const table: RouteAccess[] = [];
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('authVia', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'HEAD')) return;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} must declare config.access (public, user or admin)`);
    }
    for (const method of methods) if (method !== 'HEAD') table.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const found = readToken(request);
    // Bearer tokens cannot be forged by another site; everything else (cookies, sign-in) can.
    if (STATE_CHANGING.has(request.method) && found?.via !== 'bearer' && isCrossSite(request)) {
      throw forbidden(AUTH_MESSAGES.crossSite);
    }
    if (found) {
      const resolved = await options.resolveSession(found.token);
      if (resolved) {
        request.user = resolved.user;
        request.sessionId = resolved.sessionId;
        request.authVia = found.via;
      }
    }
    const access = config.access;
    if (!access || access === 'public') return;
    if (!request.user) throw unauthorized();
    if (request.user.mustChangePassword && !config.allowPendingPasswordChange) {
      throw forbidden(AUTH_MESSAGES.passwordChangeRequired);
    }
    if (access === 'admin' && request.user.role !== 'admin') throw forbidden();
  });

  return table;
}

/** The signed-in user of a route declared `user` or `admin` (the hook has already checked). */
export function currentUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized();
  return request.sessionId;
}
