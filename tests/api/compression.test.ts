import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress-assets';
import { buildApp } from '#server/app';
import { createAreaDeps } from '#server/areas/create-area-deps';
import { parseEnv } from '#server/config/env';
import { COMPRESS_THRESHOLD_BYTES } from '#server/http/compression';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import { createTestApp, type TestApp } from '../support/test-app';

/** What every browser sends. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** A page of search results: 21 products, about 9 KB of JSON. */
const page = Array.from({ length: 21 }, (_, i) => ({
  id: 1000 + i,
  title: `Château Example Grand Cru ${i} Rouge 2019`,
  vendor: `Producer ${i}`,
  productType: 'Wine',
  tags: ['red', 'france', 'bordeaux'],
  variants: [{ id: 5000 + i, sku: `SKU-${100000 + i}`, barcode: String(100000000000 + i), price: '29.99' }],
  image: `https://cdn.example.com/images/${i}.jpg`,
}));

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/page', { config: { access: 'public' } }, () => page);
  t.app.get('/api/test/small', { config: { access: 'public' } }, () => ({ text: 'x'.repeat(2000) }));
  clientDir = mkdtempSync(path.join(tmpdir(), 'mc-client-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('dynamic answers', () => {
  it('go to a browser as gzip, several times smaller than the JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/page', headers: BROWSER });
    expect(response.headers['content-encoding']).toBe('gzip');
    const raw = gunzipSync(response.rawPayload);
    expect(JSON.parse(raw.toString('utf8'))).toEqual(page);
    expect(response.rawPayload.length).toBeLessThan(raw.length / 3);
  });

  it('are left alone below the threshold, where compressing costs more than it saves', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/small', headers: BROWSER });
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('request bodies', () => {
  const login = (payload: Buffer | string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const body = JSON.stringify({ username: 'nobody-here', password: 'not-the-password' });

  it('are refused with 415 when sent compressed, in any encoding, before anything reads them', async () => {
    for (const [encoding, payload] of [
      ['gzip', gzipSync(body)],
      ['GZIP', gzipSync(body)],
      ['br', Buffer.from(body)],
      ['deflate, gzip', Buffer.from(body)],
    ] as const) {
      const response = await login(payload, { 'content-encoding': encoding });
      expect(response.statusCode, encoding).toBe(415);
      expect(response.json()).toEqual({
        message: `Compressed request bodies are not accepted (Content-Encoding: ${encoding})`,
        code: 'unsupported_media_type',
      });
    }
  });

  it('are read as they are without an encoding or with identity, poisoning still refused', async () => {
    for (const headers of [{}, { 'content-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await login(body, headers);
      expect(response.statusCode).toBe(401);
    }
    const poisoned = await login('{"username":"a","password":"b","__proto__":{"x":1}}', {});
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('built assets', () => {
  const script = `export const names = [${Array.from({ length: 400 }, (_, i) => `"name-${i}"`).join(',')}];\n`;

  it('are compressed once at build, beside the originals', () => {
    mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><title>x</title>${' '.repeat(2000)}`);
    writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), script);
    writeFileSync(path.join(clientDir, 'assets', 'tiny-abc123.js'), 'export {};\n');
    writeFileSync(path.join(clientDir, 'assets', 'logo-abc123.png'), Buffer.alloc(4096, 7));
    const written = precompressDirectory(clientDir).map((file) => path.relative(clientDir, file));
    expect(written.sort()).toEqual(
      ['assets/app-abc123.js.br', 'assets/app-abc123.js.gz', 'index.html.br', 'index.html.gz'].sort(),
    );
    expect(brotliDecompressSync(readFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'))).toString()).toBe(
      script,
    );
  });

  it('are sent pre-compressed, not compressed per request', async () => {
    expect(existsSync(path.join(clientDir, 'assets', 'app-abc123.js.br'))).toBe(true);
    const { app } = await buildApp(
      createAreaDeps({
        config: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_DEMO: '0' }),
        database: t.database,
        storePlatform: createLocalStorePlatform(t.database),
      }),
      { clientDir },
    );
    try {
      const stored = readFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'));
      const br = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: BROWSER });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.equals(stored)).toBe(true);

      const gz = await app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.rawPayload.equals(readFileSync(path.join(clientDir, 'assets', 'app-abc123.js.gz')))).toBe(true);

      const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.payload).toBe(script);

      const spaPage = await app.inject({ method: 'GET', url: '/products/new', headers: BROWSER });
      expect(spaPage.headers['content-encoding']).toBe('br');
    } finally {
      await app.close();
    }
  });
});
