/**
 * Drill: `kill -9` in the middle of a background job. The server runs the DIMARGIN analysis of a
 * collection against the fake Shopify shop; the process is SIGKILLed the moment its bulk mutation
 * of tag additions reaches the shop (the operation starts, its answer is never read). After a
 * restart the job is taken up again, finds that operation, awaits it and finishes: every product
 * ends tagged or untagged as the rule says, and each received exactly one write — nothing lost,
 * nothing applied twice.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisJobResponse } from '#shared/margin-tags/margin-tags';
import { prepareProcessDatabase } from '../../support/test-database';
import { startMarginShop, THRESHOLD } from './support/margin-shop';
import { call, killLeftovers, signIn, startServer, waitUntil, syncMirror } from './support/server-process';

const TO_TAG = 24;
const TO_UNTAG = 6;

afterAll(killLeftovers);

describe.skipIf(!process.env.DATABASE_URL)('drill: kill -9 during a background job', () => {
  it('finishes the job after a restart, every write applied once', async () => {
    const database = await prepareProcessDatabase();
    const shop = await startMarginShop({ toTag: TO_TAG, toUntag: TO_UNTAG });
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    try {
      const env = { ...database.env, ...shop.env };
      const first = await startServer(env);
      const token = await signIn(first.url);
      await syncMirror(first.url, token);
      const rule = await call(first.url, token, 'POST', '/api/dimargin/rules', {
        collectionName: shop.collectionName,
        marginThreshold: THRESHOLD,
      });
      expect(rule.status).toBe(200);

      // SIGKILL from inside the shop, just before it starts the additions' bulk mutation.
      shop.fake.beforeNext('bulkOperationRunMutation', () => first.child.kill('SIGKILL'));
      // The request waits for the job and dies with the process.
      const analysis = call(first.url, token, 'POST', '/api/dimargin/analyze', {
        collectionName: shop.collectionName,
      }).catch(() => null);
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(await analysis).toBeNull();

      await client.connect();
      const { rows } = await client.query<{ id: string; status: string }>(
        `select id, status from jobs where kind = 'margin-tags.analyse'`,
      );
      expect(rows).toEqual([{ id: expect.any(String), status: 'running' }]);
      const jobId = rows[0]!.id;
      expect(shop.writesTo('tagsAdd').size).toBe(TO_TAG);
      // The dead worker's lease (60 s for this kind) would run out on its own; ending it now is
      // the same as waiting, without spending a minute of the suite on it.
      await client.query(`update jobs set lease_until = now() where id = $1`, [jobId]);

      const second = await startServer(env);
      let view: AnalysisJobResponse | null = null;
      await waitUntil(
        async () => {
          view = (await call<AnalysisJobResponse>(second.url, token, 'GET', `/api/dimargin/jobs/${jobId}`)).body;
          return view.status === 'succeeded' || view.status === 'failed';
        },
        60_000,
        'the job to finish after the restart',
      );
      expect(view).toMatchObject({
        status: 'succeeded',
        result: {
          collectionName: shop.collectionName,
          totalProducts: TO_TAG + TO_UNTAG,
          tagged: TO_TAG,
          untagged: TO_UNTAG,
          skipped: 0,
          errors: [],
        },
      });
      const [job] = (await client.query<{ attempts: number }>(`select attempts from jobs where id = $1`, [jobId])).rows;
      expect(job?.attempts).toBe(2);

      // Every product as the rule says across both processes.
      expect(shop.toTag.map((id) => shop.tagCount(id))).toEqual(shop.toTag.map(() => 1));
      expect(shop.toUntag.map((id) => shop.tagCount(id))).toEqual(shop.toUntag.map(() => 0));
      const added = shop.writesTo('tagsAdd');
      const removed = shop.writesTo('tagsRemove');
      expect(shop.toTag.map((id) => added.get(id) ?? 0)).toEqual(shop.toTag.map(() => 1));
      expect(shop.toUntag.map((id) => removed.get(id) ?? 0)).toEqual(shop.toUntag.map(() => 1));
      const bulkMutations = [...shop.fake.state.bulkOperations.values()].filter((op) => op.type === 'MUTATION');
      expect(bulkMutations).toHaveLength(2);

      second.child.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
    } finally {
      await client.end().catch(() => undefined);
      await shop.fake.close();
      await database.cleanUp();
    }
  }, 150_000);
});
