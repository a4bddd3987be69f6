import { gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import { fc, test } from '@fast-check/vitest';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, compressionOptions } from './compression';
import { GzipPiece, sendPieces, splicedGzip } from './spliced-gzip';

/** As a browser reads it: the web platform's streaming decoder, not zlib's one-shot call. */
async function decodeAsBrowser(gzipped: Buffer): Promise<string> {
  const stream = new Blob([new Uint8Array(gzipped)]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

describe('splicedGzip', () => {
  test.prop([fc.array(fc.string({ unit: 'binary', maxLength: 3000 }), { maxLength: 30 })], { numRuns: 60 })(
    'decodes to the pieces’ text in order, whatever the text (multi-byte, empty, repeated)',
    async (texts) => {
      const gzipped = splicedGzip(texts.map((text) => new GzipPiece(text)));
      expect(gunzipSync(gzipped).toString('utf8')).toBe(texts.join(''));
      expect(await decodeAsBrowser(gzipped)).toBe(texts.join(''));
    },
  );

  it('reuses a piece’s deflated form, and the same piece may appear many times in one answer', () => {
    const product = new GzipPiece(JSON.stringify({ id: 'gid://shopify/Product/1', title: 'Caymus Cabernet' }));
    const comma = new GzipPiece(',');
    expect(product.compressed()).toBe(product.compressed());
    const gzipped = splicedGzip([product, comma, product, comma, product]);
    expect(gunzipSync(gzipped).toString()).toBe([product.text, product.text, product.text].join(','));
  });

  it('keeps what it holds between requests in memory of its own size, not views of larger buffers', () => {
    const piece = new GzipPiece(JSON.stringify({ id: 'gid://shopify/Product/2', title: 'Torres Sangre de Toro' }));
    const { deflated } = piece.compressed();
    expect(deflated.buffer.byteLength).toBe(deflated.length);
    const bytes = new GzipPiece('x'.repeat(100)).bytes();
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });

  it('writes a gzip trailer a strict reader checks: a changed byte of text is refused', () => {
    const gzipped = splicedGzip([new GzipPiece('{"a":'), new GzipPiece('"é"}')]);
    expect(gzipped.readUInt32LE(gzipped.length - 4)).toBe(Buffer.byteLength('{"a":"é"}'));
    const corrupted = Buffer.from(gzipped);
    corrupted.writeUInt32LE((corrupted.readUInt32LE(corrupted.length - 8) ^ 1) >>> 0, corrupted.length - 8);
    expect(() => gunzipSync(corrupted)).toThrow();
  });
});

describe('sendPieces', () => {
  async function appSending(pieces: GzipPiece[]) {
    const app = Fastify();
    await app.register(compress, compressionOptions);
    app.get('/pieces', (request, reply) => sendPieces(request, reply, pieces));
    return app;
  }
  /** Shaped like search results: each piece compresses on its own (its keys repeat inside it). */
  const variant = (id: number, n: number) => ({
    id: `gid://shopify/ProductVariant/${id * 10 + n}`,
    sku: `SKU-${id}-${n}`,
    price: 10 + n,
    metafields: { vintage: null, pack_size: '750ml', country_of_origin: 'Spain', par_value: null },
    reviewMetafields: { reviewer_name: null, reviewer_score: null, reviewer_text: null },
  });
  const products = Array.from(
    { length: 30 },
    (_, id) =>
      new GzipPiece(JSON.stringify({ id: `gid://shopify/Product/${id}`, variants: [variant(id, 1), variant(id, 2)] })),
  );
  const pieces = [
    new GzipPiece('['),
    ...products.flatMap((piece, at) => (at > 0 ? [new GzipPiece(','), piece] : [piece])),
    new GzipPiece(']'),
  ];
  const json = `[${products.map((piece) => piece.text).join(',')}]`;

  test.prop([fc.array(fc.string({ unit: 'binary', maxLength: 300 }), { minLength: 1, maxLength: 8 }), fc.boolean()], {
    numRuns: 40,
  })(
    'sends the pieces plain as exactly their text joined, small or large (then from kept bytes, then kept whole), whatever the text',
    async (parts, isLarge) => {
      const texts = isLarge ? [...parts, 'x'.repeat(COMPRESS_THRESHOLD_BYTES)] : parts;
      const app = await appSending(texts.map((text) => new GzipPiece(text)));
      const expected = Buffer.from(texts.join(''), 'utf8');
      for (let time = 0; time < 3; time++) {
        const response = await app.inject({ method: 'GET', url: '/pieces' });
        expect(response.rawPayload.equals(expected)).toBe(true);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(response.headers['content-length'])).toBe(expected.length);
      }
      await app.close();
    },
  );

  it('sends a large answer as spliced gzip to clients that take gzip (the plugin leaves it), plain to clients that take none', async () => {
    const app = await appSending(pieces);
    expect(json.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const gzipped = await app.inject({ url: '/pieces', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(json);
    expect(gzipped.rawPayload.length).toBeLessThan(json.length / 2);

    const plain = await app.inject({ url: '/pieces' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(json);
  });

  it('sends an answer asked for again gzipped whole, once compressed, and never for other pieces', async () => {
    // Pieces of their own: answers of the other tests' pieces are remembered already.
    const app = await appSending(pieces.map((piece) => new GzipPiece(piece.text)));
    const ask = () => app.inject({ url: '/pieces', headers: { 'accept-encoding': 'gzip' } });
    const first = await ask();
    const second = await ask();
    const third = await ask();
    for (const answer of [first, second, third]) expect(gunzipSync(answer.rawPayload).toString()).toBe(json);
    // Spliced the first time; then whole, smaller, and the same bytes from then on.
    expect(second.rawPayload.length).toBeLessThan(first.rawPayload.length / 2);
    expect(third.rawPayload.equals(second.rawPayload)).toBe(true);

    // The same text in other pieces (a changed product is a new piece) is not that answer.
    const copies = pieces.map((piece) => new GzipPiece(piece.text));
    const other = await appSending(copies);
    const fresh = await other.inject({ url: '/pieces', headers: { 'accept-encoding': 'gzip' } });
    expect(fresh.rawPayload.length).toBe(first.rawPayload.length);
    expect(gunzipSync(fresh.rawPayload).toString()).toBe(json);
  });

  it('sends a small answer plain even to clients that take gzip', async () => {
    const app = await appSending([new GzipPiece('{"ok":'), new GzipPiece('true}')]);
    const response = await app.inject({ url: '/pieces', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });
});
