/**
 * Drill: two API processes on one PostgreSQL database, started together. A session made through
 * one works on the other (and ends on both when signed out through either); a background job
 * queued through one, with workers in both, runs exactly once.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '#shared/auth/schemas';
import type { AnalysisJobResponse } from '#shared/margin-tags/margin-tags';
import { prepareProcessDatabase } from '../../support/test-database';
import { startMarginShop, THRESHOLD } from './support/margin-shop';
import { call, DRILL_ADMIN, killLeftovers, signIn, startServer, waitUntil, syncMirror } from './support/server-process';

const TO_TAG = 12;
const TO_UNTAG = 4;

afterAll(killLeftovers);

describe.skipIf(!process.env.DATABASE_URL)('drill: two API processes on one database', () => {
  it('share sessions and run a background job once', async () => {
    const database = await prepareProcessDatabase();
    const shop = await startMarginShop({ toTag: TO_TAG, toUntag: TO_UNTAG });
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    try {
      // Started at once: they race to migrate and to create the first admin.
      const env = { ...database.env, ...shop.env };
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);

      // A session made on A works on B, and signing out on B ends it on A.
      const token = await signIn(a.url);
      await syncMirror(a.url, token);
      const onB = await call<PublicUser>(b.url, token, 'GET', '/api/user');
      expect(onB).toMatchObject({ status: 200, body: { username: DRILL_ADMIN.username } });
      const other = await signIn(b.url);
      expect((await call(a.url, other, 'GET', '/api/user')).status).toBe(200);
      expect((await call(b.url, other, 'POST', '/api/logout')).status).toBe(200);
      // A may have the session cached; the change feed tells it at once-ish.
      await waitUntil(
        async () => (await call(a.url, other, 'GET', '/api/user')).status === 401,
        5_000,
        'the session signed out on B to end on A',
      );

      // The job is queued through A; both processes have idle workers woken by its notice.
      expect(
        (
          await call(a.url, token, 'POST', '/api/dimargin/rules', {
            collectionName: shop.collectionName,
            marginThreshold: THRESHOLD,
          })
        ).status,
      ).toBe(200);
      const started = await call<{ jobId?: string }>(a.url, token, 'POST', '/api/dimargin/analyze', {
        collectionName: shop.collectionName,
      });
      expect([200, 202]).toContain(started.status);
      await client.connect();
      const { rows } = await client.query<{ id: string }>(`select id from jobs where kind = 'margin-tags.analyse'`);
      expect(rows).toHaveLength(1);
      const jobId = rows[0]!.id;
      let view: AnalysisJobResponse | null = null;
      await waitUntil(
        async () => {
          view = (await call<AnalysisJobResponse>(b.url, token, 'GET', `/api/dimargin/jobs/${jobId}`)).body;
          return view.status === 'succeeded' || view.status === 'failed';
        },
        30_000,
        'the job to finish',
      );
      expect(view).toMatchObject({
        status: 'succeeded',
        result: { totalProducts: TO_TAG + TO_UNTAG, tagged: TO_TAG, untagged: TO_UNTAG, errors: [] },
      });

      // Claimed once, each product written once.
      const [job] = (await client.query<{ attempts: number }>(`select attempts from jobs where id = $1`, [jobId])).rows;
      expect(job?.attempts).toBe(1);
      const collectionReads = shop.fake.received.filter(
        (request) => request.rootFields.includes('collection') && request.variables.after == null,
      );
      // The analysis reads the collection from the mirror (ADR 065): no Admin API read of it at all.
      expect(collectionReads, 'Admin API reads of the collection').toHaveLength(0);
      const added = shop.writesTo('tagsAdd');
      const removed = shop.writesTo('tagsRemove');
      expect(shop.toTag.map((id) => added.get(id) ?? 0)).toEqual(shop.toTag.map(() => 1));
      expect(shop.toUntag.map((id) => removed.get(id) ?? 0)).toEqual(shop.toUntag.map(() => 1));
      expect(shop.toTag.map((id) => shop.tagCount(id))).toEqual(shop.toTag.map(() => 1));

      // One admin, though both processes started on the empty database.
      const admins = await client.query(`select id from users where role = 'admin'`);
      expect(admins.rowCount).toBe(1);

      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect(await Promise.all([a.exited, b.exited])).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
    } finally {
      await client.end().catch(() => undefined);
      await shop.fake.close();
      await database.cleanUp();
    }
  }, 120_000);
});
