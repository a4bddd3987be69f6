import { afterAll, describe, expect, it } from 'vitest';
import { openApiPath } from '#server/http/openapi';
import type { RouteAccess } from '#server/http/route-table';
import { bearer, createTestApp } from '../support/test-app';

// Built at collection time so that every route of the real table is its own test case.
const t = await createTestApp();
const admin = await t.signIn('admin');
const associate = await t.signIn('associate');
afterAll(() => t.close());

const apiRoutes = t.routes.filter((route) => route.url.startsWith('/api/'));
const label = (route: RouteAccess) => `${route.method} ${route.url}`;
const HAS_BODY = new Set(['POST', 'PUT', 'PATCH']);

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  'x-access': string;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('every API route declares its contract', () => {
  it.each(apiRoutes.map((route) => [label(route), route] as const))('%s', (_label, route) => {
    // An answer is JSON with a schema, or a declared media type (a file, a page).
    expect(
      route.schema.response !== undefined || route.produces !== undefined,
      'schema.response or config.produces',
    ).toBe(true);
    if (/:[A-Za-z]/.test(route.url)) expect(route.schema.params, 'schema.params').toBeDefined();
    if (HAS_BODY.has(route.method)) {
      expect(route.schema.body !== undefined || route.upload !== undefined, 'schema.body or config.upload').toBe(true);
    }
  });
});

describe('GET /api/docs/openapi.json', () => {
  it('describes every API route with its access, request and response schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/openapi.json', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    const document = response.json<Document>();
    expect(document.openapi).toBe('3.1.0');
    for (const route of apiRoutes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, label(route)).toBeDefined();
      expect(operation?.['x-access']).toBe(route.access);
      const successes = Object.keys(operation?.responses ?? {}).filter((status) => /^2/.test(status));
      expect(successes.length, `${label(route)} has a success response`).toBeGreaterThan(0);
      if (route.schema.body) expect(operation?.requestBody?.content['application/json']).toBeDefined();
      if (route.upload) expect(operation?.requestBody?.content['multipart/form-data']).toBeDefined();
    }
  });

  it('writes request schemas as the client sends them: the sign-in body with its required fields', async () => {
    const response = await t.app.inject({ url: '/api/docs/openapi.json', headers: bearer(admin.token) });
    const login = response.json<Document>().paths['/api/login']?.post;
    const schema = (login?.requestBody?.content['application/json'] as { schema: Record<string, unknown> }).schema;
    expect(schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['username', 'password']) });
    expect(schema.additionalProperties).toBe(false);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/docs/openapi.json' })).statusCode).toBe(401);
    const refused = await t.app.inject({ url: '/api/docs/openapi.json', headers: bearer(associate.token) });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /api/docs', () => {
  it('serves the interactive reference page and its own scripts, for admins', async () => {
    const page = await t.app.inject({ url: '/api/docs', headers: bearer(admin.token) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'start.js']) {
      const response = await t.app.inject({ url: `/api/docs/assets/${asset}`, headers: bearer(admin.token) });
      expect(response.statusCode, asset).toBe(200);
      expect(response.body.length).toBeGreaterThan(10);
    }
    const start = await t.app.inject({ url: '/api/docs/assets/start.js', headers: bearer(admin.token) });
    expect(start.body).toContain('/api/docs/openapi.json');
  });

  it('serves no other file by name', async () => {
    for (const name of ['..%2Fpackage.json', 'index.html', 'swagger-ui-bundle.js.map']) {
      const response = await t.app.inject({ url: `/api/docs/assets/${name}`, headers: bearer(admin.token) });
      expect(response.statusCode, name).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/docs', headers: bearer(associate.token) })).statusCode).toBe(403);
  });
});
