/**
 * POST /api/products/search at 20 concurrent clients over real HTTP, against a 100,000-variant
 * catalogue, as a browser sends it (session cookie, `Accept-Encoding: gzip, deflate, br`), DESIGN §7:
 * a product by SKU, by barcode (as stored and as a GTIN variant: the EAN-13 with a leading zero),
 * by its exact name, by part of its name and by every word of it in any order; a page of 21 products;
 * 1-character terms; and a mixed workload. Each scenario is printed against its budget (p99 ≤ 50 ms,
 * ≥ 1,000 req/s, the server under 300 MB resident on PostgreSQL and 400 MB on the embedded database)
 * as pass or fail, beside a bare Fastify route measured in the same run (the machine's ceiling), and
 * the figures are written to bench/RESULTS.md (one section per engine).
 *
 *   npx tsx bench/search.bench.ts                     PostgreSQL (BENCH_DATABASE_URL)
 *   BENCH_ENGINE=pglite npx tsx bench/search.bench.ts the embedded database (BENCH_PGLITE_DIR)
 *   BENCH_SECONDS, BENCH_CLIENTS to adjust; BENCH_ONLY=<part of a scenario's name> runs only the
 *   scenarios named so (for a profile), and then bench/RESULTS.md is left as it is.
 */
import http from 'node:http';
import { benchEngine } from './bench-database';
import { BENCH_PRODUCTS, benchBarcode, benchSku, benchTitle, generateCatalogue } from './generate-catalogue';
import { browserHeaders, loadNow, stamp, startServers, writeResultsSection } from './harness';
import { runLoad, type LoadResult, type LoadTarget } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
const P99_BUDGET_MS = 50;
const THROUGHPUT_BUDGET = 1_000;
/** The embedded database lives in the server's process, so it is given more. */
const MEMORY_BUDGET_MB = { postgres: 300, pglite: 400 } as const;

/** Spread over the catalogue so the cache is not one row hot. */
const pick = () => 1 + Math.floor(Math.random() * BENCH_PRODUCTS);
const variantOf = () => 1 + Math.floor(Math.random() * 2);
const oneOf = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)] as T;

/** Producers of the bench catalogue: a producer's name finds a page of 21 products. */
const PRODUCER_TERMS = ['Caymus', 'Silver Oak', 'Duckhorn', 'Torres'];
/** Every bench SKU starts `BN-`, every barcode `7000`: these prefixes match tens of thousands of keys. */
const CODE_1 = ['7', 'b', 'B'];
/** Letters found in many titles (as prefixes and inside them). */
const NAME_1 = ['c', 's', 'd', 'o', 'a', 't', 'p', 'm', 'r', 'n', 'e', 'i', '2'];

/** The server process's counters so far, from the bare server beside it: CPU time (user and system, µs) and collections. */
async function serverCounters(port: number): Promise<Record<string, number>> {
  const response = await fetch(`http://127.0.0.1:${port}/cpu`);
  const { user, system, fullCollections, collectionPauseMs } = (await response.json()) as Record<string, number>;
  return {
    cpuMicros: (user ?? 0) + (system ?? 0),
    fullCollections: fullCollections ?? 0,
    collectionPauseMs: collectionPauseMs ?? 0,
  };
}

function residentMb(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/memory' }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          const memory = JSON.parse(body) as { rss: number; heapUsed: number; heapTotal: number; external: number };
          const mb = (bytes: number) => Math.round(bytes / 1_048_576);
          process.stdout.write(
            `    server memory: ${mb(memory.rss)} MB resident, heap ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)} MB, ` +
              `${mb(memory.external)} MB external\n`,
          );
          resolve(memory.rss / 1_048_576);
        });
      })
      .on('error', reject);
  });
}

interface Row {
  result: LoadResult;
  ratio: number;
  memoryMb: number;
  isPass: boolean;
}

const memoryBudget = (engine: string) => (engine === 'pglite' ? MEMORY_BUDGET_MB.pglite : MEMORY_BUDGET_MB.postgres);

function verdict(engine: string, result: LoadResult, bare: LoadResult, memoryMb: number): Row {
  const ratio = result.perSecond / bare.perSecond;
  const isPass =
    result.errors === 0 &&
    result.p99 <= P99_BUDGET_MS &&
    result.perSecond >= THROUGHPUT_BUDGET &&
    memoryMb < memoryBudget(engine);
  return { result, ratio, memoryMb, isPass };
}

