import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelQueueItems, labelQueues } from '#server/db/schema/index';
import { seedLabelQueues } from '#server/features/labels/labels.seed';
import { seedCostChanges } from '#server/features/product-editor/product-editor.seed';
import type { LabelQueue, LabelQueueDetails, LabelQueueZpl } from '#shared/labels/label-queue';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { seedEditorCatalogue } from './product-editor.fixtures';

let testApp: TestApp;
let token: string;
let fixtures: Awaited<ReturnType<typeof seedEditorCatalogue>>;
let queueId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ token } = await testApp.signIn('associate', 'maria'));
  fixtures = await seedEditorCatalogue(testApp);
  await fixtures.createWine('=HYPERLINK("http://evil")', 'LQ-EVIL');
  await fixtures.createWine('Ridge "Geyserville", 2021', '-LQ-RIDGE');
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/label-queue/add',
    headers: bearer(token),
    payload: {
      variantSku: 'LQ-EVIL',
      title: '=HYPERLINK("http://evil")',
      stores: ['Kirkwood'],
      labelType: 'New Product',
    },
  });
  queueId = response.json<LabelQueue[]>()[0]!.id;
  await testApp.app.inject({
    method: 'POST',
    url: '/api/label-queue/add',
    headers: bearer(token),
    payload: {
      variantSku: '-LQ-RIDGE',
      title: 'Ridge "Geyserville", 2021',
      stores: ['Clayton'],
      labelType: 'New Product',
    },
  });
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string) => testApp.app.inject({ method: 'POST', url, headers: bearer(token) });

