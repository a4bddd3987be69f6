import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raffleCustomerSpend } from '#server/db/schema/index';
import { createShopifyHarness, type ShopifyHarness } from '../store-platform/shopify-harness';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let harness: ShopifyHarness;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  harness = await createShopifyHarness();
  t = await createTestApp({ LOG_LEVEL: 'silent' }, { storePlatform: harness.platform });
  admin = await t.createSession(await t.createUser('admin'));
});
afterAll(async () => {
  await t.close();
  await harness.close();
});

const sync = (month: string) =>
  t.app.inject({ method: 'POST', url: '/api/raffle/spend/sync', payload: { month }, headers: bearer(admin) });

/** The month's totals, whether the route answered them (200) or handed back the job (202). */
async function syncResult(month: string) {
  const response = await sync(month);
  if (response.statusCode === 200) return response.json() as unknown;
  expect(response.statusCode).toBe(202);
  const job = await t.jobs.waitFor((response.json() as { jobId: string }).jobId, 10_000);
  expect(job?.status).toBe('succeeded');
  return job?.result;
}

describe('POST /api/raffle/spend/sync', () => {
  it('leaves the month alone when the platform has no orders for it', async () => {
    expect(await syncResult('2026-03')).toEqual({ month: '2026-03', customers: 0, orders: 0 });
  });

  it('totals the Shopify orders per customer, double-ticket orders also as Month DBL, and replaces the month', async () => {
    const { state } = harness.fake;
    const order = (email: string | null, total: string, tags: string[] = [], createdAt = '2026-03-10T10:00:00.000Z') =>
      state.addOrder({
        createdAt,
        email,
        total,
        tags,
        customer: email ? { displayName: 'Ann Lee', email } : { displayName: 'Walk In', email: null },
      });
    order('Ann@Example.com', '100.10');
    order('ann@example.com', '50.00', ['double-tickets']);
    order(null, '20');
    order('bob@example.com', '5', [], '2026-04-01T00:00:00.000Z');
    order('bob@example.com', '5', [], '2026-02-28T23:59:59.000Z');
    expect(await syncResult('2026-03')).toEqual({ month: '2026-03', customers: 2, orders: 3 });
    expect(await syncResult('2026-03')).toEqual({ month: '2026-03', customers: 2, orders: 3 });
    const rows = await t.database.db.select().from(raffleCustomerSpend);
    expect(rows.map((row) => [row.customerKey, row.month, row.spendCents, row.spendDblCents]).sort()).toEqual([
      ['ann@example.com', '2026-03', 15_010, 5_000],
      ['name:walk in', '2026-03', 2_000, 0],
    ]);
  });

  it('reads a month of 2,000 orders by one bulk query, not pages of live calls', async () => {
    const { state } = harness.fake;
    for (let index = 0; index < 2_000; index += 1) {
      state.addOrder({
        createdAt: new Date(Date.UTC(2026, 4, 1 + (index % 31), index % 24)).toISOString(),
        email: `buyer${index % 400}@example.com`,
        customer: { displayName: `Buyer ${index % 400}`, email: `buyer${index % 400}@example.com` },
        total: '12.50',
      });
    }
    const before = harness.fake.received.length;
    expect(await syncResult('2026-05')).toEqual({ month: '2026-05', customers: 400, orders: 2_000 });
    const sent = harness.fake.received.slice(before);
    expect(sent.filter((r) => r.rootFields.includes('bulkOperationRunQuery'))).toHaveLength(1);
    expect(sent.filter((r) => r.rootFields.includes('orders'))).toEqual([]);
    expect(sent.length).toBeLessThan(10);
    const rows = await t.database.db.select().from(raffleCustomerSpend);
    const may = rows.filter((row) => row.month === '2026-05');
    expect(may).toHaveLength(400);
    expect(may.every((row) => row.spendCents === 5 * 1_250)).toBe(true);
  });

  it('answers 202 with the job when loading takes longer than 2 s, and the job carries the result', async () => {
    const platform = harness.platform;
    const original = platform.listOrders;
    let release: () => void = () => {};
    platform.listOrders = async (from, to) => {
      await new Promise<void>((resolve) => (release = resolve));
      return original(from, to);
    };
    try {
      const response = await sync('2026-03');
      expect(response.statusCode).toBe(202);
      const { jobId } = response.json() as { jobId: string };
      release();
      const job = await t.jobs.waitFor(jobId, 10_000);
      expect(job).toMatchObject({ status: 'succeeded', result: { month: '2026-03', customers: 2, orders: 3 } });
      const view = await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: bearer(admin) });
      expect(view.json()).toMatchObject({ status: 'succeeded', progress: { done: 1, total: 1 } });
    } finally {
      platform.listOrders = original;
    }
  });

  it('refuses a malformed month', async () => {
    expect((await sync('March')).statusCode).toBe(400);
  });
});
