/**
 * The servers a benchmark drives, in a process of their own so the load generator does not steal
 * their event loop: the real app on the benchmark database (PostgreSQL, or PGlite with
 * `BENCH_ENGINE=pglite`), and a bare Fastify JSON route (the machine's ceiling, DESIGN §7: `POST`
 * and `GET /bare`), which also answers `GET /memory` with this process's resident memory and `GET /cpu` with its CPU time. Prints
 * one JSON line `{ appPort, barePort, token, engine, login }`, then serves until SIGTERM.
 *
 * Optional, for the benches that need them:
 *   BENCH_CLIENT_DIR=dist/client  serve the built client too (as production does)
 *   BENCH_LOGIN_USERS=N           N users who sign in with `login.password` (`login.usernames`)
 *   BENCH_LABEL_QUEUES=N          N label queues of BENCH_LABELS_PER_QUEUE labels (default 20),
 *                                 replacing those of earlier runs
 */
import { randomBytes } from 'node:crypto';
import { PerformanceObserver, constants as perf } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { createAreaDeps } from '../src/server/areas/create-area-deps';
import { parseEnv } from '../src/server/config/env';
import type { Database } from '../src/server/db/client';
import { labelQueues } from '../src/server/db/schema/index';
import { seedStartupData } from '../src/server/areas/seed-startup-data';
import { SERVER_AREAS } from '../src/server/server-areas';
import { insertSession, insertUser } from '../src/server/features/auth/auth.repo';
import { hashToken } from '../src/server/features/auth/auth.service';
import { hashPassword } from '../src/server/features/auth/passwords';
import { insertQueue } from '../src/server/features/labels/label-queue.repo';
import { selectStorePlatform } from '../src/server/platform/store-platform/select-store-platform';
import { LABEL_TYPES } from '../src/shared/labels/label-queue';
import { STORES } from '../src/shared/stores';
import { BENCH_DATABASE_URL, benchEngine, openBenchDatabase } from './bench-database';
import { BENCH_PRODUCTS, benchBarcode, benchSku, benchTitle } from './generate-catalogue';

/** Who wrote the seeded label queues: a later run deletes them before writing its own. */
const SEED_AUTHOR = 'bench-seed';

/** Users with one password (hashed once: each stored hash keeps its salt, so they may share it). */
async function createLoginUsers(database: Database, count: number) {
  if (count <= 0) return { usernames: [], password: '' };
  const password = `bench-${randomBytes(12).toString('base64url')}`;
  const passwordHash = await hashPassword(password);
  const prefix = `bench-login-${randomBytes(4).toString('hex')}`;
  const usernames: string[] = [];
  for (let n = 0; n < count; n++) {
    const username = `${prefix}-${n}`;
    await insertUser(database.db, { username, passwordHash, role: 'associate', mustChangePassword: false });
    usernames.push(username);
  }
  return { usernames, password };
}

/** Label queues spread over the stores and types, a third of them printed. */
async function seedLabelQueues(database: Database, queues: number, labelsPerQueue: number) {
  await database.db.delete(labelQueues).where(eq(labelQueues.createdBy, SEED_AUTHOR));
  for (let q = 0; q < queues; q++) {
    const store = STORES[q % STORES.length] as (typeof STORES)[number];
    const isPrinted = q % 3 === 0;
    const items = Array.from({ length: labelsPerQueue }, (_, n) => {
      const product = 1 + ((q * labelsPerQueue + n) % BENCH_PRODUCTS);
      return {
        sku: benchSku(product, 1),
        title: benchTitle(product),
        price: 5 + (product % 9500) / 100,
        barcode: benchBarcode(product, 1),
      };
    });
    await insertQueue(
      database.db,
      {
        storeName: store.name,
        storeCode: store.code,
        labelType: LABEL_TYPES[q % LABEL_TYPES.length] as string,
        createdBy: SEED_AUTHOR,
        printed: isPrinted,
        printedAt: isPrinted ? new Date() : null,
      },
      items,
    );
  }
}

/** Garbage collections of this process so far: full (mark-compact) ones, and the time all of them paused it. */
const collections = { fullCollections: 0, collectionPauseMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    // A gc entry's detail says which kind of collection it was (Node's typings leave it out).
    const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
    if (detail?.kind === perf.NODE_PERFORMANCE_GC_MAJOR) {
      collections.fullCollections++;
    }
    collections.collectionPauseMs += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

async function main() {
  const engine = benchEngine();
  // As in production: answers are not checked against their schemas (that is for development and tests).
  const environment: Record<string, string | undefined> = {
    ...process.env,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    VALIDATE_RESPONSES: '0',
  };
  if (engine === 'postgres') environment.DATABASE_URL = BENCH_DATABASE_URL;
  else delete environment.DATABASE_URL;
  const config = parseEnv(environment);
  const database = await openBenchDatabase(engine, config.DATABASE_POOL_SIZE);
  await database.migrate();
  const storePlatform = selectStorePlatform(config, database);
  // The reference data every install seeds at start-up (stores, type tree, jokes…), as main.ts does;
  // the catalogue is the generated one (SEED_DEMO is off).
  await seedStartupData(database.db, SERVER_AREAS, { includeDemo: false, includeLocalCatalogue: false });
  const clientDir = process.env.BENCH_CLIENT_DIR || undefined;
  const { app } = await buildApp(createAreaDeps({ config, database, storePlatform }), { clientDir });
  const { rss, heapUsed } = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1_048_576);
  process.stderr.write(`server process ${mb(rss)} MB resident, ${mb(heapUsed)} MB heap before the first request\n`);
  await app.listen({ port: 0, host: '127.0.0.1' });

  const user = await insertUser(database.db, {
    username: `bench-${randomBytes(4).toString('hex')}`,
    passwordHash: 'unused: the benchmark signs in with a session written directly',
    role: 'associate',
    mustChangePassword: false,
  });
  if (!user) throw new Error('bench user was not created');
  const token = randomBytes(32).toString('base64url');
  await insertSession(database.db, { id: hashToken(token), userId: user.id });
  const login = await createLoginUsers(database, Number(process.env.BENCH_LOGIN_USERS ?? 0));
  const queues = Number(process.env.BENCH_LABEL_QUEUES ?? 0);
  if (queues > 0) await seedLabelQueues(database, queues, Number(process.env.BENCH_LABELS_PER_QUEUE ?? 20));

  const bare = Fastify({ logger: false });
  bare.post('/bare', async (request) => ({ ok: true, echo: (request.body as { term?: string } | null)?.term ?? null }));
  bare.get('/bare', async () => ({ ok: true }));
  bare.get('/memory', async () => process.memoryUsage());
  // CPU time of this process so far (µs): per request, steadier than throughput on a shared machine;
  // and its collections, which explain a run whose p99 is out of line with its CPU.
  bare.get('/cpu', async () => ({ ...process.cpuUsage(), ...collections }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const portOf = (server: typeof bare.server) => (server.address() as { port: number }).port;
  process.stdout.write(
    `${JSON.stringify({ appPort: portOf(app.server), barePort: portOf(bare.server), token, engine, login })}\n`,
  );

  process.on('SIGTERM', () => {
    void Promise.all([app.close(), bare.close()])
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench server failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
