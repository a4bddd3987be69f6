/**
 * The app with the Shopify adapter, against the fake Shopify at 150 ms per call and Shopify's
 * standard cost bucket (1,000 points, 50 per second), on PostgreSQL (issue #32's budgets):
 *   - the mirror's full sync of 100,000 variants from a bulk-operation JSONL: ≤ 60 s, timed whole:
 *     the fake runs each bulk query in the background as Shopify does (answering RUNNING to the
 *     app's polls until its JSONL is written), so the sync's time includes the fake's bulk runs;
 *   - a webhook's change searchable ≤ 1 s after its delivery;
 *   - 5 people searching and saving at once for a minute: 0 × 503, every save answered as Shopify
 *     applied it, ≤ 2 Admin API calls per save (the fake counts them);
 *   - search at 20 clients, served from the mirror: p99 ≤ 50 ms, ≥ 1,000 req/s.
 * Prints pass or fail per budget and writes its section of bench/RESULTS.md.
 *
 *   npx tsx bench/shopify.bench.ts      BENCH_SECONDS (default 10: per search scenario; the
 *                                       people save for 6 × as long) and BENCH_CLIENTS to adjust;
 *                                       BENCH_ONLY=sync times the full sync alone, and then
 *                                       bench/RESULTS.md is left as it is.
 *
 * The mirror lives in a database of its own (BENCH_SHOPIFY_DATABASE_URL, emptied first): the other
 * benches' catalogue database is left as it is.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startFakeShopify, type FakeShopify } from '../tests/fakes/shopify/fake-shopify-server';
import { seedFakeCatalogue } from '../tests/fakes/shopify/fake-shopify-seed';
import { productWebhookBody } from '../tests/fakes/shopify/fake-shopify-webhooks';
import type { ProductSearchResponse, SearchProduct } from '../src/shared/products/product-search';
import { firstVariantEdit } from '../tests/support/first-variant-edit';
import { ensureBenchDatabase } from './bench-database';
import { BENCH_PRODUCTS, benchBarcode, benchSku, benchTitle } from './generate-catalogue';
import { browserHeaders, loadNow, stamp, startServers, writeResultsSection, type BenchServers } from './harness';
import { runLoad, type LoadResult } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const PEOPLE = 5;
const EDIT_SECONDS = SECONDS * 6;
const LATENCY_MS = 150;
const BUDGET = { syncSeconds: 60, webhookMs: 1_000, callsPerSave: 2, p99Ms: 50, perSecond: 1_000 } as const;
const DATABASE_URL = process.env.BENCH_SHOPIFY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mc_bench_shopify';
const VARIANTS = 2;
/** The budgets are for the bench catalogue's 50,000 products; fewer (BENCH_SHOPIFY_PRODUCTS) only check the bench runs. */
const PRODUCTS = Number(process.env.BENCH_SHOPIFY_PRODUCTS ?? BENCH_PRODUCTS);
const WEBHOOK_ROUNDS = 10;
const SYNC_ONLY = process.env.BENCH_ONLY === 'sync';
/** The mirror's poll for changed products (once a minute): an Admin API call, but no save's. */
const POLL_OPERATION = 'MirrorChangedProducts';

interface Verdict {
  name: string;
  figure: string;
  budget: string;
  isPass: boolean;
}

