/**
 * Drill: the store platform throttles, then fails outright for a while, in the middle of a job
 * that writes to it (the DIMARGIN analysis tagging a collection). Once it is back, every write the
 * job had queued has landed exactly once: each product tagged or untagged as the rule says, no
 * duplicate tags, no product or variant created or lost, nothing reported as an error.
 *
 * The outage lasts OUTAGE_MS of real time (DRILL_OUTAGE_MS overrides it; the figure is
 * 30 s). 6 s is enough to exercise everything a 30 s one does: the adapter's own retries of one
 * request give up after ~3 s, so any outage longer than that is only ridden out by the job
 * runner's retries of the whole run (after 1, 4, 16, 64 s), which is the path under test. A longer
 * outage only adds attempts, and the last test checks the schedule covers 30 s with room to spare.
 * The suite runs on both engines: nothing here depends on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisJobResponse } from '#shared/margin-tags/margin-tags';
import { eq } from 'drizzle-orm';
import { jobs } from '#server/db/schema/jobs';
import { MARGIN_ANALYSIS_JOB, MARGIN_ANALYSIS_OPTIONS } from '#server/features/margin-tags/margin-analysis.job';
import { defaultBackoffMs } from '#server/platform/jobs/job-runner';
import { shopifyPlatformForApp } from '../../store-platform/shopify-app-platform';
import { bearer, createTestApp, type TestApp } from '../../support/test-app';
import { startMarginShop, THRESHOLD, type MarginShop } from './support/margin-shop';
import { waitUntil } from './support/server-process';

const OUTAGE_MS = Number(process.env.DRILL_OUTAGE_MS ?? 6_000);
/** How long one request's own retries last at most (4 backoffs of 250 ms doubling, with jitter). */
const ADAPTER_RETRY_BUDGET_MS = 3_750;
const TO_TAG = 10;
const TO_UNTAG = 3;

let shop: MarginShop;
let t: TestApp;
let token: string;

beforeAll(async () => {
  shop = await startMarginShop({ toTag: TO_TAG, toUntag: TO_UNTAG });
  // The real adapter with real waits (the harness's instant sleeps would hide the outage).
  const shopify = shopifyPlatformForApp({
    domain: shop.fake.domain,
    token: shop.fake.token,
    apiVersion: shop.fake.apiVersion,
    protocol: 'http',
  });
  t = await createTestApp({ JOB_POLL_MS: '200' }, { storePlatform: shopify.platform });
  // The app's mirror holds the shop, as its first sync would make it.
  const refresh = await shopify.attach(t.database);
  await refresh.refreshCollections();
  await refresh.refreshProducts([...shop.toTag, ...shop.toUntag]);
  token = (await t.signIn('admin')).token;
});
afterAll(async () => {
  await t?.close();
  await shop?.fake.close();
});

describe('drill: the store platform throttles and then fails for a while', () => {
  it('lands every write the job queued, exactly once', async () => {
    expect(OUTAGE_MS).toBeGreaterThan(ADAPTER_RETRY_BUDGET_MS);
    const productsBefore = shop.fake.state.products.size;
    const variantsBefore = shop.fake.state.variants.size;
    const rule = await t.app.inject({
      method: 'POST',
      url: '/api/dimargin/rules',
      headers: bearer(token),
      payload: { collectionName: shop.collectionName, marginThreshold: THRESHOLD },
    });
    expect(rule.statusCode, rule.body).toBe(200);

    // Throttling first: Shopify's THROTTLED answer, then HTTP 429 with Retry-After, then the
    // additions' bulk mutation started but answered 502 (it must not be started again).
    shop.fake.failNext(2, 'throttle');
    shop.fake.failNext(1, '429', { retryAfterSeconds: 1 });
    shop.fake.failNext(1, '5xx', { operation: 'bulkOperationRunMutation', afterCommit: true, status: 502 });
    // Then, once the removals' bulk mutation has started, every request fails with 503 for OUTAGE_MS.
    let outageEnded = false;
    let starts = 0;
    const onBulkStart = () => {
      if (++starts < 2) return shop.fake.beforeNext('bulkOperationRunMutation', onBulkStart);
      shop.fake.failAlways('5xx', { status: 503 });
      setTimeout(() => {
        shop.fake.heal();
        outageEnded = true;
      }, OUTAGE_MS);
    };
    shop.fake.beforeNext('bulkOperationRunMutation', onBulkStart);

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/dimargin/analyze',
      headers: bearer(token),
      payload: { collectionName: shop.collectionName },
    });
    // 200 with the result when the run ends within 10 s, else 202: the job is followed either way.
    expect([200, 202], started.body).toContain(started.statusCode);
    const [job] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, MARGIN_ANALYSIS_JOB));
    const jobId = job!.id;
    let view: AnalysisJobResponse | null = null;
    await waitUntil(
      async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/dimargin/jobs/${jobId}`,
          headers: bearer(token),
        });
        view = response.json<AnalysisJobResponse>();
        return view.status === 'succeeded' || view.status === 'failed';
      },
      OUTAGE_MS + 60_000,
      'the job to finish',
    );
    expect(outageEnded, 'the job finished during the outage').toBe(true);
    expect(view).toMatchObject({
      status: 'succeeded',
      result: { totalProducts: TO_TAG + TO_UNTAG, tagged: TO_TAG, untagged: TO_UNTAG, errors: [] },
    });
    // The outage outlasted one attempt: the job's own retry is what carried the writes through.
    expect((await t.jobs.get(jobId))?.attempts).toBeGreaterThan(1);
    expect(shop.fake.received.some((request) => request.outcome === 'fault:5xx')).toBe(true);
    expect(shop.fake.received.some((request) => request.outcome.startsWith('committed+fault'))).toBe(true);

    // Exactly once: the shop holds each product once, with the tag once or not at all, and each
    // product was written once, though a bulk mutation's start was answered 502 and another was
    // running through the outage (both were found and awaited, not sent again).
    expect(shop.fake.state.products.size).toBe(productsBefore);
    expect(shop.fake.state.variants.size).toBe(variantsBefore);
    for (const product of shop.fake.state.products.values()) {
      expect(new Set(product.tags).size, `duplicate tags on ${product.title}`).toBe(product.tags.length);
    }
    expect(shop.toTag.map((id) => shop.tagCount(id))).toEqual(shop.toTag.map(() => 1));
    expect(shop.toUntag.map((id) => shop.tagCount(id))).toEqual(shop.toUntag.map(() => 0));
    const added = shop.writesTo('tagsAdd');
    const removed = shop.writesTo('tagsRemove');
    expect(shop.toTag.map((id) => added.get(id) ?? 0)).toEqual(shop.toTag.map(() => 1));
    expect(shop.toUntag.map((id) => removed.get(id) ?? 0)).toEqual(shop.toUntag.map(() => 1));
    const bulkMutations = [...shop.fake.state.bulkOperations.values()].filter((op) => op.type === 'MUTATION');
    expect(bulkMutations, 'one bulk mutation for the additions, one for the removals').toHaveLength(2);
  }, 120_000);

  it('retries a run long enough to ride out the 30 s outage of the issue', () => {
    const { maxAttempts } = MARGIN_ANALYSIS_OPTIONS;
    const waits = Array.from({ length: maxAttempts - 1 }, (_, index) => defaultBackoffMs(index + 1));
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThanOrEqual(2 * 30_000);
  });
});
