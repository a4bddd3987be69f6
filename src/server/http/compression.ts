import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Answers below this size go out as they are: compressing them costs more CPU than the bytes saved
 * are worth on the network (ADR 050).
 */
export const COMPRESS_THRESHOLD_BYTES = 4096;
/** gzip level 1: about 8–10× smaller JSON at a fraction of the cost of level 6 or brotli 4+. */
const DYNAMIC_GZIP_LEVEL = 1;
/**
 * A 4 KB window and small hash tables: 32 KB of native memory per compression instead of 256 KB,
 * for JSON pages of a few to a few dozen KB that compress as well either way.
 */
export const DYNAMIC_GZIP_OPTIONS = { level: DYNAMIC_GZIP_LEVEL, windowBits: 12, memLevel: 5 } as const;
const DYNAMIC_BROTLI_QUALITY = 1;
/** A 64 KB brotli window instead of 4 MB: per-stream memory stays small under many clients. */
const DYNAMIC_BROTLI_WINDOW_BITS = 16;
/**
 * Answers up to this size are compressed in one synchronous call, not through a zlib stream per
 * response: a JSON answer of 20–40 KB (a page of 21 search results) costs a tenth of a millisecond
 * at gzip level 1, while the stream's set-up, thread-pool hand-offs and native context cost several times that and
 * pile up in memory under load. The library's default on two cores is 8 KB (ADR 057).
 */
const SYNC_COMPRESS_MAX_BYTES = 256 * 1024;

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
