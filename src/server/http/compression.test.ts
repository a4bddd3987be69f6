import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressionOptions, KeptJson, ownBytes } from './compression';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['identity', false],
    ['br', false],
    ['gzip;q=0', false],
    ['GZIP', true],
    ['', false],
  ])('%j → %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});

describe('ownBytes', () => {
  it('copies a view of a larger buffer into memory of its own size, and leaves a whole buffer as it is', () => {
    const view = gzipSync('{"a":1}');
    expect(view.buffer.byteLength).toBeGreaterThan(view.length);
    const own = ownBytes(view);
    expect(own.equals(view)).toBe(true);
    expect(own.buffer.byteLength).toBe(own.length);
    expect(ownBytes(own)).toBe(own);
  });

  it('is what a kept JSON answer holds its gzip in', () => {
    const gzipped = new KeptJson(JSON.stringify({ queues: [] })).gzip();
    expect(gzipped.buffer.byteLength).toBe(gzipped.length);
  });
});

describe('KeptJson', () => {
  async function appSending(kept: KeptJson) {
    const app = Fastify();
    await app.register(compress, compressionOptions);
    app.get('/kept', (request, reply) => kept.send(request, reply));
    return app;
  }
  const big = JSON.stringify(Array.from({ length: 500 }, (_, id) => ({ id, sku: `SKU-${id}` })));

  it('sends a large answer gzipped once to clients that take gzip, and plain to the others', async () => {
    const kept = new KeptJson(big);
    const app = await appSending(kept);
    const gzipped = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(big);
    const again = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip' } });
    expect(again.rawPayload.equals(gzipped.rawPayload)).toBe(true);
    expect(kept.gzip()).toBe(kept.gzip());
    const plain = await app.inject({ url: '/kept' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
    await app.close();
  });

  it('sends a small answer as it is', async () => {
    const app = await appSending(new KeptJson('[]'));
    const response = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('[]');
    await app.close();
  });
});