describe('label queues', () => {
  it('lists every queue, newest first, with creator, timestamp, SKUs and flags', async () => {
    const response = await get('/api/label-queue/all');
    expect(response.statusCode).toBe(200);
    const queues = response.json<LabelQueue[]>();
    expect(
      queues.map((queue) => [queue.store, queue.productSKUs, queue.createdBy, queue.printed, queue.downloaded]),
    ).toEqual([
      ['Clayton', ['-LQ-RIDGE'], 'maria', false, false],
      ['Kirkwood', ['LQ-EVIL'], 'maria', false, false],
    ]);
  });

  it('lists a change made anywhere at once, even one written straight to the tables', async () => {
    const before = (await get('/api/label-queue/all')).json<LabelQueue[]>();
    // Another process, a migration or a hand fix: the list is kept in memory only while unchanged.
    await testApp.database.db
      .update(labelQueueItems)
      .set({ sku: 'LQ-RENAMED' })
      .where(eq(labelQueueItems.sku, 'LQ-EVIL'));
    const renamed = (await get('/api/label-queue/all')).json<LabelQueue[]>();
    expect(renamed.find((queue) => queue.id === queueId)?.productSKUs).toEqual(['LQ-RENAMED']);
    await testApp.database.db
      .update(labelQueueItems)
      .set({ sku: 'LQ-EVIL' })
      .where(eq(labelQueueItems.sku, 'LQ-RENAMED'));
    await testApp.database.db.update(labelQueues).set({ printed: true }).where(eq(labelQueues.id, queueId));
    const printed = (await get('/api/label-queue/all')).json<LabelQueue[]>();
    expect(printed.find((queue) => queue.id === queueId)?.printed).toBe(true);
    await testApp.database.db.update(labelQueues).set({ printed: false }).where(eq(labelQueues.id, queueId));
    expect((await get('/api/label-queue/all')).json<LabelQueue[]>()).toEqual(before);
  });

  it('answers a queue with its labels, and 404 / 400 for unknown and malformed ids', async () => {
    const response = await get(`/api/label-queue/${queueId}/details`);
    expect(response.statusCode).toBe(200);
    const details = response.json<LabelQueueDetails>();
    expect(details.queue).toMatchObject({ id: queueId, store: 'Kirkwood' });
    expect(details.labels).toEqual([
      {
        sku: 'LQ-EVIL',
        title: '=HYPERLINK("http://evil")',
        price: 30,
        barcode: expect.stringMatching(/^\d{12}$/),
        missing: false,
      },
    ]);
    expect((await get('/api/label-queue/999999/details')).statusCode).toBe(404);
    expect((await get('/api/label-queue/abc/details')).statusCode).toBe(400);
    expect((await get('/api/label-queue/99999999999/details')).statusCode).toBe(400);
  });

  it('answers the ZPL of a queue: one 2.5 × 1 in format per label', async () => {
    const response = await get(`/api/label-queue/${queueId}/zpl`);
    expect(response.statusCode).toBe(200);
    const body = response.json<LabelQueueZpl>();
    expect(body).toMatchObject({ success: true, labelCount: 1 });
    expect(body.zpl).toContain('^PW508');
    expect(body.zpl).toContain('^FD$30.00^FS');
    expect(body.zpl).toMatch(/\^BCN,47,N,N,N\^FD>;\d{12}\^FS/);
  });

  it('downloads label-queue-{id}.csv with formula-looking cells neutralised, and marks it downloaded', async () => {
    const queues = (await get('/api/label-queue/all')).json<LabelQueue[]>();
    const ridge = queues.find((queue) => queue.store === 'Clayton')!;
    for (const id of [queueId, ridge.id]) {
      const response = await post(`/api/label-queue/${id}/download`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="label-queue-${id}\\.csv"`),
      );
    }
    const evil = (await post(`/api/label-queue/${queueId}/download`)).body;
    expect(evil.split('\r\n')[0]).toBe('\uFEFFSKU,Title,Price,Barcode,Store,Note');
    expect(evil.split('\r\n')[1]).toMatch(/^LQ-EVIL,"'=HYPERLINK\(""http:\/\/evil""\)",\$30\.00,\d{12},Kirkwood,$/);
    const ridgeCsv = (await post(`/api/label-queue/${ridge.id}/download`)).body;
    expect(ridgeCsv.split('\r\n')[1]).toMatch(/^'-LQ-RIDGE,"Ridge ""Geyserville"", 2021",\$30\.00,\d{12},Clayton,$/);
    const after = (await get('/api/label-queue/all')).json<LabelQueue[]>();
    expect(after.every((queue) => queue.downloaded && !queue.printed)).toBe(true);
  });

  it('marks a queue printed (Mark Complete, or after the printer took the ZPL)', async () => {
    const response = await post(`/api/label-queue/${queueId}/print`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: `Label queue ${queueId} marked as printed`,
      queue: { id: queueId, printed: true },
    });
    expect((await post('/api/label-queue/999999/print')).statusCode).toBe(404);
  });

  it('reports on its tables in the connection tests', async () => {
    const { token: admin } = await testApp.signIn('admin');
    for (const url of ['/api/label-queue/test', '/api/product-edit-logger/test']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ connected: true });
    }
  });

  it('seeds demo queues for the stores and demo cost changes, once', async () => {
    const now = () => new Date();
    await testApp.database.db.delete((await import('#server/db/schema/index')).labelQueues);
    expect(await seedLabelQueues(testApp.database.db, { includeDemo: false, now })).toBe(0);
    expect(await seedLabelQueues(testApp.database.db, { includeDemo: true, now })).toBe(10);
    expect(await seedLabelQueues(testApp.database.db, { includeDemo: true, now })).toBe(0);
    const queues = (await get('/api/label-queue/all')).json<LabelQueue[]>();
    expect(new Set(queues.map((queue) => queue.store)).size).toBe(5);
    // Each demo label is for a variant of the catalogue: it shows, none is "no longer exists".
    const details = (await get(`/api/label-queue/${queues[0]!.id}/details`)).json<LabelQueueDetails>();
    expect(details.labels.length).toBeGreaterThan(0);
    expect(details.labels.every((label) => !label.missing && label.price !== null)).toBe(true);
    expect(await seedCostChanges(testApp.database.db, { includeDemo: true, now })).toBeGreaterThan(0);
    expect(await seedCostChanges(testApp.database.db, { includeDemo: true, now })).toBe(0);
  });
});

describe('the queue list on the wire', () => {
  it('is gzipped for a browser once it is large, and the same list without Accept-Encoding', async () => {
    await testApp.database.db.insert(labelQueues).values(
      Array.from({ length: 60 }, (_, at) => ({
        storeCode: 'KW',
        storeName: 'Kirkwood',
        labelType: 'New Product',
        createdBy: `wire-${at}`,
      })),
    );
    const plain = await get('/api/label-queue/all');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4096);
    const zipped = await testApp.app.inject({
      method: 'GET',
      url: '/api/label-queue/all',
      headers: { ...bearer(token), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });
});
