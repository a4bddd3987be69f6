/**
 * The product list's filtered page over real HTTP as a browser asks for it (session cookie,
 * `Accept-Encoding: gzip, deflate, br`), on the benchmark catalogue (50,000 products, 100,000
 * variants): `GET /api/products/list` with the filters people combine — a vendor with a margin
 * ceiling, a text search sorted by price, a product type sorted by margin, stock at or below a
 * number at a store, a deep page of the whole catalogue, and a one-letter text. Each is printed against the issue's
 * budget (p99 ≤ 100 ms, no errors) and written to bench/RESULTS.md, with figures steadier than the
 * p99 on a shared machine: the server process's CPU time per answer, on PostgreSQL on this machine
 * the CPU time of the server's database connections per answer, and the median of one client
 * asking alone.
 *
 *   npx tsx bench/product-list.ts      PostgreSQL (BENCH_ENGINE=pglite for the embedded database)
 *   BENCH_SECONDS, BENCH_CLIENTS to adjust.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { BENCH_DATABASE_URL, benchEngine } from './bench-database';
import { generateCatalogue } from './generate-catalogue';
import { browserHeaders, loadNow, stamp, startServers, writeResultsSection } from './harness';
import { runLoad, type LoadResult, type LoadTarget } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const P99_BUDGET_MS = 100;
const ALONE_SECONDS = Math.max(1, Math.min(3, SECONDS / 3));

/** The server process's CPU time so far (user and system, µs), from the bare server beside it. */
async function serverCpu(port: number): Promise<Record<string, number>> {
  const response = await fetch(`http://127.0.0.1:${port}/cpu`);
  const { user, system } = (await response.json()) as Record<string, number>;
  return { cpuMicros: (user ?? 0) + (system ?? 0) };
}

/** CPU time (µs) of a process of this machine, from /proc; null when it is not readable here. */
function processCpuMicros(pid: number): number | null {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name) are user and system ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
  } catch {
    return null;
  }
}

/**
 * The CPU time of the database's backends serving the bench database (the app's pool), by pid:
 * the database's share of an answer, which the server process's CPU does not hold. Read only when
 * PostgreSQL runs on this machine; a connection closed during the run is missed.
 */
async function databaseCpu(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const counters: Record<string, number> = {};
  for (const { pid } of rows) {
    const micros = processCpuMicros(pid);
    if (micros !== null) counters[`pid${pid}`] = micros;
  }
  return counters;
}

const perAnswer = (micros: number | undefined, result: LoadResult) =>
  micros === undefined || result.requests === 0 ? '–' : `${Math.round(micros / result.requests)}`;
const cpuPerAnswer = (result: LoadResult) => perAnswer(result.measured?.cpuMicros, result);
/** The backends' CPU growth over the run (a backend first seen at its end counts from its start). */
function databaseCpuPerAnswer(result: LoadResult) {
  const backends = Object.entries(result.measured ?? {}).filter(([name]) => name.startsWith('pid'));
  if (backends.length === 0) return '–';
  return perAnswer(
    backends.reduce((sum, [, micros]) => sum + micros, 0),
    result,
  );
}

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
  const database = engine === 'postgres' ? new pg.Client({ connectionString: BENCH_DATABASE_URL }) : null;
  await database?.connect();
  try {
    const options = {
      clients: CLIENTS,
      seconds: SECONDS,
      warmupSeconds: Math.min(3, SECONDS),
      measure: async () => ({
        ...(await serverCpu(servers.barePort)),
        ...(database ? await databaseCpu(database) : {}),
      }),
    };
    const origin = `http://127.0.0.1:${servers.appPort}`;
    const headers = browserHeaders(origin, servers.token, '/products');
    process.stdout.write(`product list benchmark on ${engine}: ${CLIENTS} clients, ${SECONDS} s per scenario\n`);
    const rows: { result: LoadResult; alone: LoadResult; isPass: boolean }[] = [];
    for (const [name, query] of SCENARIOS) {
      const target: LoadTarget = {
        name,
        port: servers.appPort,
        path: `/api/products/list?${query}`,
        method: 'GET',
        headers,
      };
      const result = await runLoad(target, options);
      const alone = await runLoad(target, { clients: 1, seconds: ALONE_SECONDS, warmupSeconds: 0.5 });
      const isPass = result.errors === 0 && result.p99 <= P99_BUDGET_MS;
      rows.push({ result, alone, isPass });
      process.stdout.write(
        `  ${isPass ? 'PASS' : 'FAIL'}  ${name}: ${Math.round(result.perSecond)} req/s, p50 ${result.p50.toFixed(1)} ms, ` +
          `p99 ${result.p99.toFixed(1)} ms, server CPU ${cpuPerAnswer(result)} µs and database CPU ` +
          `${databaseCpuPerAnswer(result)} µs per answer, ` +
          `alone p50 ${alone.p50.toFixed(1)} ms, ${result.errors} errors\n`,
      );
    }
    const table = [
      `### Product list on ${engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} — ${stamp()} UTC`,
      '',
      `Written by bench/product-list.ts. Budget: a filtered page of 100,000 variants in p99 ≤ ${P99_BUDGET_MS} ms. ` +
        `${CLIENTS} clients, ${SECONDS} s per scenario after a warm-up, browser headers (session cookie, gzip offered). ` +
        `Load average: ${loadAtStart.toFixed(1)} at the start, ${loadNow().toFixed(1)} at the end (2 cores; above 2, ` +
        `other work shared the machine). Server CPU: the server process's CPU time per answer under load; database ` +
        `CPU: that of its connections to the database (PostgreSQL on this machine; 10 ms ticks, summed over the ` +
        `run). Alone: the median of one client asking for ${ALONE_SECONDS} s.`,
      '',
      '| scenario | req/s | p50 ms | p99 ms | server CPU µs | database CPU µs | alone p50 ms | errors | budget |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...rows.map(
        ({ result, alone, isPass }) =>
          `| ${result.name} | ${Math.round(result.perSecond)} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | ` +
          `${cpuPerAnswer(result)} | ${databaseCpuPerAnswer(result)} | ${alone.p50.toFixed(2)} | ${result.errors} | ` +
          `${isPass ? 'pass' : 'FAIL'} |`,
      ),
    ].join('\n');
    writeResultsSection(`product-list:${engine}`, table);
  } finally {
    await database?.end();
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `product list bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
