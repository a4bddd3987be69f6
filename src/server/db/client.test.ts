import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-database';
import { PGLITE_SHARED_BUFFERS } from './client';

const database = await openTestDatabase();
afterAll(() => database.close());

describe.skipIf(database.engine !== 'pglite')('the embedded database', () => {
  it('starts with the smaller buffer pool, not PostgreSQL’s 128 MB inside the server process', async () => {
    const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    expect(result.rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    expect(PGLITE_SHARED_BUFFERS).not.toBe('128MB');
  });
});
