/**
 * The everyday reads over real HTTP as a browser sends them (session cookie,
 * `Accept-Encoding: gzip, deflate, br`), on the benchmark database, beside a bare Fastify JSON
 * route measured in the same run (DESIGN §7): the signed-in user, the dashboard summary, and the
 * label queue list (`GET /api/label-queue/all`, with BENCH_LABEL_QUEUES queues of 20 labels). Each
 * is printed against the reads budget (p99 ≤ 10 ms, no errors) with its ratio to the bare route,
 * and written to bench/RESULTS.md.
 *
 * Sign-in (`POST /api/login`) is measured too, with no budget: its scrypt is slow on purpose
 * (about 95 ms of one libuv thread, ADR 003), and unsettled attempts count against the per-address
 * limit (more than 20 in 15 minutes are refused with 429, ADR 049), so it runs with a handful of
 * clients (BENCH_LOGIN_CLIENTS, default 4) over distinct users, each signing in with the right
 * password. Any 429 is printed: it would mean the figure measures the throttle, not the sign-in.
 *
 *   npx tsx bench/reads.bench.ts       PostgreSQL (BENCH_ENGINE=pglite for the embedded database)
 *   BENCH_SECONDS, BENCH_CLIENTS, BENCH_LOGIN_CLIENTS, BENCH_LABEL_QUEUES to adjust.
 */
import { benchEngine } from './bench-database';
import { generateCatalogue } from './generate-catalogue';
import { browserHeaders, loadNow, stamp, startServers, writeResultsSection } from './harness';
import { runLoad, type LoadResult, type LoadTarget } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const LOGIN_CLIENTS = Number(process.env.BENCH_LOGIN_CLIENTS ?? 4);
const LABEL_QUEUES = Number(process.env.BENCH_LABEL_QUEUES ?? 200);
const LABELS_PER_QUEUE = 20;
const P99_BUDGET_MS = 10;
/** Distinct users signing in in turn: none is near the per-username limit. */
const LOGIN_USERS = 16;

interface Row {
  result: LoadResult;
  ratio: number;
  clients: number;
  /** Null: measured, with no budget. */
  isPass: boolean | null;
}

const statusesOf = (result: LoadResult) =>
  Object.entries(result.statuses ?? {})
    .map(([status, n]) => `${n}× ${status === '0' ? 'failed' : status}`)
    .join(', ');

function meanOf(first: LoadResult, second: LoadResult): LoadResult {
  return {
    name: 'bare Fastify JSON route (GET)',
    requests: first.requests + second.requests,
    errors: first.errors + second.errors,
    perSecond: (first.perSecond + second.perSecond) / 2,
    p50: (first.p50 + second.p50) / 2,
    p99: (first.p99 + second.p99) / 2,
  };
}

function report(engine: string, bare: LoadResult, rows: Row[]) {
  process.stdout.write(
    `\nBudget (DESIGN §7): reads p99 ≤ ${P99_BUDGET_MS} ms, no errors; ratio to the bare route ` +
      `(${Math.round(bare.perSecond)} req/s, p99 ${bare.p99.toFixed(1)} ms) for scale.\n`,
  );
  for (const row of rows) {
    const { result } = row;
    const verdict = row.isPass === null ? 'INFO' : row.isPass ? 'PASS' : 'FAIL';
    const statuses = statusesOf(result);
    process.stdout.write(
      `  ${verdict}  ${result.name}, ${row.clients} clients: ${Math.round(result.perSecond)} req/s ` +
        `(${(row.ratio * 100).toFixed(1)} % of bare), p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms` +
        (row.isPass === null ? ' (no budget)' : ` (${(result.p99 / P99_BUDGET_MS).toFixed(2)} of budget)`) +
        `, ${result.errors} errors${statuses ? ` (${statuses})` : ''}\n`,
    );
  }
  const budgeted = rows.filter((row) => row.isPass !== null);
  const passed = budgeted.filter((row) => row.isPass).length;
  process.stdout.write(`${engine}: ${passed} of ${budgeted.length} reads within budget\n`);
}

