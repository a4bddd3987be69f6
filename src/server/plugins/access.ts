import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_LEVELS, type Access } from '#shared/auth/access';
import { AUTH_MESSAGES, type PublicUser } from '#shared/auth/schemas';
import { forbidden, unauthorized } from '../http/errors';
import type { RouteAccess, UploadDeclaration } from '../http/route-table';

export const SESSION_COOKIE = 'mc_session';
/** Methods that must not change state; every other one gets the cross-site check. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route; start-up fails without it (ADR 004). */
    access?: Access;
    /** Reachable while the user still has to replace a temporary password. */
    allowPendingPasswordChange?: boolean;
    /** Routes that read a multipart body with `readUpload` name its parts here (ADR 014). */
    upload?: UploadDeclaration;
    /** The media type of a route that answers something other than JSON (a file, a page); each one it may send. */
    produces?: string | readonly string[];
  }
  interface FastifyInstance {
    /** Every route with its declared access and schemas, complete once the app is ready. */
    routeTable: readonly RouteAccess[];
  }
  interface FastifyRequest {
    user: PublicUser | null;
    sessionId: string | null;
    authVia: 'cookie' | 'bearer' | null;
  }
}

interface ResolvedSession {
  sessionId: string;
  user: PublicUser;
}

export interface AccessOptions {
  resolveSession(token: string): Promise<ResolvedSession | null>;
}

/** The session token a request carries: a bearer header first, else the session cookie. */
export function readSessionToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (match?.[1]) return { token: match[1], via: 'bearer' };
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
    // request.host honours X-Forwarded-Host only from a trusted proxy (TRUST_PROXY).
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/** Collects every route's declared access, refuses undeclared ones, and enforces them per request. */
export function installAccessControl(app: FastifyInstance, options: AccessOptions): RouteAccess[] {
  const table: RouteAccess[] = [];
  app.decorate('routeTable', table);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('authVia', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify's automatic HEAD twin of a GET route carries the GET's config, so it passes too.
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} must declare config.access (public, user or admin)`);
    }
    const { body, querystring, params, response } = route.schema ?? {};
    const schema = { body, querystring, params, response: response as Record<string, unknown> | undefined };
    const { upload, produces } = route.config ?? {};
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        access,
        schema,
        ...(upload ? { upload } : {}),
        ...(produces ? { produces: typeof produces === 'string' ? [produces] : produces } : {}),
      });
    }
  });

  /** Admits the request as the session's user, or the error that refuses it. */
  function admit(
    request: FastifyRequest,
    config: FastifyContextConfig,
    resolved: ResolvedSession | null,
    via: 'cookie' | 'bearer',
  ) {
    if (!resolved) return unauthorized();
    request.user = resolved.user;
    request.sessionId = resolved.sessionId;
    request.authVia = via;
    if (resolved.user.mustChangePassword && !config.allowPendingPasswordChange) {
      return forbidden(AUTH_MESSAGES.passwordChangeRequired);
    }
    if (resolved.user.mustSetUpTwoFactor && !config.allowPendingPasswordChange) {
      return forbidden(AUTH_MESSAGES.twoFactorSetupRequired, 'two_factor_setup_required');
    }
    if (config.access === 'admin' && resolved.user.role !== 'admin') return forbidden();
    return undefined;
  }

  // A callback, not an async function: a session the cache vouches for is admitted at once, and
  // only a lookup waits (the hook runs on every request).
  app.addHook('onRequest', (request, _reply, done) => {
    const found = readSessionToken(request);
    // Bearer tokens cannot be forged by another site; everything else (cookies, sign-in) can.
    if (!SAFE_METHODS.has(request.method) && found?.via !== 'bearer' && isCrossSite(request)) {
      done(forbidden(AUTH_MESSAGES.crossSite));
      return;
    }
    // Read once: Fastify builds `routeOptions` anew on every read.
    const config = request.routeOptions.config;
    const access = config.access;
    // Public routes (and 404s) never look the session up: no database round trip per static file.
    if (!access || access === 'public') {
      done();
      return;
    }
    if (!found) {
      done(unauthorized());
      return;
    }
    options.resolveSession(found.token).then(
      (resolved) => done(admit(request, config, resolved, found.via)),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });

  return table;
}

/** The signed-in user of a route declared `user` or `admin` (the hook has already checked); public routes have none. */
export function currentUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Who is acting, as services and the audit log record it: the signed-in user's id and username. */
export function currentActor(request: FastifyRequest): { id: number; username: string } {
  const user = currentUser(request);
  return { id: user.id, username: user.username };
}

export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized();
  return request.sessionId;
}
