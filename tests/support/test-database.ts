import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR, openPglite, openPostgres, type Database } from '#server/db/client';

/**
 * A clean, migrated database for one test file: in-memory PGlite always, or a fresh database
 * on the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openPgliteFromTemplate();
  const { url, drop } = await createServerDatabase(serverUrl);
  const database = await openPostgres(url, 5);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * Two handles on one fresh PostgreSQL database, each with its own pool and change feed: two
 * processes of the app sharing a server. Null when DATABASE_URL is not set (PGlite is one process).
 */
export async function openSharedServerDatabases(): Promise<{
  first: Database;
  second: Database;
  close(): Promise<void>;
} | null> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return null;
  const { url, drop } = await createServerDatabase(serverUrl);
  const first = await openPostgres(url, 5);
  await first.migrate();
  const second = await openPostgres(url, 5);
  return {
    first,
    second,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await drop();
    },
  };
}

/**
 * Settings for a server process of its own (`src/server/main.ts`): a new database on the
 * DATABASE_URL server, or a PGlite data directory unpacked from the migrated snapshot (a fresh
 * initdb takes a minute on a busy machine). DATABASE_URL is blanked in the PGlite case.
 */
export async function prepareProcessDatabase(): Promise<{ env: Record<string, string>; cleanUp(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { url, drop } = await createServerDatabase(serverUrl);
    return { env: { DATABASE_URL: url }, cleanUp: drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mc-process-'));
  // GNU tar warns on stderr about the snapshot's leading '/'; a real failure still throws.
  execFileSync('tar', ['-xf', await ensurePgliteTemplate(), '-C', dataDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function createServerDatabase(serverUrl: string) {
  const name = `mc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return { url: url.toString(), drop };
}

/**
 * PGlite's initdb costs seconds per test file (8 s on a busy 2-core machine); loading a data
 * directory that is already initialised and migrated costs a fraction. The snapshot is keyed by
 * the migrations and the PGlite version, so a new migration makes a new one.
 */
async function openPgliteFromTemplate(): Promise<Database> {
  const template = templatePath();
  if (!existsSync(template)) {
    const fresh = await openPglite(undefined);
    await fresh.migrate();
    await saveTemplate(fresh, template);
    return fresh;
  }
  let snapshot: Uint8Array<ArrayBuffer>;
  try {
    snapshot = new Uint8Array(readFileSync(template));
  } catch {
    return openPglite(undefined).then(async (database) => (await database.migrate(), database));
  }
  return openPglite(undefined, { snapshot: new Blob([snapshot]) });
}

const templatePath = () => path.join(tmpdir(), `mission-control-pglite-${migrationsKey()}.tar`);

async function ensurePgliteTemplate() {
  const template = templatePath();
  if (!existsSync(template)) {
    const fresh = await openPglite(undefined);
    await fresh.migrate();
    await saveTemplate(fresh, template);
    await fresh.close();
  }
  return template;
}

async function saveTemplate(database: Database, template: string) {
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  // Written under a unique name then renamed: parallel workers never read a half-written file.
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, template);
  removeStaleTemplates(template);
}

/** A day unused: long enough that other checkouts on this machine keep the snapshot they use. */
const STALE_TEMPLATE_MS = 24 * 3_600_000;

/**
 * Snapshots of older migration sets are 40 MB each: remove those nobody has read for a day.
 * Another checkout of the app (another branch) may be using a snapshot of its own migrations.
 */
function removeStaleTemplates(current: string) {
  for (const name of readdirSync(tmpdir())) {
    const full = path.join(tmpdir(), name);
    if (!/^mission-control-pglite-[0-9a-f]{16}\.tar$/.test(name) || full === current) continue;
    const stats = statSync(full, { throwIfNoEntry: false });
    const lastUsed = stats ? Math.max(stats.atimeMs, stats.mtimeMs) : Date.now();
    if (Date.now() - lastUsed > STALE_TEMPLATE_MS) rmSync(full, { force: true });
  }
}

function migrationsKey() {
  const hash = createHash('sha256');
  hash.update(PGLITE_VERSION);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
}

const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
  ) as {
    version: string;
  }
).version;