function writeResults(engine: string, bare: LoadResult, rows: Row[], loadAtStart: number) {
  const table = [
    `### Reads and sign-in on ${engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} — ${stamp()} UTC`,
    '',
    `Written by bench/reads.bench.ts. Budget (DESIGN §7): reads p99 ≤ ${P99_BUDGET_MS} ms. ${SECONDS} s per ` +
      `scenario after a warm-up, browser headers (session cookie, gzip offered); bare GET route ` +
      `${Math.round(bare.perSecond)} req/s (mean of before and after), p99 ${bare.p99.toFixed(1)} ms. The label ` +
      `queue list holds ${LABEL_QUEUES} queues of ${LABELS_PER_QUEUE} labels. Sign-in has no budget: scrypt costs ` +
      `about 95 ms of a libuv thread by design, and more than 20 unsettled or failed attempts from one address ` +
      `are refused (ADR 049), so it runs with ${LOGIN_CLIENTS} clients over ${LOGIN_USERS} users, right password. ` +
      `Load average: ${loadAtStart.toFixed(1)} at the start, ${loadNow().toFixed(1)} at the end (2 cores).`,
    '',
    '| scenario | clients | req/s | % of bare | p50 ms | p99 ms | errors | budget |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(({ result, ratio, clients, isPass }) => {
      const statuses = statusesOf(result);
      return (
        `| ${result.name} | ${clients} | ${Math.round(result.perSecond)} | ${(ratio * 100).toFixed(1)} | ` +
        `${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | ${result.errors}${statuses ? ` (${statuses})` : ''} | ` +
        `${isPass === null ? 'none' : isPass ? 'pass' : 'FAIL'} |`
      );
    }),
  ].join('\n');
  writeResultsSection(`reads:${engine}`, table);
}

async function main() {
  const engine = benchEngine();
  const loadAtStart = loadNow();
  await generateCatalogue({ engine });
  const servers = await startServers({
    BENCH_LOGIN_USERS: String(LOGIN_USERS),
    BENCH_LABEL_QUEUES: String(LABEL_QUEUES),
    BENCH_LABELS_PER_QUEUE: String(LABELS_PER_QUEUE),
  });
  try {
    const options = { clients: CLIENTS, seconds: SECONDS, warmupSeconds: Math.min(3, SECONDS) };
    const origin = `http://127.0.0.1:${servers.appPort}`;
    const browser = browserHeaders(origin, servers.token, '/');
    const read = (name: string, path: string): LoadTarget => ({
      name,
      port: servers.appPort,
      path,
      method: 'GET',
      headers: browser,
    });
    process.stdout.write(`reads benchmark on ${engine}: ${CLIENTS} clients, ${SECONDS} s per scenario\n`);
    const bareTarget: LoadTarget = { name: 'bare', port: servers.barePort, path: '/bare', method: 'GET' };
    const bareBefore = await runLoad(bareTarget, options);
    const results: Array<{ result: LoadResult; clients: number; budgeted: boolean }> = [];
    for (const target of [
      read('GET /api/user (session read)', '/api/user'),
      read('GET /api/dashboard/summary', '/api/dashboard/summary'),
      read(`GET /api/label-queue/all (${LABEL_QUEUES} queues)`, '/api/label-queue/all'),
    ]) {
      results.push({ result: await runLoad(target, options), clients: CLIENTS, budgeted: true });
    }

    const { usernames, password } = servers.login;
    let turn = 0;
    const signIn: LoadTarget = {
      name: 'POST /api/login (scrypt, throttled per address)',
      port: servers.appPort,
      path: '/api/login',
      // Signed out: the same headers without the session cookie.
      headers: browserHeaders(origin, null, '/auth'),
      body: () => ({ username: usernames[turn++ % usernames.length], password }),
    };
    const loginOptions = { clients: LOGIN_CLIENTS, seconds: SECONDS, warmupSeconds: Math.min(1, SECONDS) };
    results.push({ result: await runLoad(signIn, loginOptions), clients: LOGIN_CLIENTS, budgeted: false });

    const bare = meanOf(bareBefore, await runLoad(bareTarget, options));
    const rows: Row[] = [
      { result: bare, ratio: 1, clients: CLIENTS, isPass: null },
      ...results.map(({ result, clients, budgeted }) => ({
        result,
        clients,
        ratio: result.perSecond / bare.perSecond,
        isPass: budgeted ? result.errors === 0 && result.p99 <= P99_BUDGET_MS : null,
      })),
    ];
    report(engine, bare, rows);
    writeResults(engine, bare, rows, loadAtStart);
  } finally {
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `reads bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
