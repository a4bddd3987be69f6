import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/auth/schemas';
import type { RouteAccess } from '#server/http/route-table';
import { TEST_PASSWORD, bearer, createTestApp } from '../support/test-app';

// Security checks that hold for every route at once (issue: quality gates §3). Checks of one
// feature (sign-in limits, uploads, file downloads, cross-site refusal) live beside that feature.
const t = await createTestApp();
const admin = await t.signIn('admin');
afterAll(() => t.close());

const concreteUrl = (url: string) => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1').replace(/\*/g, 'x');
const HAS_BODY = new Set(['POST', 'PUT', 'PATCH']);

async function call(route: RouteAccess, headers: Record<string, string>) {
  return t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers,
    ...(HAS_BODY.has(route.method) ? { payload: {} } : {}),
  });
}

describe('security headers', () => {
  it.each(t.routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    'are sent by %s, signed out and as an admin',
    async (_label, route) => {
      for (const headers of [{}, bearer(admin.token)]) {
        const response = await call(route, headers);
        const csp = String(response.headers['content-security-policy'] ?? '');
        expect(csp).toMatch(/default-src 'none'|default-src 'self'/);
        expect(csp).toMatch(/frame-ancestors 'none'|sandbox/);
        expect(csp).not.toContain("'unsafe-eval'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        // Browsers heed it only over HTTPS (TLS ends at the proxy): a year, subdomains included.
        expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
        expect(response.headers['x-powered-by']).toBeUndefined();
        if (route.url.startsWith('/api/') && response.statusCode !== 200) {
          expect(response.headers['cache-control']).toBe('no-store');
        }
      }
    },
  );
});

describe('sign-in', () => {
  const login = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { username: 'rotation', password: TEST_PASSWORD },
    });

  it('issues a new token every time, whatever session cookie the browser already had (no fixation)', async () => {
    await t.createUser('associate', { username: 'rotation' });
    const first = (await login()).json<LoginResponse>();
    // A token planted in the browser before sign-in, and a live one: neither is kept.
    const planted = 'A'.repeat(43);
    const second = await login({ cookie: `mc_session=${planted}` });
    const third = await login({ cookie: `mc_session=${first.token}` });
    const tokens = [first.token, second.json<LoginResponse>().token, third.json<LoginResponse>().token];
    expect(new Set(tokens).size).toBe(3);
    expect(second.cookies.find((cookie) => cookie.name === 'mc_session')?.value).toBe(tokens[1]);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: `mc_session=${planted}` } })).statusCode).toBe(
      401,
    );
  });

  it('sets the session cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      await proxied.createUser('associate', { username: 'secure' });
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'secure', password: TEST_PASSWORD },
      });
      expect(response.cookies[0]).toMatchObject({ name: 'mc_session', httpOnly: true, secure: true, sameSite: 'Lax' });
    } finally {
      await proxied.close();
    }
  });
});

describe('the client bundle', () => {
  // The browser code must never import the server's settings: a secret there would ship to every
  // visitor. The bundle is built from src/client, which may import src/shared only.
  it('has no import of the server, its settings or process.env in any client source', () => {
    const root = path.resolve('src/client');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ts|tsx)$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) => {
      const source = readFileSync(path.join(root, file), 'utf8');
      return /from '(\.\.\/)+server\/|process\.env|SHOPIFY_ADMIN_TOKEN|OPENAI_API_KEY|S3_SECRET_ACCESS_KEY|SMTP_URL/.test(
        source,
      );
    });
    expect(offenders).toEqual([]);
  });
});
