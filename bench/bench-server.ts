/**
 * The servers a benchmark drives, in a process of their own so the load generator does not steal
 * their event loop: the real app on the benchmark database (PostgreSQL, or PGlite with
 * `BENCH_ENGINE=pglite`), and a bare Fastify JSON route (the machine's ceiling, DESIGN §7), which
 * also answers `GET /memory` with this process's resident memory. Prints one JSON line
 * `{ appPort, barePort, token, engine }`, then serves until SIGTERM.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { createAreaDeps } from '../src/server/areas/create-area-deps';
import { parseEnv } from '../src/server/config/env';
import { insertSession, insertUser } from '../src/server/features/auth/auth.repo';
import { hashToken } from '../src/server/features/auth/auth.service';
import { selectStorePlatform } from '../src/server/platform/store-platform/select-store-platform';
import { BENCH_DATABASE_URL, benchEngine, openBenchDatabase } from './bench-database';

async function main() {
  const engine = benchEngine();
  const environment: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: '0' };
  if (engine === 'postgres') environment.DATABASE_URL = BENCH_DATABASE_URL;
  else delete environment.DATABASE_URL;
  const config = parseEnv(environment);
  const database = await openBenchDatabase(engine, config.DATABASE_POOL_SIZE);
  await database.migrate();
  const storePlatform = selectStorePlatform(config, database);
  const { app } = await buildApp(createAreaDeps({ config, database, storePlatform }));
  // Measured steady state: the catalogue is in memory before the first request (ADR 010).
  const warmStart = performance.now();
  await storePlatform.warmUp?.();
  const { rss, heapUsed } = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1_048_576);
  process.stderr.write(
    `catalogue loaded into memory in ${Math.round(performance.now() - warmStart)} ms; ` +
      `server process ${mb(rss)} MB resident, ${mb(heapUsed)} MB heap\n`,
  );
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

  const bare = Fastify({ logger: false });
  bare.post('/bare', async (request) => ({ ok: true, echo: (request.body as { term?: string } | null)?.term ?? null }));
  bare.get('/memory', async () => process.memoryUsage());
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const portOf = (server: typeof bare.server) => (server.address() as { port: number }).port;
  process.stdout.write(
    `${JSON.stringify({ appPort: portOf(app.server), barePort: portOf(bare.server), token, engine })}\n`,
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
