/**
 * Starts the real server for one e2e run against a fresh database, and removes that database
 * when Playwright stops the server: a temporary PGlite directory by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { E2E_ADMIN, E2E_LINKS, e2eDemoPort, e2ePort } from './e2e-env';

/** `--demo`: the second server, seeded with the demo catalogue (see e2eDemoPort). */
const isDemo = process.argv.includes('--demo');

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

async function main() {
  const database = await prepareDatabase();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...database.env,
      ...E2E_LINKS,
      NODE_ENV: 'test',
      PORT: String(isDemo ? e2eDemoPort() : e2ePort()),
      HOST: '127.0.0.1',
      SEED_DEMO: isDemo ? '1' : '0',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      BROWSER_PRINT_URL: `http://127.0.0.1:${process.env.E2E_PRINT_PORT ?? '9100'}`,
      ...(process.env.E2E_YOUTUBE_PORT
        ? { YOUTUBE_OEMBED_URL: `http://127.0.0.1:${process.env.E2E_YOUTUBE_PORT}/oembed` }
        : {}),
    },
  });

  let isStopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    if (child.exitCode === null) child.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const exitCode = await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 0)));
  await database
    .cleanUp()
    .catch((error: unknown) => process.stderr.write(`e2e database clean-up failed: ${String(error)}\n`));
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `e2e server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
