import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '#server/app';
import { createAreaDeps } from '#server/areas/create-area-deps';
import { parseEnv } from '#server/config/env';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import type { Db } from '#server/db/client';
import { HttpError } from '#server/http/errors';
import { TEST_PASSWORD, bearer, createTestApp, type TestApp } from '../support/test-app';
import { prepareProcessDatabase } from '../support/test-database';
import { buildServer, serverNodeFlags } from '../../scripts/build-server.mjs';

const logLines: string[] = [];
let t: TestApp;

const EchoSchema = z.object({ quantity: z.number().int(), name: z.string(), note: z.string().optional() }).strict();

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
  // Stand-ins for feature routes, registered before the app is first used.
  t.app.post('/api/test/echo', { config: { access: 'user' }, schema: { body: EchoSchema } }, (request) => request.body);
  t.app.get('/api/test/sql-error', { config: { access: 'public' } }, async () => {
    await t.database.db.execute(sql`select secret_column from table_that_does_not_exist where password = 'hunter22'`);
  });
  t.app.get('/api/test/plain-error', { config: { access: 'public' } }, () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at Pool.connect (/app/node_modules/pg/lib/index.js:45:11)');
  });
  t.app.get('/api/test/error-with-status', { config: { access: 'public' } }, () => {
    throw Object.assign(new Error('duplicate key value violates unique constraint "users_username_unique"'), {
      statusCode: 400,
    });
  });
  t.app.get('/api/test/thrown-string', { config: { access: 'public' } }, () => {
    throw 'raw string with internals';
  });
  t.app.get('/api/test/http-error', { config: { access: 'public' } }, () => {
    throw new HttpError(409, 'That SKU already exists', { 'x-conflict': 'sku' });
  });
  t.app.get('/api/test/big', { config: { access: 'public' } }, () =>
    Array.from({ length: 200 }, (_, index) => ({ sku: `SKU-${index}`, name: 'Château Example Grand Vin' })),
  );
});
afterAll(() => t?.close());

describe('request validation', () => {
  let token: string;
  beforeAll(async () => {
    token = await t.createSession(await t.createUser('associate'));
  });
  const echo = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/test/echo', headers: bearer(token), payload: payload as object });

  it('passes a valid body through untouched', async () => {
    const response = await echo({ quantity: 5, name: 'Riesling' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ quantity: 5, name: 'Riesling' });
  });

  it.each([
    [{ quantity: '5', name: 'Riesling' }, 'quantity: Invalid input: expected number, received string'],
    [{ quantity: 5.5, name: 'Riesling' }, 'quantity: Invalid input: expected int, received number'],
    [{ quantity: 5, name: 7 }, 'name: Invalid input: expected string, received number'],
    [{ quantity: 5 }, 'name: Invalid input: expected string, received undefined'],
    [{ quantity: 5, name: 'Riesling', price: 12 }, 'Unrecognized key: "price"'],
    [{ quantity: 5, name: 'Riesling', note: null }, 'note: Invalid input: expected string, received null'],
    [[1, 2], 'Invalid input: expected object, received array'],
  ])('refuses %j with 400 and a message naming the field', async (payload, message) => {
    const response = await echo(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it.each([
    ['{"quantity":', 'application/json', 400, "Body is not valid JSON but content-type is set to 'application/json'"],
    ['', 'application/json', 400, "Body cannot be empty when content-type is set to 'application/json'"],
    ['quantity=5', 'application/x-www-form-urlencoded', 415, 'Unsupported Media Type'],
    [`{"name":"${'x'.repeat(1024 * 1024)}"}`, 'application/json', 413, 'Request body is too large'],
  ])('refuses the raw body %#', async (payload, contentType, status, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...bearer(token), 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message });
  });
});

describe('errors', () => {
  it.each(['/api/test/sql-error', '/api/test/plain-error', '/api/test/error-with-status', '/api/test/thrown-string'])(
    '%s answers 500 with a fixed message: no SQL, no stack, no internals',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe('{"message":"Internal server error","code":"internal"}');
    },
  );

  it('logs the real cause of a 500 on the server', async () => {
    logLines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/test/sql-error' });
    const failure = logLines
      .map((line) => JSON.parse(line) as { msg: string; err?: { message: string } })
      .find((entry) => entry.msg === 'request failed');
    expect(failure?.err?.message).toContain('table_that_does_not_exist');
  });

  it('answers an HttpError with its status, message and headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/http-error' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['x-conflict']).toBe('sku');
    expect(response.json()).toMatchObject({ message: 'That SKU already exists' });
  });

  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/no-such-thing'],
    ['DELETE', '/api/user'],
    ['GET', '/some/page'],
  ])('%s %s answers a JSON 404', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toMatchObject({ message: 'Not found' });
  });
});

