import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '#server/db/change-feed';
import { COMPRESS_THRESHOLD_BYTES, DYNAMIC_GZIP_OPTIONS } from '#server/http/compression';

/** An answer as sent: its bytes, gzipped when `gzip`. */
export interface EncodedAnswer {
  body: Buffer;
  gzip: boolean;
}

export interface SearchAnswerCacheOptions {
  /** At most this many answers are kept. */
  maxAnswers: number;
  /** And at most this many bytes of them (bodies and keys). */
  maxBytes: number;
}

export const SEARCH_ANSWER_CACHE_DEFAULTS: SearchAnswerCacheOptions = { maxAnswers: 2_000, maxBytes: 16 * 1_048_576 };

/**
 * The bytes of a JSON answer as `@fastify/compress` would send them: gzipped (its level and
 * window) when the client takes gzip and the answer reaches the compression threshold, else as
 * they are. Copied into a buffer of their own size: zlib's one-shot call answers a view of a
 * larger buffer, and a kept view keeps all of it (ADR 063).
 */
export function encodeAnswer(json: string, gzip: boolean): EncodedAnswer {
  const plain = Buffer.from(json);
  if (!gzip || plain.length < COMPRESS_THRESHOLD_BYTES) return { body: ownCopy(plain), gzip: false };
  return { body: ownCopy(gzipSync(plain, DYNAMIC_GZIP_OPTIONS)), gzip: true };
}

function ownCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * Whether gzip is what `@fastify/compress` (encodings gzip, deflate, br in that order of
 * preference) would pick for this `Accept-Encoding`: offered (or `*`) with the highest quality.
 * Another pick is answered plain here and compressed by the plugin as usual.
 */
export function takesGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  const gzip = of('gzip');
  return gzip > 0 && gzip >= of('deflate') && gzip >= of('br');
}

/**
 * Search answers kept as sent, by request, until the catalogue changes (ADR 092). The database
 * tells every change to what an answer shows (triggers NOTIFY the change feed's `catalogue` topic,
 * whoever wrote), and each one drops every kept answer: no request asks the database whether
 * anything changed. An answer whose search began before a change is not kept, and while the feed
 * is not live (its listening connection down) nothing is kept or answered from memory.
 * Identical searches running at once share one.
 */
export function createSearchAnswerCache(changes: ChangeFeed, options: SearchAnswerCacheOptions) {
  const kept = new LRUCache<string, EncodedAnswer>({
    max: options.maxAnswers,
    maxSize: options.maxBytes,
    sizeCalculation: (answer, key) => answer.body.length + key.length * 2,
  });
  const running = new Map<string, Promise<EncodedAnswer>>();
  let version = 0;
  const forget = () => {
    version++;
    kept.clear();
    running.clear();
  };
  changes.subscribe('catalogue', forget);
  changes.onReset(forget);

  return {
    /** The kept answer to `key`, or `build`'s (kept when nothing changed while it ran). */
    answer(key: string, build: () => Promise<EncodedAnswer>): Promise<EncodedAnswer> {
      if (!changes.isLive()) return build();
      const hit = kept.get(key);
      if (hit) return Promise.resolve(hit);
      const shared = running.get(key);
      if (shared) return shared;
      const startedAt = version;
      const built = build().then(
        (answer) => {
          if (version === startedAt) {
            running.delete(key);
            if (changes.isLive()) kept.set(key, answer);
          }
          return answer;
        },
        (error: unknown) => {
          if (version === startedAt) running.delete(key);
          throw error;
        },
      );
      running.set(key, built);
      return built;
    },
    /** How many answers and bytes are kept (tests). */
    size: () => ({ answers: kept.size, bytes: kept.calculatedSize }),
  };
}

export type SearchAnswerCache = ReturnType<typeof createSearchAnswerCache>;
