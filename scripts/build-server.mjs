/**
 * Builds the server into one ES module, so `npm start` runs plain Node: no TypeScript loader
 * thread, no transformed sources and source maps held in memory (ADR 059).
 *
 *   node scripts/build-server.mjs                          src/server/main.ts → dist/server/main.js
 *   node scripts/build-server.mjs <entry.ts> <outfile.js>  another entry (the bench server)
 *
 * Packages stay imports resolved from node_modules at run time. Files a module reads beside itself
 * (`new URL('./migrations', import.meta.url)`) stay where they are in src/: each such URL is
 * rewritten relative to the output file.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FILE_URL = /new URL\((['"])(\.{1,2}\/[^'"]*)\1, import\.meta\.url\)/g;

/** Rewrites each `new URL('./x', import.meta.url)` of a source file to point at the same file from `outDir`. */
function keepFileRelativeUrls(outDir) {
  return {
    name: 'keep-file-relative-urls',
    setup(builder) {
      builder.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
        const source = await readFile(file, 'utf8');
        const contents = source.replace(FILE_URL, (_match, quote, relative) => {
          let target = path
            .relative(outDir, path.resolve(path.dirname(file), relative))
            .split(path.sep)
            .join('/');
          if (!target.startsWith('.')) target = `./${target}`;
          // A folder keeps its trailing slash (URL resolution depends on it).
          if (relative.endsWith('/') && !target.endsWith('/')) target += '/';
          return `new URL(${quote}${target}${quote}, import.meta.url)`;
        });
        return { contents, loader: file.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** The Node flags `npm start` gives the built server (package.json), for whatever starts it the same way. */
export function serverNodeFlags() {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const found = /\bnode((?: --\S+)*) dist\/server\/main\.js/.exec(manifest.scripts?.start ?? '');
  if (!found) throw new Error('the start script of package.json no longer runs `node … dist/server/main.js`');
  return found[1].trim().split(' ').filter(Boolean);
}

export async function buildServer(
  entry = path.join(ROOT, 'src/server/main.ts'),
  outfile = path.join(ROOT, 'dist/server/main.js'),
) {
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [keepFileRelativeUrls(path.dirname(path.resolve(outfile)))],
  });
  if (result.errors.length > 0) throw new Error(`server build failed: ${result.errors.length} error(s)`);
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [entry, outfile] = process.argv.slice(2);
  await buildServer(entry && path.resolve(entry), outfile && path.resolve(outfile));
}