describe('URLs the router cannot take', () => {
  it.each([
    ['/api/jobs/%E0%A4%A', 400, 'The address is not a valid URL'],
    [`/api/jobs/${'x'.repeat(2_000)}`, 414, 'The address is too long'],
  ])('%s answers %i in the API error shape, with the security headers', async (url, status, message) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ message, code: 'invalid' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('response headers', () => {
  it('sends the API security headers on JSON answers of the API, errors and unknown paths included', async () => {
    for (const url of ['/api/health', '/api/user', '/api/nowhere']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['x-powered-by']).toBeUndefined();
      // The page's policy is for documents: none of it reaches a JSON answer.
      expect(headers['cross-origin-opener-policy']).toBeUndefined();
      expect(headers['origin-agent-cluster']).toBeUndefined();
    }
  });

  it('sends the document security headers on what is not JSON of the API (the API docs page)', async () => {
    const admin = await t.createSession(await t.createUser('admin'));
    const { statusCode, headers } = await t.app.inject({ method: 'GET', url: '/api/docs', headers: bearer(admin) });
    expect(statusCode).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self' https://www.youtube.com;frame-src https://www.youtube-nocookie.com https://www.youtube.com;style-src 'self' 'unsafe-inline';img-src 'self' data: https:;connect-src 'self' http://127.0.0.1:9100 https://127.0.0.1:9101;font-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'",
    );
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('compresses large answers for clients that accept it, and leaves small ones alone', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/test/big', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    const decoded = JSON.parse(gunzipSync(big.rawPayload).toString('utf8')) as unknown[];
    expect(decoded).toHaveLength(200);
    expect(decoded[199]).toEqual({ sku: 'SKU-199', name: 'Château Example Grand Vin' });

    const identity = await t.app.inject({ method: 'GET', url: '/api/test/big' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('health and readiness', () => {
  it('GET /api/health answers while the process lives', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready checks the database and every adapter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: t.database.engine,
      checks: [
        { name: 'database', adapter: t.database.engine, isUp: true },
        { name: 'store platform', adapter: 'local', isUp: true },
        { name: 'file store', adapter: 'local-disk', isUp: true },
        { name: 'mailer', adapter: 'outbox', isUp: true },
        { name: 'video host', adapter: 'local', isUp: true },
        { name: 'job runner', adapter: 'database', isUp: true },
        {
          name: 'video converter',
          adapter: expect.stringMatching(/^ffmpeg \S+ \((debian|packaged|path)\)$/),
          isUp: true,
        },
      ],
      // The local catalogue is the catalogue: there is no mirror to report.
      mirror: null,
    });
  });

  it('GET /api/ready answers 503 when the database does not', async () => {
    const failingDb = new Proxy(t.database.db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? () => Promise.reject(new Error('connection terminated'))
          : (Reflect.get(target, key, receiver) as unknown),
    }) as Db;
    const { app } = await buildApp(
      createAreaDeps({
        config: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
        database: { ...t.database, db: failingDb },
        storePlatform: createLocalStorePlatform(t.database),
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not ready',
      message: 'Not ready: database, job runner',
      code: 'unavailable',
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('GET /api/ready names the video host when it cannot publish', async () => {
    const { app } = await buildApp(
      createAreaDeps({
        config: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
        database: t.database,
        storePlatform: createLocalStorePlatform(t.database),
        videoHost: {
          name: 'youtube',
          publish: () => Promise.reject(new Error('not in this test')),
          lookupYouTubeVideo: () => Promise.resolve(null),
          checkConnection: () =>
            Promise.resolve({ connected: false, adapter: 'youtube', message: 'invalid_grant: token revoked' }),
        },
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: 'Not ready: video host' });
    expect(response.json<{ checks: unknown[] }>().checks).toContainEqual({
      name: 'video host',
      adapter: 'youtube',
      isUp: false,
    });
    // The adapter's own words stay in the log.
    expect(response.body).not.toContain('token revoked');
    await app.close();
  });
});

describe('request logs', () => {
  it('are JSON lines with method, path, status and time, and never a password, token or query string', async () => {
    await t.createUser('associate', { username: 'logged-user' });
    logLines.length = 0;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login?invite=logged-user&temp=Query-Secret-1',
      payload: { username: 'logged-user', password: TEST_PASSWORD },
    });
    const { token } = login.json<{ token: string }>();
    await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `mc_session=${token}` } });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(token),
      payload: { currentPassword: 'Wrong-Current-1', newPassword: 'Never-Logged-2' },
    });

    const text = logLines.join('');
    for (const secret of [TEST_PASSWORD, token, 'Query-Secret-1', 'Wrong-Current-1', 'Never-Logged-2'])
      expect(text).not.toContain(secret);

    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed).toHaveLength(4);
    expect(entries.find((entry) => entry.msg === 'incoming request')).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      req: { method: 'POST', url: '/api/login', ip: '127.0.0.1' },
    });
    expect(completed[0]).toMatchObject({ res: { statusCode: 200 }, responseTime: expect.any(Number) });
    expect(completed[3]).toMatchObject({ res: { statusCode: 400 } });
  });
});

