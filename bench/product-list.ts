/**
 * The product list's filtered page over real HTTP as a browser asks for it (session cookie,
 * `Accept-Encoding: gzip, deflate, br`), on the benchmark catalogue (50,000 products, 100,000
 * variants): `GET /api/products/list` with the filters people combine — a vendor with a margin
 * ceiling, a text search sorted by price, a product type sorted by margin, stock at or below a
 * number at a store, a deep page of the whole catalogue, and a one-letter text. Each is printed against the issue's
 * budget (p99 ≤ 100 ms, no errors) and written to bench/RESULTS.md.
 *
 *   npx tsx bench/product-list.ts      PostgreSQL (BENCH_ENGINE=pglite for the embedded database)
 *   BENCH_SECONDS, BENCH_CLIENTS to adjust.
 */
import { benchEngine } from './bench-database';
import { generateCatalogue } from './generate-catalogue';
import { browserHeaders, loadNow, stamp, startServers, writeResultsSection } from './harness';
import { runLoad, type LoadResult, type LoadTarget } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const P99_BUDGET_MS = 100;

const SCENARIOS: [string, string][] = [
  ['vendor, margin below 40 %, by title', 'vendor=Caymus&marginBelow=40&pageSize=50'],
  ['text "cabernet reserve", by price desc', 'q=cabernet%20reserve&sort=price&dir=desc&pageSize=50'],
  ['SKU fragment', 'q=BN-0123&pageSize=50'],
  ['status ACTIVE, by margin', 'status=ACTIVE&sort=margin&pageSize=50'],
  ['stock at most 2 at Clayton', 'stockStore=FR&stockAtMost=2&pageSize=50'],
  ['whole catalogue, page 100 by title', 'page=100&pageSize=100'],
  // The worst common text: one letter matches most of the catalogue.
  ['text "a" (one letter), by title', 'q=a&pageSize=50'],
];

async function main() {
  const engine = benchEngine();
  const loadAtStart = loadNow();
  await generateCatalogue({ engine });
  const servers = await startServers();
  try {
    const options = { clients: CLIENTS, seconds: SECONDS, warmupSeconds: Math.min(3, SECONDS) };
    const origin = `http://127.0.0.1:${servers.appPort}`;
    const headers = browserHeaders(origin, servers.token, '/products');
    process.stdout.write(`product list benchmark on ${engine}: ${CLIENTS} clients, ${SECONDS} s per scenario\n`);
    const rows: { result: LoadResult; isPass: boolean }[] = [];
    for (const [name, query] of SCENARIOS) {
      const target: LoadTarget = {
        name,
        port: servers.appPort,
        path: `/api/products/list?${query}`,
        method: 'GET',
        headers,
      };
      const result = await runLoad(target, options);
      const isPass = result.errors === 0 && result.p99 <= P99_BUDGET_MS;
      rows.push({ result, isPass });
      process.stdout.write(
        `  ${isPass ? 'PASS' : 'FAIL'}  ${name}: ${Math.round(result.perSecond)} req/s, p50 ${result.p50.toFixed(1)} ms, ` +
          `p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors\n`,
      );
    }
    const table = [
      `### Product list on ${engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} — ${stamp()} UTC`,
      '',
      `Written by bench/product-list.ts. Budget: a filtered page of 100,000 variants in p99 ≤ ${P99_BUDGET_MS} ms. ` +
        `${CLIENTS} clients, ${SECONDS} s per scenario after a warm-up, browser headers (session cookie, gzip offered). ` +
        `Load average: ${loadAtStart.toFixed(1)} at the start, ${loadNow().toFixed(1)} at the end (2 cores; above 2, ` +
        `other work shared the machine).`,
      '',
      '| scenario | req/s | p50 ms | p99 ms | errors | budget |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
      ...rows.map(
        ({ result, isPass }) =>
          `| ${result.name} | ${Math.round(result.perSecond)} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | ` +
          `${result.errors} | ${isPass ? 'pass' : 'FAIL'} |`,
      ),
    ].join('\n');
    writeResultsSection(`product-list:${engine}`, table);
  } finally {
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `product list bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
