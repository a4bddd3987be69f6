import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';

/** The benchmarks' own PostgreSQL database. */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mc_bench';
/** The embedded database's folder for the same catalogue (PGlite). */
export const BENCH_PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? path.join(tmpdir(), 'mc-bench-pglite');

export type BenchEngine = 'postgres' | 'pglite';
/** Which database a benchmark runs on: `BENCH_ENGINE=pglite` for the embedded one, PostgreSQL otherwise. */
export const benchEngine = (): BenchEngine => (process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres');

/** Opens the benchmark database of an engine (PGlite is one process: close it before another opens it). */
export async function openBenchDatabase(engine: BenchEngine, poolSize = 4): Promise<Database> {
  if (engine === 'pglite') return openPglite(BENCH_PGLITE_DIR);
  await ensureBenchDatabase();
  return openPostgres(BENCH_DATABASE_URL, poolSize);
}

/** Creates the benchmark database on its server when it is missing. */
export async function ensureBenchDatabase(url: string = BENCH_DATABASE_URL): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`bench: unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
