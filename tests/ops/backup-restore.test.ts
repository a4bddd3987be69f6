import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '#server/db/client';
import { seedStartupData } from '#server/areas/seed-startup-data';
import { SERVER_AREAS } from '#server/server-areas';
import { prepareProcessDatabase } from '../support/test-database';

/** Each table's row count and a checksum of its rows, in a stable order. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1, 2`,
    );
    const result: Record<string, string> = {};
    for (const { schema, name } of tables.rows) {
      const qualified = `"${schema}"."${name}"`;
      const { rows } = await client.query<{ count: string; checksum: string | null }>(
        `SELECT count(*) AS count, md5(string_agg(t::text, '|' ORDER BY t::text)) AS checksum FROM ${qualified} t`,
      );
      result[qualified] = `${rows[0]?.count} rows, ${rows[0]?.checksum ?? 'empty'}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

// docs/operations.md, "Backups and restore": the documented pg_dump / pg_restore commands bring
// back every table, row for row. PostgreSQL only (the embedded database is backed up by copying).
describe.runIf(Boolean(process.env.DATABASE_URL))('a backup made with pg_dump', () => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps) await cleanUp();
  });

  it('restores with pg_restore into an empty database with every row of every table', async () => {
    const source = await prepareProcessDatabase();
    const target = await prepareProcessDatabase();
    cleanUps.push(source.cleanUp, target.cleanUp);
    const sourceUrl = source.env.DATABASE_URL ?? '';
    const targetUrl = target.env.DATABASE_URL ?? '';

    const database = await openPostgres(sourceUrl, 2);
    try {
      await database.migrate();
      await seedStartupData(database.db, SERVER_AREAS, { includeDemo: true, includeLocalCatalogue: true });
    } finally {
      await database.close();
    }

    const folder = mkdtempSync(path.join(tmpdir(), 'mc-backup-'));
    cleanUps.push(async () => rmSync(folder, { recursive: true, force: true }));
    const dump = path.join(folder, 'mission-control.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, sourceUrl]);
    execFileSync('pg_restore', ['--no-owner', `--dbname=${targetUrl}`, dump]);

    const before = await fingerprint(sourceUrl);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(before['"public"."users"']).toBeDefined();
    expect(await fingerprint(targetUrl)).toEqual(before);
  }, 180_000);
});
