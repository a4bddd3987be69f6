import { constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Answers below this size go out as they are: compressing them costs more CPU than the bytes saved
 * are worth on the network (ADR 050).
 */
export const COMPRESS_THRESHOLD_BYTES = 4096;
/** gzip level 1: about 8–10× smaller JSON at a fraction of the cost of level 6 or brotli 4+. */
export const DYNAMIC_GZIP_LEVEL = 1;
/**
 * A 4 KB window and small hash tables: 32 KB of native memory per compression instead of 256 KB,
 * for JSON pages of a few to a few dozen KB that compress as well either way.
 */
export const DYNAMIC_GZIP_OPTIONS = { level: DYNAMIC_GZIP_LEVEL, windowBits: 12, memLevel: 5 } as const;
export const DYNAMIC_BROTLI_QUALITY = 1;
/** A 64 KB brotli window instead of 4 MB: per-stream memory stays small under many clients. */
export const DYNAMIC_BROTLI_WINDOW_BITS = 16;
/**
 * Answers up to this size are compressed in one synchronous call, not through a zlib stream per
 * response: a JSON answer of 20–40 KB (a page of 21 search results) costs a tenth of a millisecond
 * at gzip level 1, while the stream's set-up, thread-pool hand-offs and native context cost several times that and
 * pile up in memory under load. The library's default on two cores is 8 KB (ADR 057).
 */
export const SYNC_COMPRESS_MAX_BYTES = 256 * 1024;

/**
 * Dynamic answers (JSON) are compressed once per request, on the event loop, so the level is the
 * cheapest that still pays off. gzip is preferred when the browser offers several encodings, as
 * every browser does; built assets are compressed at build time instead (ADR 050).
 */
export const compressionOptions: FastifyCompressOptions = {
  // Answers only: request bodies are never compressed, and the JSON parser refuses one that says
  // it is (json-body.ts) without a hook on every request (ADR 062).
  globalDecompression: false,
  threshold: COMPRESS_THRESHOLD_BYTES,
  syncThreshold: SYNC_COMPRESS_MAX_BYTES,
  encodings: ['gzip', 'deflate', 'br'],
  zlibOptions: { ...DYNAMIC_GZIP_OPTIONS },
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: DYNAMIC_BROTLI_WINDOW_BITS,
    },
  },
};

/**
 * Whether an Accept-Encoding header takes gzip (`gzip` or `*`, without `q=0`), read by the negotiator
 * @fastify/compress uses; content codings are case-insensitive, the negotiator is not.
 */
export const acceptsGzip = (header: string | undefined): boolean =>
  header !== undefined && negotiate(header.toLowerCase(), ['gzip']) === 'gzip';

/**
 * `bytes` in memory of exactly its own size. zlib's one-shot calls answer a view of their 16 KB
 * output buffer, and Node's small buffers are slices of a shared 8 KB pool: kept between requests,
 * such a view holds the whole buffer behind it (a 500-byte deflated piece held 16 KB).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/**
 * A JSON answer kept between requests while its data is unchanged (ADR 057), compressed once the
 * first time a browser asks for it rather than on every request: kept, it can afford gzip's
 * default level.
 */
export class KeptJson {
  private compressed: Buffer | null = null;
  constructor(readonly json: string) {}

  gzip(): Buffer {
    this.compressed ??= ownBytes(gzipSync(this.json));
    return this.compressed;
  }

  /** Sends it, gzipped when the client takes gzip and it is worth compressing (the plugin then leaves it). */
  send(request: FastifyRequest, reply: FastifyReply) {
    void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (this.json.length >= COMPRESS_THRESHOLD_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'gzip').send(this.gzip());
    }
    return reply.send(this.json);
  }
}
