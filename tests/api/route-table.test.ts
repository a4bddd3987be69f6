/// <reference types="vite/client" />
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVELS } from '#shared/auth/access';
import { AUTH_MESSAGES } from '#shared/auth/schemas';
import { buildApp } from '#server/app';
import { SERVER_AREAS } from '#server/server-areas';
import { createAreaDeps } from '#server/areas/create-area-deps';
import { parseEnv } from '#server/config/env';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import type { RouteAccess } from '#server/http/route-table';
import type { ExpectedAccess } from '../access/expected-access';
import { bearer, createTestApp } from '../support/test-app';

/** `tests/access/<area>.access.ts` → that area's expected access, found without a list to keep. */
const EXPECTED_BY_AREA: Record<string, ExpectedAccess> = Object.fromEntries(
  Object.entries(import.meta.glob<ExpectedAccess>('../access/*.access.ts', { eager: true, import: 'EXPECTED' })).map(
    ([file, entries]) => [file.replace(/^.*\/(.+)\.access\.ts$/, '$1'), entries],
  ),
);

// Built at collection time so that every route of the real table becomes its own test case:
// a route added by any feature later is covered without touching this file.
const t = await createTestApp();
const admin = await t.createUser('admin');
const associate = await t.createUser('associate');
afterAll(() => t.close());

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** `/api/items/:id/tags/*` → `/api/items/1/tags/placeholder` (regex-constrained params included). */
function concreteUrl(url: string) {
  return url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1').replace(/\*/g, 'placeholder');
}

async function call(route: RouteAccess, token: string | null) {
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: token ? bearer(token) : {},
    // An empty body: the point is who gets past the gate, not what the route then does with it.
    ...(HAS_BODY.has(route.method) ? { payload: {} } : {}),
  });
  return { status: response.statusCode, body: response.body };
}

