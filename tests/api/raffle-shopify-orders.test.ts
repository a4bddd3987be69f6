import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopifyHarness, type ShopifyHarness } from '../store-platform/shopify-harness';

let harness: ShopifyHarness;
beforeAll(async () => {
  harness = await createShopifyHarness();
});
afterAll(() => harness.close());

describe('Shopify adapter: listOrders (raffle customer spend)', () => {
  it('reads the month by one bulk query, leaving out cancelled and test orders', async () => {
    const { state } = harness.fake;
    for (let index = 0; index < 130; index += 1) {
      state.addOrder({
        createdAt: new Date(Date.UTC(2026, 2, 1 + (index % 28), 12)).toISOString(),
        email: null,
        customer: { displayName: `Customer ${index % 7}`, email: `c${index % 7}@example.com` },
        total: '10.50',
      });
    }
    state.addOrder({
      createdAt: '2026-03-05T10:00:00.000Z',
      email: 'guest@example.com',
      customer: null,
      total: '400.00',
      tags: ['double-tickets'],
    });
    state.addOrder({
      createdAt: '2026-03-06T10:00:00.000Z',
      email: 'x@example.com',
      customer: null,
      total: '99',
      cancelledAt: '2026-03-07T00:00:00Z',
    });
    state.addOrder({
      createdAt: '2026-03-06T10:00:00.000Z',
      email: 'x@example.com',
      customer: null,
      total: '99',
      test: true,
    });
    state.addOrder({ createdAt: '2026-04-01T00:00:00.000Z', email: 'april@example.com', customer: null, total: '50' });
    state.addOrder({ createdAt: '2026-02-28T23:59:59.000Z', email: 'feb@example.com', customer: null, total: '50' });

    const before = harness.fake.received.length;
    const orders = await harness.platform.listOrders(
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-04-01T00:00:00Z'),
    );
    expect(orders).toHaveLength(131);
    expect(orders.filter((order) => order.email === 'c3@example.com').every((order) => order.total === 10.5)).toBe(
      true,
    );
    expect(orders.find((order) => order.email === 'c3@example.com')?.customerName).toBe('Customer 3');
    expect(orders.find((order) => order.email === 'guest@example.com')).toMatchObject({
      customerName: 'guest@example.com',
      total: 400,
      tags: ['double-tickets'],
    });
    expect(orders.some((order) => order.email === 'april@example.com' || order.email === 'feb@example.com')).toBe(
      false,
    );
    expect(harness.fake.searchWarnings).toEqual([]);
    // One bulk query, its polls, no page of live order reads.
    const sent = harness.fake.received.slice(before);
    expect(sent.filter((r) => r.rootFields.includes('bulkOperationRunQuery'))).toHaveLength(1);
    expect(sent.filter((r) => r.rootFields.includes('orders'))).toEqual([]);
    expect(sent.every((r) => r.rootFields.every((f) => f.startsWith('bulkOperation')))).toBe(true);
    expect(harness.fake.invalidRequests()).toEqual([]);
  });
});
