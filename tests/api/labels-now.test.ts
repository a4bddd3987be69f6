import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelQueueItems } from '#server/db/schema/index';
import { MISSING_PRODUCT_NOTE } from '#shared/labels/label-queue';
import { LABELS_NOW_MESSAGES, type LabelsNow } from '#shared/labels/labels-now';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { seedEditorCatalogue } from './product-editor.fixtures';

let t: TestApp;
let token: string;
let fixtures: Awaited<ReturnType<typeof seedEditorCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('associate', 'maria')).token;
  fixtures = await seedEditorCatalogue(t);
});

afterAll(async () => {
  await t.close();
});

const labelsNow = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/labels/now', headers: bearer(token), payload });

describe('POST /api/labels/now', () => {
  it('reads each label as the catalogue has it now, and writes ZPL for every copy of every store', async () => {
    const wine = await fixtures.createWine('Now Printed Grenache', 'NOW-GREN', 21);
    const variant = wine.variants[0]!;
    await fixtures.platform.updateVariants(wine.id, [{ id: variant.id, price: 23.5 }], null, null);
    const queuedBefore = await t.database.db.select().from(labelQueueItems);

    const response = await labelsNow({ variantIds: [variant.id], stores: ['Kirkwood', 'Clayton'], copies: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<LabelsNow>();
    expect(body.labels).toEqual([
      {
        variantId: variant.id,
        sku: 'NOW-GREN',
        title: 'Now Printed Grenache',
        price: 23.5,
        barcode: variant.barcode,
        missing: false,
      },
    ]);
    expect(body.labelCount).toBe(6);
    expect(body.zpl.match(/\^XA/g)).toHaveLength(6);
    expect(body.zpl).toContain('$23.50');
    // Printing now queues nothing.
    expect(await t.database.db.select().from(labelQueueItems)).toHaveLength(queuedBefore.length);
  });

  it('says which variants are gone and prints the rest; refuses when none is left', async () => {
    const wine = await fixtures.createWine('Half Gone Tempranillo', 'NOW-TEMP', 18);
    const gone = 'gid://shopify/ProductVariant/1999999999';
    const response = await labelsNow({ variantIds: [gone, wine.variants[0]!.id], stores: ['Kirkwood'], copies: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<LabelsNow>();
    expect(body.labels.map((label) => [label.missing, label.title])).toEqual([
      [true, MISSING_PRODUCT_NOTE],
      [false, 'Half Gone Tempranillo'],
    ]);
    expect(body.labelCount).toBe(1);

    const none = await labelsNow({ variantIds: [gone], stores: ['Kirkwood'], copies: 1 });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ message: LABELS_NOW_MESSAGES.nothingPrintable });
  });

  it('refuses no variants, no stores, unknown stores, repeats and copies out of range', async () => {
    const id = 'gid://shopify/ProductVariant/1';
    for (const payload of [
      { variantIds: [], stores: ['Kirkwood'], copies: 1 },
      { variantIds: [id], stores: [], copies: 1 },
      { variantIds: [id], stores: ['Atlantis'], copies: 1 },
      { variantIds: [id, id], stores: ['Kirkwood'], copies: 1 },
      { variantIds: [id], stores: ['Kirkwood', 'Kirkwood'], copies: 1 },
      { variantIds: [id], stores: ['Kirkwood'], copies: 0 },
      { variantIds: [id], stores: ['Kirkwood'], copies: 51 },
      { variantIds: [id], stores: ['Kirkwood'], copies: '2' },
      { variantIds: ['42'], stores: ['Kirkwood'], copies: 1 },
    ]) {
      expect((await labelsNow(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/labels/now',
      payload: { variantIds: [id], stores: ['Kirkwood'], copies: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