describe('the server process', () => {
  it('built as `npm start` builds it: prints the first admin once, drains an in-flight request on SIGTERM, then exits 0', async () => {
    // An empty, migrated database: main.ts has to create the first admin itself.
    const database = await prepareProcessDatabase();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...database.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    };
    for (const key of ['ADMIN_USERNAME', 'ADMIN_PASSWORD']) delete env[key];
    const child = spawn(process.execPath, [...serverNodeFlags(), await buildServer()], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    try {
      const printed = await waitFor(
        () =>
          /Sign in at http:\/\/localhost:(\d+)\/auth\n {2}username: admin\n {2}one-time password: (\S+)\n/.exec(stdout),
        () => `${stdout}${stderr}`,
      );
      const [, port, password] = printed;
      const base = `http://127.0.0.1:${port}`;

      const signIn = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      });
      expect(signIn.status).toBe(200);
      expect(await signIn.json()).toMatchObject({ username: 'admin', role: 'admin', mustChangePassword: true });

      // A request the server has accepted (it answered 100 Continue) but whose body is not all there yet.
      const body = JSON.stringify({ username: 'admin', password });
      const socket = net.connect(Number(port), '127.0.0.1');
      let raw = '';
      socket.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
      );
      await waitFor(
        () => raw.includes('100 Continue'),
        () => raw,
      );
      socket.write(body.slice(0, 10));

      child.kill('SIGTERM');
      // Once the listener is closed, new connections are refused...
      await waitFor(
        async () =>
          fetch(`${base}/api/health`).then(
            () => false,
            () => true,
          ),
        () => 'listener still open',
      );
      expect(child.exitCode).toBeNull();
      // ...and the request already under way still gets its full answer.
      socket.write(body.slice(10));
      await waitFor(
        () => /\r\n\r\n\{.*\}$/s.test(raw),
        () => raw,
      );
      expect(raw).toMatch(/HTTP\/1\.1 200 OK/);
      expect(raw).toMatch(/\r\nconnection: close\r\n/i);
      expect(raw).toContain('"mustChangePassword":true');

      expect(await exited).toBe(0);
      expect(stdout.match(/one-time password/g)).toHaveLength(1);
      expect(stderr).toBe('');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      await database.cleanUp();
    }
  }, 120_000);
});

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function waitFor<T>(
  probe: () => T | Promise<T>,
  describeState: () => string,
  timeoutMs = 60_000,
): Promise<NonNullable<Exclude<T, false>>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<Exclude<T, false>>;
    if (Date.now() > deadline) throw new Error(`timed out; state:\n${describeState()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
