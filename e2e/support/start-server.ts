/**
 * Starts the real servers of one e2e run side by side, each against a fresh database: the main one
 * and the demo-seeded one (see e2eDemoPort). Each database first gets the first admin and a pool
 * of ready users (./user-pool). Prints E2E_SERVERS_READY once both answer, which is what
 * playwright.config.ts waits for, and removes the databases when Playwright stops it. A temporary
 * PGlite directory is used by default, or a new database on the PostgreSQL server named by
 * DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase } from '#server/db/client';
import { createAuthService } from '#server/features/auth/auth.service';
import { insertUser } from '#server/features/auth/auth.repo';
import { hashPassword } from '#server/features/auth/passwords';
import { E2E_ADMIN, E2E_LINKS, E2E_SERVERS_READY, e2eDemoPort, e2ePort } from './e2e-env';
import { USER_POOL_SIZE, poolClaimsDir, poolPassword, poolUsername, type PoolServer, type Role } from './user-pool';

async function withAdminClient(serverUrl: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

async function prepareDatabase(): Promise<{ env: Record<string, string>; cleanUp: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mc-e2e-'));
    return { env: { DATA_DIR: dataDir }, cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `mc_e2e_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    cleanUp: () => withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/**
 * The first admin, as the server would create it, and the pool users, as an invite and a password
 * change leave them (mustChangePassword off), before the server opens the database: PGlite allows
 * one process at a time. The users share one hash of the pool password, made by the server's own
 * hashing, so the pool costs one scrypt instead of five per user.
 */
async function seedUsers(server: PoolServer, env: Record<string, string>) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    await database.migrate();
    // Sessions are never started here: the policy only has to be valid.
    const auth = createAuthService(database.db, { idleMs: 3_600_000, absoluteMs: 3_600_000 });
    await auth.ensureFirstAdmin(E2E_ADMIN);
    const passwordHash = await hashPassword(poolPassword());
    const createdAt = new Date();
    await database.db.transaction(async (tx) => {
      for (const role of Object.keys(USER_POOL_SIZE[server]) as Role[]) {
        for (let index = 0; index < USER_POOL_SIZE[server][role]; index += 1) {
          await insertUser(tx, {
            username: poolUsername(role, index),
            passwordHash,
            role,
            mustChangePassword: false,
            createdAt,
          });
        }
      }
    });
  } finally {
    await database.close();
  }
}

interface RunningServer {
  port: number;
  child: ChildProcess;
  exited: Promise<number>;
  cleanUp: () => Promise<void>;
}

async function startServer(server: PoolServer, port: number): Promise<RunningServer> {
  const database = await prepareDatabase();
  try {
    await seedUsers(server, database.env);
  } catch (error) {
    await database.cleanUp();
    throw error;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...database.env,
      ...E2E_LINKS,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: server === 'demo' ? '1' : '0',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      BROWSER_PRINT_URL: `http://127.0.0.1:${process.env.E2E_PRINT_PORT ?? '9100'}`,
      ...(process.env.E2E_YOUTUBE_PORT
        ? { YOUTUBE_OEMBED_URL: `http://127.0.0.1:${process.env.E2E_YOUTUBE_PORT}/oembed` }
        : {}),
    },
  });
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 0)));
  return { port, child, exited, cleanUp: database.cleanUp };
}

/** Resolves once the server answers its health check; rejects if it exits first. */
async function waitUntilHealthy({ port, child }: RunningServer) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server on port ${port} exited before it was ready`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await delay(100);
  }
}

async function main() {
  process.env.E2E_RUN_ID ??= randomBytes(8).toString('hex');
  const servers: RunningServer[] = [];
  let stopSignal: NodeJS.Signals | undefined;
  const stop = (signal: NodeJS.Signals) => {
    stopSignal ??= signal;
    for (const { child } of servers) if (child.exitCode === null && !child.killed) child.kill(stopSignal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const started = await Promise.allSettled([startServer('main', e2ePort()), startServer('demo', e2eDemoPort())]);
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  // Stopped while starting, or one server stopping on its own: Playwright then sees this process exit.
  if (stopSignal) stop(stopSignal);
  void Promise.race(servers.map((server) => server.exited)).then(() => stop('SIGTERM'));

  let hasFailed = false;
  try {
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    await Promise.all(servers.map(waitUntilHealthy));
    process.stdout.write(`${E2E_SERVERS_READY}\n`);
  } catch (error) {
    hasFailed = true;
    process.stderr.write(
      `e2e server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    stop('SIGTERM');
  }

  const exitCodes = await Promise.all(servers.map((server) => server.exited));
  for (const server of servers)
    await server
      .cleanUp()
      .catch((error: unknown) => process.stderr.write(`e2e database clean-up failed: ${String(error)}\n`));
  rmSync(poolClaimsDir(), { recursive: true, force: true });
  process.exit(hasFailed ? 1 : (exitCodes.find((code) => code !== 0) ?? 0));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `e2e server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