const pick = () => 1 + Math.floor(Math.random() * PRODUCTS);
const variantOf = () => 1 + Math.floor(Math.random() * VARIANTS);
const oneOf = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)] as T;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** An empty database for the mirror (a previous run's mirror is dropped). */
async function freshDatabase() {
  const admin = new URL(DATABASE_URL);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
  await ensureBenchDatabase(DATABASE_URL);
}

/** The fake shop holding the bench catalogue (as bench/generate-catalogue.ts names it). */
async function startShop(): Promise<FakeShopify> {
  const fake = await startFakeShopify({ maximumAvailable: 1_000, restoreRate: 50, latencyMs: LATENCY_MS });
  seedFakeCatalogue(fake.state, {
    products: PRODUCTS,
    variantsPerProduct: VARIANTS,
    title: benchTitle,
    vendor: (n) => benchTitle(n).split(' ')[0] ?? '',
    productType: () => 'USA Wine',
    sku: benchSku,
    barcode: benchBarcode,
    price: (n, v) => 8 + ((n * 7 + v * 13) % 20_000) / 100,
    available: (n, v, location) => (location < 2 ? (n + v + location) % 40 : 0),
  });
  return fake;
}

/** The full sync the server starts on its first start, timed by the server's own clock in the mirror state. */
async function awaitFullSync(client: pg.Client, wallStart: number) {
  for (;;) {
    if (Date.now() - wallStart > 10 * 60_000) throw new Error('the mirror sync did not finish in 10 minutes');
    const { rows } = await client
      .query<{
        sync_status: string;
        sync_started_at: Date | null;
        last_full_sync_at: Date | null;
        sync_error: string | null;
      }>('select sync_status, sync_started_at, last_full_sync_at, sync_error from shopify_mirror_state where id = 1')
      .catch(() => ({ rows: [] }));
    const state = rows[0];
    if (state?.sync_status === 'failed') throw new Error(`the mirror sync failed: ${state.sync_error}`);
    if (state?.last_full_sync_at && state.sync_started_at && state.sync_status === 'idle') {
      return {
        syncSeconds: (state.last_full_sync_at.getTime() - state.sync_started_at.getTime()) / 1000,
        wallSeconds: (Date.now() - wallStart) / 1000,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function post<T>(servers: BenchServers, path: string, body: unknown, extra: Record<string, string> = {}) {
  const origin = `http://127.0.0.1:${servers.appPort}`;
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      ...browserHeaders(origin, servers.token, '/product-editor'),
      'accept-encoding': 'identity',
      'content-type': 'application/json',
      ...extra,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (response.ok && text ? JSON.parse(text) : null) as T | null };
}

const searchSku = (servers: BenchServers, sku: string) =>
  post<ProductSearchResponse>(servers, '/api/products/search', { term: sku, type: 'sku' });

const save = (servers: BenchServers, product: SearchProduct, price: number) =>
  post(servers, '/api/products/edit', firstVariantEdit(product, { price }), { 'idempotency-key': randomUUID() });

/** A product renamed in the shop, its webhook delivered, and search asked until it answers the new name. */
async function webhookRounds(servers: BenchServers, fake: FakeShopify) {
  const delays: number[] = [];
  for (let round = 0; round < WEBHOOK_ROUNDS; round++) {
    const n = pick();
    const product = [...fake.state.products.values()][n - 1];
    if (!product) throw new Error(`no product ${n}`);
    // The old name stays a prefix of the new one, so the searches after this still find every product by name.
    const title = `${benchTitle(n)} Reserve ${randomUUID().slice(0, 8)}`;
    product.title = title;
    product.updatedAt = new Date().toISOString();
    const started = performance.now();
    const answers = await fake.deliverWebhook({
      topic: 'products/update',
      body: productWebhookBody(fake.state, product.id),
    });
    if (answers.some((answer) => answer.status !== 200)) throw new Error(`webhook answered ${JSON.stringify(answers)}`);
    for (;;) {
      const found = await searchSku(servers, benchSku(n, 1));
      if (found.body?.product.title === title) break;
      if (performance.now() - started > 10_000) throw new Error(`the webhook's change was not searchable in 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    delays.push(performance.now() - started);
  }
  return delays;
}

/**
 * Five people, each on products of their own, searching a SKU and saving a new price, again and
 * again. Every answer is counted; a save answered 200 must be what Shopify holds afterwards.
 */
async function peopleAtWork(servers: BenchServers, fake: FakeShopify) {
  const callsBefore = fake.received.length;
  const statuses: Record<number, number> = {};
  const lastSaved = new Map<string, string>();
  const saveMs: number[] = [];
  let saves = 0;
  let searches = 0;
  const deadline = performance.now() + EDIT_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: PEOPLE }, async (_, person) => {
      let k = 0;
      while (performance.now() < deadline) {
        const n = 1 + ((person * 9_973 + k++ * 7) % PRODUCTS);
        const found = await searchSku(servers, benchSku(n, 1));
        searches++;
        statuses[found.status] = (statuses[found.status] ?? 0) + 1;
        const product = found.body?.product;
        if (!product) continue;
        const price = Math.round((product.variants[0]?.price ?? 10) * 100 + 1 + person) / 100;
        const started = performance.now();
        const saved = await save(servers, product, price);
        saveMs.push(performance.now() - started);
        saves++;
        statuses[saved.status] = (statuses[saved.status] ?? 0) + 1;
        if (saved.status === 200) lastSaved.set(product.variants[0]?.sku ?? '', price.toFixed(2));
      }
    }),
  );
  const during = fake.received.slice(callsBefore);
  const polls = during.filter((request) => request.operationName === POLL_OPERATION).length;
  const calls = during.length - polls;
  const bySku = new Map([...fake.state.variants.values()].map((variant) => [variant.sku, variant.price]));
  const notAsReported = [...lastSaved].filter(([sku, price]) => bySku.get(sku) !== price).length;
  return { statuses, saves, searches, calls, polls, notAsReported, saveMs };
}

async function main() {
  const loadAtStart = loadNow();
  const verdicts: Verdict[] = [];
  const notes: string[] = [];
  process.stdout.write(`shopify bench: fake at ${LATENCY_MS} ms per call, bucket 1,000 points / 50 per s\n`);
  await freshDatabase();
  const seeding = performance.now();
  const fake = await startShop();
  process.stdout.write(
    `  fake shop: ${PRODUCTS} products × ${VARIANTS} variants seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`,
  );
  const mirror = new pg.Client({ connectionString: DATABASE_URL });
  await mirror.connect();
  const wallStart = Date.now();
  // The server starts its full sync as soon as it listens (its first start: no mirror yet).
  const servers = await startServers({
    BENCH_ENGINE: 'postgres',
    BENCH_DATABASE_URL: DATABASE_URL,
    SHOPIFY_STORE_DOMAIN: fake.domain,
    SHOPIFY_ADMIN_TOKEN: fake.token,
    SHOPIFY_API_VERSION: fake.apiVersion,
    SHOPIFY_PROTOCOL: 'http',
    SHOPIFY_WEBHOOK_SECRET: fake.webhookSecret,
  });
  try {
    const sync = await awaitFullSync(mirror, wallStart);
    const { rows } = await mirror.query<{ n: string }>('select count(*) as n from variants');
    const mirrored = Number(rows[0]?.n);
    verdicts.push({
      name: `full mirror of ${mirrored.toLocaleString('en-US')} variants (bulk JSONL)`,
      figure: `${sync.syncSeconds.toFixed(1)} s (server start to done: ${sync.wallSeconds.toFixed(1)} s)`,
      budget: `≤ ${BUDGET.syncSeconds} s`,
      isPass: sync.syncSeconds <= BUDGET.syncSeconds && mirrored === PRODUCTS * VARIANTS,
    });
    const bulkRuns = [...fake.state.bulkOperations.values()]
      .filter((operation) => operation.type === 'QUERY')
      .map((operation) => {
        const seconds = (Date.parse(operation.completedAt ?? '') - Date.parse(operation.createdAt)) / 1000;
        return `${operation.rootObjectCount.toLocaleString('en-US')} roots, ${operation.lines.length.toLocaleString('en-US')} lines, ${seconds.toFixed(1)} s`;
      });
    notes.push(
      `The fake's bulk queries in the sync, from the request to the poll that found them COMPLETED: ${bulkRuns.join('; ')}.`,
    );
    if (SYNC_ONLY) return report(verdicts, notes, { isWritten: false });

    fake.state.webhookSubscriptions.push({
      id: fake.state.newId('WebhookSubscription'),
      topic: 'PRODUCTS_UPDATE',
      uri: `http://127.0.0.1:${servers.appPort}/api/shopify/webhooks`,
    });
    const delays = await webhookRounds(servers, fake);
    verdicts.push({
      name: `a webhook's change searchable (${WEBHOOK_ROUNDS} renames)`,
      figure: `median ${median(delays).toFixed(0)} ms, worst ${Math.max(...delays).toFixed(0)} ms`,
      budget: `≤ ${BUDGET.webhookMs} ms`,
      isPass: Math.max(...delays) <= BUDGET.webhookMs,
    });

    // One save alone: exactly the Admin API calls a save costs.
    const lone = (await searchSku(servers, benchSku(1, 1))).body?.product;
    if (!lone) throw new Error('product 1 was not found');
    const before = fake.received.length;
    const loneStarted = performance.now();
    const loneSave = await save(servers, lone, (lone.variants[0]?.price ?? 10) + 1);
    const loneMs = performance.now() - loneStarted;
    const loneCalls = fake.received
      .slice(before)
      .map((request) => request.operationName ?? request.rootFields.join('+'));
    notes.push(
      `A save alone: HTTP ${loneSave.status} in ${loneMs.toFixed(0)} ms, Admin API calls: ${loneCalls.join(', ')}.`,
    );

    const work = await peopleAtWork(servers, fake);
    const unavailable = work.statuses[503] ?? 0;
    const failed = Object.entries(work.statuses)
      .filter(([status]) => status !== '200')
      .reduce((sum, [, count]) => sum + count, 0);
    verdicts.push({
      name: `${PEOPLE} people searching and saving for ${EDIT_SECONDS} s`,
      figure:
        `${work.saves} saves, ${work.searches} searches, ${unavailable} × 503, ${failed} not 200, ` +
        `${work.notAsReported} saves not as reported; save p50 ${median(work.saveMs).toFixed(0)} ms`,
      budget: '0 × 503, every save as reported',
      isPass: unavailable === 0 && failed === 0 && work.notAsReported === 0 && work.saves > 0,
    });
    verdicts.push({
      name: 'Admin API calls per save',
      figure:
        `${loneCalls.length} alone; ${(work.calls / Math.max(1, work.saves)).toFixed(2)} on average with ${PEOPLE} people ` +
        `(the mirror's poll meanwhile, ${work.polls} ${POLL_OPERATION}, not counted)`,
      budget: `≤ ${BUDGET.callsPerSave}`,
      isPass: loneCalls.length <= BUDGET.callsPerSave && work.calls <= BUDGET.callsPerSave * work.saves,
    });

    const origin = `http://127.0.0.1:${servers.appPort}`;
    const headers = browserHeaders(origin, servers.token, '/product-editor');
    const bodies = {
      skuExact: () => ({ term: benchSku(pick(), variantOf()), type: 'sku' }),
      barcodeExact: () => ({ term: benchBarcode(pick(), variantOf()), type: 'sku' }),
      nameExact: () => ({ term: benchTitle(pick()).toLowerCase(), type: 'name' }),
      nameAnyOrder: () => ({ term: benchTitle(pick()).split(' ').reverse().join(' '), type: 'name' }),
      namePage: () => ({ term: oneOf(['Caymus', 'Silver Oak', 'Duckhorn', 'Torres']), type: 'name' }),
    };
    const mixed = () => oneOf(Object.values(bodies))();
    const callsBeforeSearch = fake.received.length;
    const results: LoadResult[] = [];
    for (const [name, body] of [
      ['SKU exact, 1 product', bodies.skuExact],
      ['barcode exact, 1 product', bodies.barcodeExact],
      ['name exact, 1 product', bodies.nameExact],
      ['name, every word in any order', bodies.nameAnyOrder],
      ['name, page of 21 products', bodies.namePage],
      ['mixed workload', mixed],
    ] as const) {
      results.push(
        await runLoad(
          { name, port: servers.appPort, path: '/api/products/search', headers, body },
          { clients: CLIENTS, seconds: SECONDS, warmupSeconds: Math.min(3, SECONDS) },
        ),
      );
    }
    const searchCalls = fake.received.length - callsBeforeSearch;
    for (const result of results) {
      verdicts.push({
        name: `search at ${CLIENTS} clients: ${result.name}`,
        figure: `${Math.round(result.perSecond)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors`,
        budget: `p99 ≤ ${BUDGET.p99Ms} ms, ≥ ${BUDGET.perSecond} req/s`,
        isPass: result.errors === 0 && result.p99 <= BUDGET.p99Ms && result.perSecond >= BUDGET.perSecond,
      });
    }
    notes.push(`Admin API calls during the searches: ${searchCalls} (the minute's poll; search reads the mirror).`);
  } finally {
    await servers.stop();
    await mirror.end();
    await fake.close();
  }
  report(verdicts, notes, { isWritten: true, loadAtStart });
}

function report(
  verdicts: readonly Verdict[],
  notes: readonly string[],
  { isWritten, loadAtStart = 0 }: { isWritten: boolean; loadAtStart?: number },
) {
  process.stdout.write('\nBudgets (issue #32, Shopify adapter):\n');
  for (const verdict of verdicts)
    process.stdout.write(
      `  ${verdict.isPass ? 'PASS' : 'FAIL'}  ${verdict.name}: ${verdict.figure} (budget ${verdict.budget})\n`,
    );
  for (const note of notes) process.stdout.write(`  ${note}\n`);
  const passed = verdicts.filter((verdict) => verdict.isPass).length;
  process.stdout.write(`shopify: ${passed} of ${verdicts.length} budgets met\n`);
  if (!isWritten) return;

  writeResultsSection(
    'shopify',
    [
      `### Shopify adapter (fake at ${LATENCY_MS} ms per call, bucket 1,000 / 50 per s), PostgreSQL — ${stamp()} UTC`,
      '',
      `${PRODUCTS.toLocaleString('en-US')} products × ${VARIANTS} variants in the fake shop; ${CLIENTS} search clients, ` +
        `${SECONDS} s per search scenario; ${PEOPLE} people for ${EDIT_SECONDS} s. Load average: ${loadAtStart.toFixed(1)} at the start, ` +
        `${loadNow().toFixed(1)} at the end (2 cores; above 2, other work shared the machine).`,
      '',
      '| measure | figure | budget | result |',
      '| --- | --- | --- | --- |',
      ...verdicts.map((v) => `| ${v.name} | ${v.figure} | ${v.budget} | ${v.isPass ? 'pass' : 'FAIL'} |`),
      '',
      ...notes,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `shopify bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
