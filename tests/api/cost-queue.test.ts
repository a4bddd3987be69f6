import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostChangeFetchResponse, CostChangeSaveResponse } from '#shared/product-editor/cost-queue';
import type { LabelQueueDetails } from '#shared/labels/label-queue';
import { bearer, createClock, createTestApp, HOUR, type TestApp } from '../support/test-app';
import { seedEditorCatalogue, unchangedEdit } from './product-editor.fixtures';

const clock = createClock(new Date('2026-11-20T12:00:00.000Z'));
let testApp: TestApp;
let token: string;
let fixtures: Awaited<ReturnType<typeof seedEditorCatalogue>>;

beforeAll(async () => {
  testApp = await createTestApp({}, { now: clock.now });
  ({ token } = await testApp.signIn('associate', 'maria'));
  fixtures = await seedEditorCatalogue(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const post = (url: string, payload: object, headers = bearer(token)) =>
  testApp.app.inject({ method: 'POST', url, headers, payload });
const fetchQueue = (costChangeId = 'auto-72h', headers = bearer(token)) =>
  post('/api/cost-change-queue/fetch', { costChangeId }, headers);

/** A cost change made in the editor, as staff record a new distributor price. */
async function changeCost(productId: string, variant: Parameters<typeof unchangedEdit>[0], cost: number) {
  const response = await post('/api/products/edit', {
    productId,
    variantEdits: [{ ...unchangedEdit(variant), cost }],
    newVariants: [],
    addToImageUpdateQueue: false,
    locationId: null,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('cost change queue', () => {
  it("is empty with the spec's message when nothing changed in 72 hours", async () => {
    const response = await fetchQueue();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [],
      costChangeId: 'auto-72h',
      alreadyProcessed: false,
      message: 'No unprocessed cost changes found in the last 72 hours',
    });
  });

  it('loads cost changes of the last 72 hours only, processes them once, and queues labels where the item is stocked', async () => {
    const old = await fixtures.createWine('Old Change Barolo', 'CQ-OLD');
    await changeCost(old.id, old.variants[0]!, 16);
    clock.advance(73 * HOUR);
    // Sessions expire when idle that long: sign in again.
    ({ token } = await testApp.signIn('associate'));
    const wine = await fixtures.createWine('Cost Change Chianti', 'CQ-CHIANTI', 30, 15);
    await fixtures.seedCollection('Wine ALL', [wine.id]);
    await changeCost(wine.id, wine.variants[0]!, 17);
    const steady = await fixtures.createWine('Steady Rioja', 'CQ-RIOJA', 20, 10);
    await changeCost(steady.id, steady.variants[0]!, 11);
    clock.advance(HOUR);

    const loaded = (await fetchQueue()).json<CostChangeFetchResponse>();
    expect(loaded.alreadyProcessed).toBe(false);
    expect(loaded.costChangeId).toMatch(/^\d+$/);
    expect(loaded.items.map((item) => item.sku)).toEqual(['CQ-CHIANTI', 'CQ-RIOJA']);
    expect(loaded.items[0]).toMatchObject({
      title: 'Cost Change Chianti',
      collections: ['Wine ALL'],
      isWineProduct: true,
      oldCost: 15,
      newCost: 17,
      oldPrice: 30,
      newPrice: 0,
      noPriceChange: false,
      costEdited: false,
      newGrossMargin: 43.33,
    });
    // Someone else opening the queue now sees the same batch.
    const { token: other } = await testApp.signIn('associate', 'jordan');
    expect((await fetchQueue('auto-72h', bearer(other))).json<CostChangeFetchResponse>().costChangeId).toBe(
      loaded.costChangeId,
    );

    const [chianti, rioja] = loaded.items;
    const saved = await post('/api/cost-change-queue/save', {
      costChangeId: loaded.costChangeId,
      items: [
        { ...chianti!, newPrice: 32.99, newGrossMargin: 48.47 },
        { ...rioja!, noPriceChange: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<CostChangeSaveResponse>();
    expect(body.updated.map((item) => [item.sku, item.newPrice, item.noPriceChange])).toEqual([
      ['CQ-CHIANTI', 32.99, false],
      ['CQ-RIOJA', 20, true],
    ]);
    expect((await fixtures.platform.getProduct(wine.id))?.variants[0]?.price).toBe(32.99);
    expect((await fixtures.platform.getProduct(steady.id))?.variants[0]?.price).toBe(20);
    // Stocked at Kirkwood and Clayton: one Cost Change queue each, with the new price.
    expect(body.labelQueues.map((queue) => [queue.store, queue.skus])).toEqual([
      ['Clayton', ['CQ-CHIANTI']],
      ['Kirkwood', ['CQ-CHIANTI']],
    ]);
    const details = await testApp.app.inject({
      method: 'GET',
      url: `/api/label-queue/${body.labelQueues[0]?.queueId}/details`,
      headers: bearer(token),
    });
    expect(details.json<LabelQueueDetails>().labels).toEqual([
      { sku: 'CQ-CHIANTI', title: 'Cost Change Chianti', price: 32.99, barcode: expect.any(String), missing: false },
    ]);

    const again = await post('/api/cost-change-queue/save', {
      costChangeId: loaded.costChangeId,
      items: [{ ...chianti!, newPrice: 40 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Cost Changes Already Processed', code: 'already_processed' });
    expect((await fixtures.platform.getProduct(wine.id))?.variants[0]?.price).toBe(32.99);

    expect((await fetchQueue(loaded.costChangeId)).json<CostChangeFetchResponse>()).toMatchObject({
      items: [],
      alreadyProcessed: true,
    });
    expect((await fetchQueue()).json<CostChangeFetchResponse>().items).toEqual([]);
  });

  it('sends only updated items: one without a new price and without No Price Change is left alone', async () => {
    const wine = await fixtures.createWine('Untouched Malbec', 'CQ-MALBEC', 25, 12);
    await changeCost(wine.id, wine.variants[0]!, 13);
    const loaded = (await fetchQueue()).json<CostChangeFetchResponse>();
    const saved = await post('/api/cost-change-queue/save', { costChangeId: loaded.costChangeId, items: loaded.items });
    expect(saved.json<CostChangeSaveResponse>()).toMatchObject({ updated: [], remaining: 1 });
    expect((await fixtures.platform.getProduct(wine.id))?.variants[0]?.price).toBe(25);
    // Not reviewed, so still in the queue, in the same batch.
    const again = (await fetchQueue()).json<CostChangeFetchResponse>();
    expect(again.items.map((item) => item.sku)).toEqual(['CQ-MALBEC']);
    expect(again.costChangeId).toBe(loaded.costChangeId);
    const done = await post('/api/cost-change-queue/save', {
      costChangeId: again.costChangeId,
      items: [{ ...again.items[0]!, noPriceChange: true }],
    });
    expect(done.json<CostChangeSaveResponse>()).toMatchObject({ remaining: 0 });
  });

  it('keeps what was not reviewed: 7 items, 2 priced and 1 No Price Change leave 4 in the queue', async () => {
    const wines = [];
    for (let index = 1; index <= 7; index += 1) {
      const wine = await fixtures.createWine(`Seven Wine ${index}`, `CQ-SEVEN-${index}`, 20 + index, 10);
      await changeCost(wine.id, wine.variants[0]!, 11);
      wines.push(wine);
    }
    const loaded = (await fetchQueue()).json<CostChangeFetchResponse>();
    expect(loaded.items).toHaveLength(7);
    const [first, second, third] = loaded.items;
    const saved = await post('/api/cost-change-queue/save', {
      costChangeId: loaded.costChangeId,
      items: [
        { ...first!, newPrice: 29.99 },
        { ...second!, newPrice: 30.99 },
        { ...third!, noPriceChange: true },
        ...loaded.items.slice(3),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<CostChangeSaveResponse>();
    expect(body.updated.map((item) => item.sku)).toEqual(['CQ-SEVEN-1', 'CQ-SEVEN-2', 'CQ-SEVEN-3']);
    expect(body.remaining).toBe(4);
    expect(body.message).toBe('Processed 3 cost changes · 4 left to review');

    const rest = (await fetchQueue()).json<CostChangeFetchResponse>();
    expect(rest.items.map((item) => item.sku)).toEqual(['CQ-SEVEN-4', 'CQ-SEVEN-5', 'CQ-SEVEN-6', 'CQ-SEVEN-7']);
    // The first batch, opened again by its number, shows only what is left, and can still be saved.
    const byNumber = (await fetchQueue(loaded.costChangeId)).json<CostChangeFetchResponse>();
    expect(byNumber).toMatchObject({ alreadyProcessed: false });
    expect(byNumber.items.map((item) => item.sku)).toEqual(rest.items.map((item) => item.sku));
    // What was processed cannot be processed again through the old batch.
    const repeat = await post('/api/cost-change-queue/save', {
      costChangeId: loaded.costChangeId,
      items: [{ ...first!, newPrice: 50 }],
    });
    expect(repeat.statusCode).toBe(409);
    expect((await fixtures.platform.getProduct(wines[0]!.id))?.variants[0]?.price).toBe(29.99);

    const finish = await post('/api/cost-change-queue/save', {
      costChangeId: rest.costChangeId,
      items: rest.items.map((item) => ({ ...item, noPriceChange: true })),
    });
    expect(finish.json<CostChangeSaveResponse>()).toMatchObject({ remaining: 0 });
    expect((await fetchQueue()).json<CostChangeFetchResponse>().items).toEqual([]);
  });

  it('writes a corrected cost (costEdited) with the new price, and does not queue it again', async () => {
    const wine = await fixtures.createWine('Corrected Tempranillo', 'CQ-TEMPRA', 26, 12);
    await changeCost(wine.id, wine.variants[0]!, 14);
    const loaded = (await fetchQueue()).json<CostChangeFetchResponse>();
    const item = loaded.items.find((candidate) => candidate.sku === 'CQ-TEMPRA')!;
    const saved = await post('/api/cost-change-queue/save', {
      costChangeId: loaded.costChangeId,
      items: [{ ...item, newCost: 13.5, costEdited: true, newPrice: 27 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await fixtures.platform.getProduct(wine.id))?.variants[0]).toMatchObject({ cost: 13.5, price: 27 });
    expect((await fetchQueue()).json<CostChangeFetchResponse>().items).toEqual([]);
  });

  it.each([
    [{ costChangeId: 'yesterday' }, 'costChangeId: costChangeId must be auto-72h or a batch number'],
    [{ costChangeId: 'auto-72h', extra: true }, 'Unrecognized key: "extra"'],
    [{ costChangeId: '2300000000' }, 'costChangeId: costChangeId must be auto-72h or a batch number'],
  ])('refuses %j', async (payload, message) => {
    const response = await post('/api/cost-change-queue/fetch', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('refuses to save the automatic id: a batch is saved by the number it was loaded as', async () => {
    const response = await post('/api/cost-change-queue/save', { costChangeId: 'auto-72h', items: [] });
    expect(response.statusCode).toBe(400);
  });
});
