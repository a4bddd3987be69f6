/**
 * First-load JavaScript of the production client (DESIGN §7: ≤ 180 KB gzip): the entry script of
 * dist/client/index.html and every module it preloads, plus any chunk they import statically that
 * the page does not preload, each gzipped at level 9 as scripts/precompress-assets.ts stores the
 * `.gz` the server sends. Also counts the screens and other chunks loaded on demand (dynamic
 * `import()`), and the first-load CSS for scale. Builds the client first when dist/client is
 * missing or older than its sources. Prints the ratio to the budget and writes bench/RESULTS.md.
 *
 *   npx tsx bench/bundle.bench.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureClientBuild, stamp, writeResultsSection } from './harness';

const BUDGET_KB = 180;

/** The asset's path inside the build from a URL of index.html (`/assets/x.js` → `assets/x.js`). */
const assetPath = (url: string) => url.replace(/^\//, '').split('?')[0] ?? url;

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/** Chunks a module imports statically (`import … from "./x.js"`, `import "./x.js"`), as build paths. */
function staticImports(clientDir: string, file: string): string[] {
  const code = readFileSync(path.join(clientDir, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
    found.add(path.posix.join(path.posix.dirname(file), match[1] as string));
  }
  return [...found];
}

/** Chunks a module loads on demand (`import("./x.js")`, any quotes). */
function dynamicImports(clientDir: string, file: string): string[] {
  const code = readFileSync(path.join(clientDir, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)) {
    found.add(path.posix.join(path.posix.dirname(file), match[1] as string));
  }
  return [...found];
}

function main() {
  const clientDir = ensureClientBuild();
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) =>
    assetPath(m[1] as string),
  );
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) =>
    assetPath(m[1] as string),
  );
  const styles = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) =>
    assetPath(m[1] as string),
  );
  if (entries.length === 0) throw new Error('dist/client/index.html names no module script');

  // Whatever the entry imports statically loads before the first screen, preloaded or not.
  const firstLoad = new Set([...entries, ...preloads]);
  const notPreloaded: string[] = [];
  for (const file of [...firstLoad]) {
    for (const imported of staticImports(clientDir, file)) {
      if (firstLoad.has(imported)) continue;
      firstLoad.add(imported);
      notPreloaded.push(imported);
    }
  }
  const sizes = [...firstLoad].map((file) => {
    const raw = readFileSync(path.join(clientDir, file));
    return { file, rawKb: raw.length / 1024, gzipKb: gzipKb(raw) };
  });
  sizes.sort((a, b) => b.gzipKb - a.gzipKb);
  const totalGzip = sizes.reduce((sum, size) => sum + size.gzipKb, 0);
  const totalRaw = sizes.reduce((sum, size) => sum + size.rawKb, 0);
  const cssGzip = styles.reduce((sum, file) => sum + gzipKb(readFileSync(path.join(clientDir, file))), 0);

  const allChunks = readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const lazyChunks = allChunks.filter((file) => !firstLoad.has(file));
  const onDemand = new Set(allChunks.flatMap((file) => dynamicImports(clientDir, file)));
  const screens = [...onDemand].filter((file) => !firstLoad.has(file) && /-page-[^/]*\.js$/.test(file));
  const lazyGzip = lazyChunks.reduce((sum, file) => sum + gzipKb(readFileSync(path.join(clientDir, file))), 0);

  const ratio = totalGzip / BUDGET_KB;
  const verdict = totalGzip <= BUDGET_KB ? 'PASS' : 'FAIL';
  process.stdout.write(
    `first-load JavaScript: ${sizes.length} files (${entries.length} entry, ${preloads.length} preloaded` +
      `${notPreloaded.length ? `, ${notPreloaded.length} imported but not preloaded` : ''}), ` +
      `${totalRaw.toFixed(1)} KB raw, ${totalGzip.toFixed(1)} KB gzip (level 9)\n` +
      `  ${verdict}  ${totalGzip.toFixed(1)} KB gzip against ≤ ${BUDGET_KB} KB (${ratio.toFixed(2)} of budget)\n` +
      sizes.map((size) => `    ${size.gzipKb.toFixed(1).padStart(6)} KB gzip  ${size.file}\n`).join('') +
      `first-load CSS: ${cssGzip.toFixed(1)} KB gzip (not in the budget)\n` +
      `on demand: ${lazyChunks.length} chunks outside the first load (${lazyGzip.toFixed(1)} KB gzip in all), ` +
      `${onDemand.size} dynamic imports, of which ${screens.length} screens (*-page chunks)\n`,
  );
  writeResultsSection(
    'bundle',
    [
      `### Client bundle — ${stamp()} UTC`,
      '',
      `Written by bench/bundle.bench.ts. Budget (DESIGN §7): first-load JavaScript ≤ ${BUDGET_KB} KB gzip — the ` +
        `entry script of dist/client/index.html, its modulepreload links and anything they import statically, ` +
        `each gzipped at level 9 (as the stored \`.gz\` the server sends).`,
      '',
      '| measure | figure | budget |',
      '| --- | ---: | --- |',
      `| first-load JavaScript (${sizes.length} files) | ${totalGzip.toFixed(1)} KB gzip (${totalRaw.toFixed(0)} KB raw) | ` +
        `≤ ${BUDGET_KB} KB: ${ratio.toFixed(2)}, ${verdict.toLowerCase()} |`,
      `| largest first-load file | ${sizes[0]?.gzipKb.toFixed(1) ?? 0} KB gzip (\`${sizes[0]?.file ?? ''}\`) | |`,
      `| first-load CSS | ${cssGzip.toFixed(1)} KB gzip | none |`,
      `| chunks loaded on demand | ${lazyChunks.length} (${lazyGzip.toFixed(0)} KB gzip in all), ` +
        `${screens.length} of them screens | none |`,
    ].join('\n'),
  );
}

main();
