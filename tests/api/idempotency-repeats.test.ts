import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, marginRules, scheduleShifts } from '#server/db/schema/index';
import type { ImageReviewUpdateResponse, ImageUpdateResponse } from '#shared/images/images';
import { bearer } from '../support/test-app';
import { createCatalogueApp, type CatalogueApp } from './images.fixtures';

/**
 * Writes whose repeat would fail or act again (ADR 067, ADR 089): sent twice with one
 * Idempotency-Key, the second gets the first answer, marked replayed, and nothing happens twice.
 * Without a key each request is its own action, as before.
 */
let app: CatalogueApp;
let admin: string;

beforeAll(async () => {
  app = await createCatalogueApp('local');
  admin = (await app.t.signIn('admin', 'repeat-admin')).token;
  await app.t.database.db.insert(employees).values([{ name: 'Rae Repeat' }]);
});
afterAll(() => app.close());

type Method = 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, key?: string) =>
  app.t.app.inject({
    method,
    url,
    headers: { ...bearer(admin), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(payload ? { payload } : {}),
  });

/** Sends the request twice with `key`: the second answer is the first, replayed. */
async function twice(method: Method, url: string, payload: object | undefined, key: string) {
  const first = await send(method, url, payload, key);
  expect(first.statusCode, first.body).toBeLessThan(300);
  const second = await send(method, url, payload, key);
  expect(second.statusCode, second.body).toBe(first.statusCode);
  expect(second.headers['idempotent-replayed']).toBe('true');
  expect(second.body).toBe(first.body);
  return first;
}

const auditCount = async (action: string) =>
  (await app.t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]?.n;

async function addShift(date: string) {
  const added = await send('POST', '/api/schedule/shifts', {
    store: 'FR',
    date,
    employee: 'Rae Repeat',
    startTime: '09:00',
    endTime: '17:00',
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json<{ id: number }>().id;
}

describe('a repeated request with the same Idempotency-Key', () => {
  it('removes a shift once: the repeat answers as the first did, not 404', async () => {
    const id = await addShift('2027-05-04');
    await twice('DELETE', `/api/schedule/shifts/${id}`, undefined, 'remove-shift-1');
    expect(await app.t.database.db.select().from(scheduleShifts).where(eq(scheduleShifts.id, id))).toEqual([]);
    // Without a key, a second removal is its own action and finds nothing.
    expect((await send('DELETE', `/api/schedule/shifts/${id}`)).statusCode).toBe(404);
  });

  it('copies last week once, so a shift added after the copy is not wiped by the repeat', async () => {
    await addShift('2027-05-11');
    const payload = { store: 'FR', weekStart: '2027-05-17' };
    const first = await send('POST', '/api/schedule/copy-week', payload, 'copy-1');
    expect(first.json()).toEqual({ copied: 1 });
    await addShift('2027-05-19');
    const repeat = await send('POST', '/api/schedule/copy-week', payload, 'copy-1');
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toBe(first.body);
    const week = await app.t.database.db
      .select({ date: scheduleShifts.date })
      .from(scheduleShifts)
      .where(and(eq(scheduleShifts.storeCode, 'FR'), gte(scheduleShifts.date, '2027-05-17')));
    expect(week.map((row) => row.date).sort()).toEqual(['2027-05-18', '2027-05-19']);
    expect(await auditCount('schedule.copy-week')).toBe(1);
  });

  it('imports a week once', async () => {
    const payload = {
      weekStart: '2027-06-07',
      csv: 'store,date,employee,start,end\nFR,2027-06-08,Rae Repeat,10:00,18:00\n',
      commit: true,
    };
    const imported = await twice('POST', '/api/schedule/import', payload, 'import-1');
    expect(imported.json()).toMatchObject({ imported: 1, isValid: true });
    expect(await auditCount('schedule.import')).toBe(1);
  });

  it('deletes a DIMARGIN rule once: the repeat answers success, not "not found"', async () => {
    await app.t.database.db
      .insert(marginRules)
      .values({ collectionName: 'Repeat Reds', marginThreshold: 0.3, createdAt: new Date() });
    const deleted = await twice(
      'DELETE',
      `/api/dimargin/rules/${encodeURIComponent('Repeat Reds')}`,
      undefined,
      'rule-1',
    );
    expect(deleted.json()).toEqual({ success: true });
    expect((await send('DELETE', `/api/dimargin/rules/${encodeURIComponent('Repeat Reds')}`)).statusCode).toBe(404);
  });

  it('updates images by product once', async () => {
    const product = await app.createProduct('Repeat Rosé', [{ sku: 'REPEAT-ROSE' }]);
    const payload = { productId: product.id, imageUrls: ['https://images.example.com/rose.jpg'] };
    const updated = await twice('POST', '/api/images/update', payload, 'images-1');
    expect(updated.json<ImageUpdateResponse>().images).toHaveLength(1);
    expect((await app.platform.getProduct(product.id))?.images).toHaveLength(1);
  });

  it('works an image review record once: the repeat answers as the first did, not "already processed"', async () => {
    const product = await app.createProduct('Repeat Riesling', [{ sku: 'REPEAT-RIES' }]);
    const queued = await send('POST', '/api/image-review/add-to-queue', { variantIds: [product.variants[0]!.id] });
    expect(queued.statusCode, queued.body).toBe(200);
    const pending = await app.t.app.inject({ method: 'GET', url: '/api/image-review/pending', headers: bearer(admin) });
    const record = pending
      .json<{ records: { id: number; variantSku: string }[] }>()
      .records.find((entry) => entry.variantSku === 'REPEAT-RIES');
    expect(record).toBeDefined();
    const payload = { recordId: record!.id, imageUrls: ['https://images.example.com/riesling.jpg'] };
    const worked = await twice('POST', '/api/image-review/update', payload, 'review-1');
    expect(worked.json<ImageReviewUpdateResponse>().record.status).toBe('updated');
    // Without a key, the record is already done.
    expect((await send('POST', '/api/image-review/update', payload)).statusCode).toBe(409);
  });
});
