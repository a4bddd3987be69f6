/**
 * POST /api/products/search by SKU, barcode and name at 50 concurrent clients over real HTTP,
 * against a 100,000-variant catalogue on PostgreSQL, beside a bare Fastify JSON route measured in
 * the same run (DESIGN §7). Reports p50/p99 and ratios; it asserts nothing.
 *
 *   npx tsx bench/search.bench.ts      (BENCH_SECONDS, BENCH_CLIENTS, BENCH_DATABASE_URL to adjust)
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BENCH_PRODUCTS, benchBarcode, benchSku, benchTitle, generateCatalogue } from './generate-catalogue';
import { runLoad, type LoadResult, type LoadTarget } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const P99_BUDGET_MS = 15;
const THROUGHPUT_BUDGET = 0.4;

/** Spread over the catalogue so the cache is not one row hot. */
const pick = () => 1 + Math.floor(Math.random() * BENCH_PRODUCTS);
const variantOf = () => 1 + Math.floor(Math.random() * 2);

async function startServers() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bench-server.ts', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const ports = JSON.parse(line) as { appPort: number; barePort: number; token: string };
  return { ...ports, stop: () => child.kill('SIGTERM') };
}

function meanOf(first: LoadResult, second: LoadResult): LoadResult {
  return {
    name: `${first.name} (mean of before and after: ${Math.round(first.perSecond)} and ${Math.round(second.perSecond)} req/s)`,
    requests: first.requests + second.requests,
    errors: first.errors + second.errors,
    perSecond: (first.perSecond + second.perSecond) / 2,
    p50: (first.p50 + second.p50) / 2,
    p99: (first.p99 + second.p99) / 2,
  };
}

function report(bare: LoadResult, results: LoadResult[]) {
  const rows = [bare, ...results].map((result) => ({
    scenario: result.name,
    requests: result.requests,
    errors: result.errors,
    'req/s': Math.round(result.perSecond),
    'p50 ms': result.p50.toFixed(2),
    'p99 ms': result.p99.toFixed(2),
    'throughput vs bare': `${((result.perSecond / bare.perSecond) * 100).toFixed(1)} %`,
    'p99 vs bare': `${(result.p99 / Math.max(bare.p99, 0.001)).toFixed(1)}×`,
  }));
  console.table(rows);
  process.stdout.write(
    `Budgets (DESIGN §7): search p99 ≤ ${P99_BUDGET_MS} ms and throughput ≥ ${THROUGHPUT_BUDGET * 100} % of the bare route.\n`,
  );
  for (const result of results) {
    const ratio = result.perSecond / bare.perSecond;
    process.stdout.write(
      `  ${result.name}: p99 ${result.p99.toFixed(1)} ms (${result.p99 <= P99_BUDGET_MS ? 'within' : 'over'} budget), ` +
        `throughput ${(ratio * 100).toFixed(1)} % (${ratio >= THROUGHPUT_BUDGET ? 'within' : 'under'} budget)\n`,
    );
  }
}

async function main() {
  await generateCatalogue();
  const servers = await startServers();
  try {
    const options = { clients: CLIENTS, seconds: SECONDS, warmupSeconds: Math.min(3, SECONDS) };
    const search = (name: string, body: () => unknown): LoadTarget => ({
      name,
      port: servers.appPort,
      path: '/api/products/search',
      headers: { authorization: `Bearer ${servers.token}` },
      body,
    });
    process.stdout.write(`search benchmark: ${CLIENTS} clients, ${SECONDS} s per scenario\n`);
    const bareTarget = {
      name: 'bare Fastify route',
      port: servers.barePort,
      path: '/bare',
      body: () => ({ term: 'x' }),
    };
    const bareBefore = await runLoad(bareTarget, options);
    const results: LoadResult[] = [];
    for (const target of [
      search('search by SKU (exact)', () => ({ term: benchSku(pick(), variantOf()), type: 'sku' })),
      search('search by barcode (exact)', () => ({ term: benchBarcode(pick(), variantOf()), type: 'sku' })),
      search('search by name (exact title)', () => ({ term: benchTitle(pick()).toLowerCase(), type: 'name' })),
      search('search by name (part of title)', () => ({
        term: benchTitle(pick()).split(' ').slice(-2).join(' '),
        type: 'name',
      })),
    ]) {
      results.push(await runLoad(target, options));
    }
    // The machine's ceiling drifts by a third between runs here: measured before and after the
    // searches, its mean is what they are compared with.
    const bareAfter = await runLoad(bareTarget, options);
    report(meanOf(bareBefore, bareAfter), results);
  } finally {
    servers.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `search bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