describe('the route table', () => {
  it('lists every route once, each with a declared access level', () => {
    const keys = t.routes.map((route) => `${route.method} ${route.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of t.routes) expect(ACCESS_LEVELS).toContain(route.access);
    expect(t.routes.some((route) => route.method === 'HEAD')).toBe(false);
  });

  it("declares for each route the access its area's expected list gives it, and lists nothing that is not a route", () => {
    const declared = new Map<string, string>(
      t.routes.map((route) => [`${route.area} ${route.method} ${route.url}`, route.access]),
    );
    const expected = new Map<string, string>(
      Object.entries(EXPECTED_BY_AREA).flatMap(([area, entries]) =>
        Object.entries(entries).map(([route, access]) => [`${area} ${route}`, access] as const),
      ),
    );
    const unlisted = [...declared.keys()].filter((key) => !expected.has(key));
    const missing = [...expected.keys()].filter((key) => !declared.has(key));
    expect({ unlisted, missing }).toEqual({ unlisted: [], missing: [] });
    for (const [key, access] of declared) expect(`${key} → ${access}`).toBe(`${key} → ${expected.get(key)}`);
  });

  it('holds the foundation routes with the access the spec gives them', () => {
    const accessOf = (method: string, url: string) =>
      t.routes.find((route) => route.method === method && route.url === url)?.access;
    expect(accessOf('GET', '/api/health')).toBe('public');
    expect(accessOf('GET', '/api/ready')).toBe('public');
    expect(accessOf('POST', '/api/login')).toBe('public');
    expect(accessOf('POST', '/api/logout')).toBe('user');
    expect(accessOf('GET', '/api/user')).toBe('user');
    expect(accessOf('POST', '/api/user/password')).toBe('user');
    expect(accessOf('POST', '/api/register')).toBe('admin');
  });
});

describe.each(t.routes)('$method $url ($access)', (route) => {
  it(route.access === 'public' ? 'is open to anonymous callers' : 'answers 401 to anonymous callers', async () => {
    const { status, body } = await call(route, null);
    if (route.access === 'public') {
      expect(status).not.toBe(401);
      expect(status).not.toBe(403);
    } else {
      expect(status).toBe(401);
      expect(JSON.parse(body)).toMatchObject({ message: 'Authentication required' });
    }
  });

  it(route.access === 'admin' ? 'answers 403 to an associate' : 'lets an associate through', async () => {
    const { status, body } = await call(route, await t.createSession(associate));
    if (route.access === 'admin') {
      expect(status).toBe(403);
      expect(JSON.parse(body)).toMatchObject({ message: 'You do not have permission to do that' });
    } else {
      expect([401, 403]).not.toContain(status);
    }
  });

  it('lets an admin through', async () => {
    // A fresh session each time: a route such as logout may end the one it is called with.
    const { status } = await call(route, await t.createSession(admin));
    expect([401, 403]).not.toContain(status);
  });
});

describe('start-up refuses a route without a declared access level', () => {
  const build = () =>
    buildApp(
      createAreaDeps({
        config: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
        database: t.database,
        storePlatform: createLocalStorePlatform(t.database),
      }),
    );

  it('when registered on the app', async () => {
    const { app } = await build();
    expect(() => app.get('/api/undeclared', () => ({}))).toThrow(
      'Route GET /api/undeclared must declare config.access (public, user or admin)',
    );
    await app.close();
  });

  it('when registered inside a feature plugin, with a prefix', async () => {
    const { app } = await build();
    void app.register(
      async (feature) => {
        feature.post('/things', { config: { access: 'user' } }, () => ({}));
        feature.delete('/things/:id', () => ({}));
      },
      { prefix: '/api/feature' },
    );
    await expect(app.ready()).rejects.toThrow(
      'Route DELETE /api/feature/things/:id must declare config.access (public, user or admin)',
    );
  });

  it('when the level is not one of public, user or admin', async () => {
    const { app } = await build();
    // @ts-expect-error — the type already refuses it; start-up must too, for plain JavaScript callers.
    expect(() => app.get('/api/everyone', { config: { access: 'everyone' } }, () => ({}))).toThrow(
      'Route GET /api/everyone must declare config.access (public, user or admin)',
    );
    await app.close();
  });

  it('when a route validates with a non-zod schema (which would otherwise coerce silently)', async () => {
    const { app } = await build();
    app.post(
      '/api/json-schema',
      { config: { access: 'user' }, schema: { body: { type: 'object' } as never } },
      () => ({}),
    );
    await expect(app.ready()).rejects.toThrow('Route POST /api/json-schema: schema.body must be a zod schema');
  });
});

describe('the pending-password gate', () => {
  it('leaves only the routes a user needs to replace a temporary password', async () => {
    const pending = await t.createUser('admin', { mustChangePassword: true });
    const reachable: string[] = [];
    for (const route of t.routes.filter((entry) => entry.access !== 'public')) {
      const { status, body } = await call(route, await t.createSession(pending));
      if (status === 403) expect(JSON.parse(body)).toMatchObject({ message: AUTH_MESSAGES.passwordChangeRequired });
      else reachable.push(`${route.method} ${route.url}`);
    }
    expect(reachable.sort()).toEqual([
      'GET /api/user',
      'GET /api/user/2fa',
      'POST /api/logout',
      'POST /api/user/2fa/disable',
      'POST /api/user/2fa/enable',
      'POST /api/user/2fa/setup',
      'POST /api/user/password',
    ]);
  });
});

describe('start-up refuses an area list that leaves a needed service without a provider', () => {
  const deps = () =>
    createAreaDeps({
      config: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
      database: t.database,
      storePlatform: createLocalStorePlatform(t.database),
    });

  it('names the missing service and who needs it', async () => {
    const areas = SERVER_AREAS.filter((area) => area.name !== 'employees');
    await expect(buildApp(deps(), { areas })).rejects.toThrow(/employees \(needed by [^)]*\bschedules\b/);
  });

  it('starts with every area', async () => {
    const { app } = await buildApp(deps(), { areas: SERVER_AREAS });
    await app.close();
  });
});
