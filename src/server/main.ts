import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, parseEnv } from './config/env';
import { openDatabase } from './db/client';
import { createAuthService } from './features/auth/auth.service';
import { seedDemoData } from './db/seed/seed-demo';

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

async function main() {
  const config = parseEnv();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();

  const auth = createAuthService(database.db, {
    idleMs: config.SESSION_IDLE_HOURS * 3_600_000,
    absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
  });
  const firstAdmin = await auth.ensureFirstAdmin({ username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
  if (config.SEED_DEMO) {
    const seeded = await seedDemoData(database.db);
    if (seeded) await database.analyze();
  }

  const { app } = await buildApp({ config, database, clientDir: CLIENT_DIR });
  await app.listen({ port: config.PORT, host: config.HOST });

  if (firstAdmin?.isGenerated) {
    // Printed once, to stdout only: the password is never logged or stored in clear.
    process.stdout.write(
      `\nFirst admin created. Sign in at http://localhost:${config.PORT}/auth\n` +
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
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Mission Control failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
