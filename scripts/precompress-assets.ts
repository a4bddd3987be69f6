import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images, fonts in woff2 and the like are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|xml|wasm|ico|webmanifest)$/i;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every compressible file of the
 * build, once, so the server sends them as they are (`@fastify/static` preCompressed) instead of
 * compressing each asset on every request (ADR 050). Returns the files written.
 */
export function precompressDirectory(dir: string): string[] {
  const written: string[] = [];
  for (const file of [...filesUnder(dir)]) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A copy that is not smaller would only cost a read: the server falls back to the original.
    for (const [suffix, data] of [
      ['.br', br],
      ['.gz', gz],
    ] as const) {
      if (data.length >= raw.length) continue;
      writeFileSync(`${file}${suffix}`, data);
      written.push(`${file}${suffix}`);
    }
  }
  return written;
}

/** Vite plugin: pre-compresses the client build after it is written. */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mission-control:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
