import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelQueueItems, labelQueues } from '#server/db/schema/index';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import type { LabelQueue } from '#shared/labels/label-queue';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ token } = await testApp.signIn('associate', 'maria'));
  await createLocalStorePlatform(testApp.database).createProduct(
    {
      title: 'Ridge Geyserville 2021',
      vendor: 'Ridge',
      productType: 'USA Wine',
      descriptionHtml: '',
      status: 'ACTIVE',
      tags: [],
      option1Name: 'Size',
      images: [],
      variants: [{ option1: '750ml', price: 44.99, cost: 27, sku: 'RDG-GV-21', barcode: '123456789012' }],
    },
    'label-fixture',
    null,
  );
});

afterAll(async () => {
  await testApp.close();
});

const add = (body: unknown, headers = bearer(token)) =>
  testApp.app.inject({ method: 'POST', url: '/api/label-queue/add', headers, payload: body as object });

const countQueues = async () => (await testApp.database.db.select({ n: count() }).from(labelQueues))[0]?.n ?? 0;

describe('POST /api/label-queue/add', () => {
  it('needs a session', async () => {
    const response = await add(
      { variantSku: 'X', title: 'X', stores: ['Kirkwood'], labelType: 'New Product' },
      {} as ReturnType<typeof bearer>,
    );
    expect(response.statusCode).toBe(401);
  });

  it('creates one new queue per store, each with the label of the new product', async () => {
    const response = await add({
      variantSku: 'RDG-GV-21',
      title: 'Ridge Geyserville 2021',
      stores: ['Kirkwood', 'Town & Country', 'Kirkwood'],
      labelType: 'New Product',
    });
    expect(response.statusCode).toBe(201);
    const queues = response.json<LabelQueue[]>();
    expect(queues.map((queue) => queue.store)).toEqual(['Kirkwood', 'Town & Country']);
    for (const queue of queues) {
      expect(queue).toMatchObject({
        createdBy: 'maria',
        productSKUs: ['RDG-GV-21'],
        printed: false,
        downloaded: false,
        labelType: 'New Product',
      });
      expect(new Date(queue.timestamp).toISOString()).toBe(queue.timestamp);
    }
    const rows = await testApp.database.db.select().from(labelQueues).orderBy(asc(labelQueues.id));
    expect(rows.map((row) => row.storeCode)).toEqual(['KW', 'LL']);
    const items = await testApp.database.db
      .select()
      .from(labelQueueItems)
      .where(eq(labelQueueItems.queueId, queues[0]?.id ?? 0));
    expect(items).toEqual([
      expect.objectContaining({
        sku: 'RDG-GV-21',
        title: 'Ridge Geyserville 2021',
        price: 44.99,
        barcode: '123456789012',
        position: 0,
      }),
    ]);
  });

  it('queues a SKU the catalogue does not know yet, without price and barcode', async () => {
    const response = await add({
      variantSku: 'NOT-YET',
      title: 'Producer Type',
      stores: ['Clayton'],
      labelType: 'New Product',
    });
    expect(response.statusCode).toBe(201);
    const [queue] = response.json<LabelQueue[]>();
    const [item] = await testApp.database.db
      .select()
      .from(labelQueueItems)
      .where(eq(labelQueueItems.queueId, queue?.id ?? 0));
    expect(item).toMatchObject({ sku: 'NOT-YET', price: null, barcode: null });
  });

  it.each([
    [{ stores: ['Kirkwood', 'Nowhere'] }, 'stores.1: Unknown store: Nowhere'],
    [{ stores: ['KW'] }, 'stores.0: Unknown store: KW'],
    [{ stores: [] }, 'stores: Select at least one store'],
    [{ labelType: 'Price Change' }, 'labelType: labelType must be New Product'],
    [{ variantSku: ' ' }, 'variantSku: variantSku is required'],
    [{ title: '' }, 'title: title is required'],
    [{ printed: true }, 'Unrecognized key: "printed"'],
  ])('refuses %j and writes nothing', async (change, message) => {
    const before = await countQueues();
    const response = await add({
      variantSku: 'RDG-GV-21',
      title: 'Ridge',
      stores: ['Kirkwood'],
      labelType: 'New Product',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await countQueues()).toBe(before);
  });
});