function report(engine: string, bare: LoadResult, rows: Row[]) {
  process.stdout.write(
    `\nBudgets (DESIGN §7): p99 ≤ ${P99_BUDGET_MS} ms, ≥ ${THROUGHPUT_BUDGET} req/s, server < ${memoryBudget(engine)} MB ` +
      `resident, no errors (bare route: ${Math.round(bare.perSecond)} req/s, server CPU ${cpuText(bare)} per answer).\n`,
  );
  for (const row of rows) {
    const { result } = row;
    process.stdout.write(
      `  ${row.isPass ? 'PASS' : 'FAIL'}  ${result.name}: ${Math.round(result.perSecond)} req/s ` +
        `(${(result.perSecond / THROUGHPUT_BUDGET).toFixed(2)} of budget, ${(row.ratio * 100).toFixed(1)} % of bare), ` +
        `p99 ${result.p99.toFixed(1)} ms (${(result.p99 / P99_BUDGET_MS).toFixed(2)} of budget), ` +
        `${Math.round(row.memoryMb)} MB, server CPU ${cpuText(result)} per answer, ` +
        `paused for GC ${collectionText(result)}, ${result.errors} errors\n`,
    );
  }
  const failed = rows.filter((row) => !row.isPass).length;
  process.stdout.write(`${engine}: ${rows.length - failed} of ${rows.length} scenarios within budget\n`);
}

/** Replaces this engine's section of bench/RESULTS.md (the other engine's stays). */
function writeResults(engine: string, bare: LoadResult, rows: Row[], loadAtStart: number) {
  const table = [
    `### Search on ${engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} — ${stamp()} UTC`,
    '',
    `${CLIENTS} clients, ${SECONDS} s per scenario after a warm-up; bare route ${Math.round(bare.perSecond)} req/s ` +
      `(mean of before and after), p99 ${bare.p99.toFixed(1)} ms, server CPU ${cpuText(bare)} per answer. Load average: ${loadAtStart.toFixed(1)} at the start, ` +
      `${loadNow().toFixed(1)} at the end (2 cores; above 2, other work shared the machine).`,
    '',
    '| scenario | req/s | % of bare | p50 ms | p99 ms | server MB | server CPU per answer | paused for GC | errors | budget |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      ({ result, ratio, memoryMb, isPass }) =>
        `| ${result.name} | ${Math.round(result.perSecond)} | ${(ratio * 100).toFixed(1)} | ${result.p50.toFixed(2)} | ` +
        `${result.p99.toFixed(2)} | ${Math.round(memoryMb)} | ${cpuText(result)} | ${collectionText(result)} | ${result.errors} | ` +
        `${isPass ? 'pass' : 'FAIL'} |`,
    ),
  ].join('\n');
  writeResultsSection(`search:${engine}`, table);
}

function meanOf(first: LoadResult, second: LoadResult): LoadResult {
  return {
    name: 'bare Fastify route',
    requests: first.requests + second.requests,
    errors: first.errors + second.errors,
    perSecond: (first.perSecond + second.perSecond) / 2,
    p50: (first.p50 + second.p50) / 2,
    p99: (first.p99 + second.p99) / 2,
    ...(first.measured === undefined || second.measured === undefined
      ? {}
      : {
          measured: Object.fromEntries(
            Object.entries(first.measured).map(([name, value]) => [name, value + (second.measured?.[name] ?? 0)]),
          ),
        }),
  };
}

/** The server's CPU per answer, as printed: `84 µs` (the bare route's is the floor). */
const cpuText = (result: LoadResult) =>
  result.measured?.cpuMicros === undefined || result.requests === 0
    ? 'n/a'
    : `${Math.round(result.measured.cpuMicros / result.requests)} µs`;

/**
 * The share of the measured run the server spent paused for garbage collection, and how many of its
 * collections were full ones: `1.9 % (0 full)`. A run with many full collections has a p99 out of line
 * with its CPU (ADR 061).
 */
