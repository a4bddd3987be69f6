import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { createAreaDeps } from './areas/create-area-deps';
import { ConfigError, parseEnv } from './config/env';
import { openDatabase } from './db/client';
import { seedStartupData } from './areas/seed-startup-data';
import { createLogger } from './logging';
import { SERVER_AREAS } from './server-areas';

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

async function main() {
  const config = parseEnv();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();

  // Every shared dependency is built once, here: one logger, one clock, one auth service and the
  // adapters chosen from the environment (DESIGN §1).
  const deps = createAreaDeps({ config, database, log: createLogger(config) });
  const { auth, storePlatform } = deps;
  // Processes started together on an empty database take turns here: one writes, the others find it done.
  const { firstAdmin, seeded } = await database.withStartupLock(async () => ({
    firstAdmin: await auth.ensureFirstAdmin({ username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD }),
    // Demo products belong in the local catalogue only; a Shopify store has its own.
    seeded: await seedStartupData(database.db, SERVER_AREAS, {
      includeDemo: config.SEED_DEMO,
      includeLocalCatalogue: storePlatform.name === 'local',
      now: deps.now,
    }),
  }));
  if (seeded) await database.analyze();
  // In development the SPA comes from Vite's dev server, which proxies /api here; a production
  // start without a built client is a mistake and buildApp says so.
  const isClientBuilt = existsSync(path.join(CLIENT_DIR, 'index.html'));
  const clientDir = isClientBuilt || config.NODE_ENV === 'production' ? CLIENT_DIR : undefined;
  const { app } = await buildApp(deps, { clientDir });
  await app.listen({ port: config.PORT, host: config.HOST });
  if (!clientDir) app.log.warn(`${CLIENT_DIR} is not built: serving the API only`);

  if (firstAdmin?.isGenerated) {
    // Printed once, to stdout only: the password is never logged or stored in clear.
    const { port } = app.server.address() as AddressInfo;
    process.stdout.write(
      `\nFirst admin created. Sign in at http://localhost:${port}/auth\n` +
        `  username: ${firstAdmin.username}\n  one-time password: ${firstAdmin.password}\n` +
        `You will be asked to choose a new password at first sign-in.\n\n`,
    );
  }

  const pruneTimer = setInterval(() => void auth.pruneExpiredSessions().catch(() => undefined), 3_600_000);
  pruneTimer.unref();

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    clearInterval(pruneTimer);
    // A request that never ends must not keep the process alive forever.
    const deadline = setTimeout(() => {
      process.stderr.write(`Shutdown took longer than ${config.SHUTDOWN_TIMEOUT_SECONDS} s; exiting anyway\n`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    deadline.unref();
    try {
      // Stops accepting connections, answers 503 to new requests on open ones, and resolves once
      // every in-flight request has been answered and running jobs have finished or been released
      // (JOB_DRAIN_SECONDS); only then may the database go.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Mission Control failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
