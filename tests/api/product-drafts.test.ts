import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productDrafts } from '#server/db/schema/index';
import {
  PRODUCT_DRAFT_MESSAGES,
  PRODUCT_DRAFTS_MAX,
  type DraftFromProduct,
  type ProductDraft,
  type ProductDraftInput,
  type ProductDraftList,
} from '#shared/product-drafts/product-drafts';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { productInput, variantInput } from '../support/catalogue-fixtures';
import { seedEditorCatalogue } from './product-editor.fixtures';

let t: TestApp;
let maria: string;
let omar: string;
let fixtures: Awaited<ReturnType<typeof seedEditorCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  maria = (await t.signIn('associate', 'maria')).token;
  omar = (await t.signIn('associate', 'omar')).token;
  fixtures = await seedEditorCatalogue(t);
});

afterAll(async () => {
  await t.close();
});

const draftInput = (form: ProductDraftInput['form'], step = 1): ProductDraftInput => ({
  form,
  step,
  isSkuManual: false,
  labelStores: [],
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, key?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('product drafts', () => {
  it('saves a draft per person, lists it, resumes it whole, updates it and deletes it', async () => {
    const input: ProductDraftInput = {
      form: {
        title: '',
        producer: 'Ridge',
        price: 45.5,
        cost: null,
        sku: 'RIDGE-1',
        typeSpecificFields: { vintage: '2019', attributes: ['Organic'] },
        criticReview: { reviewerName: '', score: null, reviewText: '' },
        description: 'Line one\nLine two',
      },
      step: 3,
      isSkuManual: true,
      labelStores: ['Kirkwood'],
    };
    const created = await send('POST', '/api/product-drafts', maria, input, randomUUID());
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<ProductDraft>();
    expect(draft).toMatchObject({ name: 'Ridge', step: 3, draft: input });

    const list = (await send('GET', '/api/product-drafts', maria)).json<ProductDraftList>();
    expect(list.drafts).toEqual([{ id: draft.id, name: 'Ridge', step: 3, updatedAt: draft.updatedAt }]);
    expect((await send('GET', '/api/product-drafts', omar)).json<ProductDraftList>().drafts).toEqual([]);

    const resumed = await send('GET', `/api/product-drafts/${draft.id}`, maria);
    expect(resumed.json<ProductDraft>().draft).toEqual(input);
    expect((await send('GET', `/api/product-drafts/${draft.id}`, omar)).statusCode).toBe(404);

    const changed = draftInput({ ...input.form, title: 'Ridge Zinfandel' }, 4);
    const updated = await send('PUT', `/api/product-drafts/${draft.id}`, maria, changed, randomUUID());
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<ProductDraft>()).toMatchObject({ name: 'Ridge Zinfandel', step: 4, draft: changed });
    expect((await send('PUT', `/api/product-drafts/${draft.id}`, omar, changed)).statusCode).toBe(404);

    expect((await send('DELETE', `/api/product-drafts/${draft.id}`, omar)).statusCode).toBe(404);
    const deleted = await send('DELETE', `/api/product-drafts/${draft.id}`, maria, undefined, randomUUID());
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await send('GET', `/api/product-drafts/${draft.id}`, maria)).json()).toMatchObject({
      message: PRODUCT_DRAFT_MESSAGES.notFound,
    });
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `product-draft:${draft.id}`)));
    expect(trail.map((row) => [row.action, row.actorName])).toEqual([
      ['product-draft.save', 'maria'],
      ['product-draft.delete', 'maria'],
    ]);
  });

  it('saves once per Idempotency-Key', async () => {
    const key = randomUUID();
    const input = draftInput({ producer: 'Once Only' });
    const first = await send('POST', '/api/product-drafts', omar, input, key);
    const again = await send('POST', '/api/product-drafts', omar, input, key);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(productDrafts).where(eq(productDrafts.name, 'Once Only'));
    expect(rows).toHaveLength(1);
  });

  it('names an empty draft "Untitled product" and refuses unknown fields, wrong types and control characters', async () => {
    const empty = await send('POST', '/api/product-drafts', omar, draftInput({}));
    expect(empty.json<ProductDraft>().name).toBe(PRODUCT_DRAFT_MESSAGES.untitled);
    const refusals = [
      draftInput({ price: '12' as unknown as number }),
      draftInput({ producer: 'Bad\u0000name' }),
      { ...draftInput({}), extra: true },
      draftInput({ unknown: 'x' } as never),
      draftInput({}, 6),
      { ...draftInput({}), labelStores: ['Nowhere'] },
    ];
    for (const payload of refusals) {
      const response = await send('POST', '/api/product-drafts', omar, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it(`keeps at most ${PRODUCT_DRAFTS_MAX} drafts a person`, async () => {
    const { token } = await t.signIn('associate', 'prolific');
    for (let index = 0; index < PRODUCT_DRAFTS_MAX; index += 1) {
      const response = await send('POST', '/api/product-drafts', token, draftInput({ producer: `P${index}` }));
      expect(response.statusCode).toBe(201);
    }
    const refused = await send('POST', '/api/product-drafts', token, draftInput({ producer: 'One more' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: PRODUCT_DRAFT_MESSAGES.tooMany });
  });

  it('copies a product for Duplicate with SKU, barcode and stock left empty', async () => {
    const product = await fixtures.platform.createProduct(
      productInput({
        title: 'Duplicable Cabernet 2020',
        vendor: 'Duplicable',
        productType: 'USA Wine',
        descriptionHtml: '<p>Dark &amp; rich.</p><p>Line<br>two</p>',
        tags: ['USA Wine', 'TWCP Exclusive'],
        metafields: { distributor: 'Southern Glazer', alcohol: '14.5%' },
        variants: [
          variantInput({
            sku: 'DUP-CAB',
            barcode: '012345678905',
            option1: '750ml',
            price: 39.99,
            cost: 21,
            metafields: { vintage: '2020', country_of_origin: 'United States', par_value: '3', pack_size: '1' },
          }),
        ],
      }),
      'fixture-dup-cab',
      null,
    );
    const response = await send('GET', `/api/product-drafts/from-product?productId=${product.id}`, maria);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<DraftFromProduct>();
    expect(body.sourceTitle).toBe('Duplicable Cabernet 2020');
    expect(body.draft.form).toMatchObject({
      title: 'Duplicable Cabernet 2020',
      producer: 'Duplicable',
      type: 'USA Wine',
      distributor: 'Southern Glazer',
      price: 39.99,
      cost: 21,
      option1Value: '750ml',
      sku: '',
      barcode: '',
      quantity: null,
      parValue: 3,
      twcpExclusive: true,
      directImport: false,
      createVariant: false,
      description: 'Dark & rich.\n\nLine\ntwo',
      typeSpecificFields: { countryOfOrigin: 'United States', vintage: '2020', alcohol: '14.5%' },
    });
    const missing = await send('GET', '/api/product-drafts/from-product?productId=gid://shopify/Product/999999', maria);
    expect(missing.statusCode).toBe(404);
    expect((await send('GET', '/api/product-drafts/from-product?productId=12', maria)).statusCode).toBe(400);
  });
});
