import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { CHANGE_CHANNEL, createInProcessChangeFeed, createPostgresChangeFeed, type ChangeFeed } from './change-feed';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both engines behind one type: PGlite (embedded) and node-postgres (server). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a repo can query through: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Tells this and every other process of the app what changed, for their in-memory views (ADR 010). */
  changes: ChangeFeed;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process of the app runs its own: processes starting together on one
   * empty server take turns at the start-up writes (first admin, reference and demo data), so the
   * second finds the first one's rows instead of inserting them again. PGlite is one process.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * `VACUUM ANALYZE`, after bulk loads: the planner sees real statistics, and the trigram indexes'
   * pending entries are merged (PGlite has no autovacuum, and a server's may be off or not yet come round).
   */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed numbers work; they only have to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 4_242_001;
const STARTUP_LOCK_KEY = 4_242_002;

/**
 * PGlite's own start parameters, with a smaller buffer pool: PostgreSQL's default of 128 MB is
 * allocated and zeroed inside the server process at start, while the operating system caches the
 * data files anyway (ADR 060 gives what 32 MB saves).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/** `snapshot`: a data directory dumped earlier (`dumpDataDir`), loaded instead of running initdb. */
export async function openPglite(dataDir: string | undefined, options: { snapshot?: Blob } = {}): Promise<Database> {
  if (dataDir) mkdirSync(path.resolve(dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: dataDir ? path.resolve(dataDir) : undefined,
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const changes = createInProcessChangeFeed();
  // The catalogue's triggers NOTIFY the feed's channel (migration 0030); PGlite hands the notices
  // over in this process.
  await client.listen(CHANGE_CHANNEL, (payload) => changes.deliver(payload));
  return {
    db,
    engine: 'pglite',
    changes,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    withStartupLock: (work) => work(),
    analyze: async () => {
      await client.exec('VACUUM ANALYZE');
    },
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const changes = createPostgresChangeFeed(pool, url);
  return {
    db,
    engine: 'postgres',
    changes,
    migrate: async () => {
      // Several processes may start at once against one server: one migrates, the others wait.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    withStartupLock: async (work) => {
      // A session lock on a connection of its own; `work` queries through the pool as usual.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    analyze: async () => {
      await pool.query('VACUUM ANALYZE');
    },
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string; poolSize?: number }) {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.dataDir);
}