const collectionText = (result: LoadResult) => {
  const { collectionPauseMs, fullCollections } = result.measured ?? {};
  if (collectionPauseMs === undefined || fullCollections === undefined || result.perSecond === 0) return 'n/a';
  const runMs = (result.requests / result.perSecond) * 1000;
  return `${((100 * collectionPauseMs) / runMs).toFixed(1)} % (${fullCollections} full)`;
};

async function main() {
  const engine = benchEngine();
  const loadAtStart = loadNow();
  await generateCatalogue({ engine });
  const servers = await startServers();
  try {
    const options = {
      clients: CLIENTS,
      seconds: SECONDS,
      warmupSeconds: Math.min(3, SECONDS),
      // Steadier than throughput on a shared machine: what one answer costs the server.
      measure: () => serverCounters(servers.barePort),
    };
    const origin = `http://127.0.0.1:${servers.appPort}`;
    const browser = browserHeaders(origin, servers.token, '/product-editor');
    const search = (name: string, headers: Record<string, string>, body: () => unknown): LoadTarget => ({
      name,
      port: servers.appPort,
      path: '/api/products/search',
      headers,
      body,
    });
    const bodies = {
      skuExact: () => ({ term: benchSku(pick(), variantOf()), type: 'sku' }),
      barcodeExact: () => ({ term: benchBarcode(pick(), variantOf()), type: 'sku' }),
      // The stored UPC-A scanned as the EAN-13 that encodes it: a leading zero, compared as GTIN-14.
      barcodeGtin: () => ({ term: `0${benchBarcode(pick(), variantOf())}`, type: 'sku' }),
      nameExact: () => ({ term: benchTitle(pick()).toLowerCase(), type: 'name' }),
      namePartial: () => ({ term: benchTitle(pick()).split(' ').slice(-2).join(' '), type: 'name' }),
      nameAnyOrder: () => ({ term: benchTitle(pick()).split(' ').reverse().join(' '), type: 'name' }),
      namePage: () => ({ term: oneOf(PRODUCER_TERMS), type: 'name' }),
      code1: () => ({ term: oneOf(CODE_1), type: 'sku' }),
      name1: () => ({ term: oneOf(NAME_1), type: 'name' }),
    };
    const mixed = () =>
      oneOf([
        bodies.skuExact,
        bodies.skuExact,
        bodies.barcodeExact,
        bodies.barcodeGtin,
        bodies.nameExact,
        bodies.namePartial,
        bodies.nameAnyOrder,
        bodies.namePage,
        bodies.code1,
        bodies.name1,
      ])();
    process.stdout.write(`search benchmark on ${engine}: ${CLIENTS} clients, ${SECONDS} s per scenario\n`);
    const bareTarget = {
      name: 'bare Fastify route',
      port: servers.barePort,
      path: '/bare',
      body: () => ({ term: 'x' }),
    };
    const bareBefore = await runLoad(bareTarget, options);
    const results: Array<{ result: LoadResult; memoryMb: number }> = [];
    for (const target of [
      search('SKU exact, 1 product', browser, bodies.skuExact),
      search('barcode exact, 1 product', browser, bodies.barcodeExact),
      search('barcode as GTIN variant (EAN-13 with leading 0), 1 product', browser, bodies.barcodeGtin),
      search('name exact, 1 product', browser, bodies.nameExact),
      search('name partial', browser, bodies.namePartial),
      search('name, every word in any order', browser, bodies.nameAnyOrder),
      search('name, page of 21 products', browser, bodies.namePage),
      search('SKU/barcode 1 character, 21 products', browser, bodies.code1),
      search('name 1 character, 21 products', browser, bodies.name1),
      search('mixed workload', browser, mixed),
    ].filter((target) => !ONLY || target.name.toLowerCase().includes(ONLY))) {
      const result = await runLoad(target, options);
      results.push({ result, memoryMb: await residentMb(servers.barePort) });
    }
    // The machine's ceiling drifts by a third between runs here: measured before and after the
    // searches, its mean is what they are compared with.
    const bare = meanOf(bareBefore, await runLoad(bareTarget, options));
    const rows = results.map(({ result, memoryMb }) => verdict(engine, result, bare, memoryMb));
    report(engine, bare, rows);
    if (!ONLY) writeResults(engine, bare, rows, loadAtStart);
  } finally {
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `search bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
