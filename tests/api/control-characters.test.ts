import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedTypeTree } from '#server/features/type-tree/type-tree.seed';
import { seedLocations } from '#server/platform/store-platform/local/local-catalogue-seed';
import { STORES } from '#shared/stores';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { createFingerprinter, type Fingerprint } from '../support/database-fingerprint';
import { productForm } from './product-entry.fixtures';

let t: TestApp;
let admin: string;
let fingerprint: () => Promise<Fingerprint>;

const LooseSchema = z.object({ note: z.string(), tags: z.array(z.string()).optional() }).strict();

beforeAll(async () => {
  t = await createTestApp();
  await seedLocations(t.database.db, STORES);
  await seedTypeTree(t.database.db, {
    types: [{ name: 'USA Wine', lists: { Size: ['750ml'], Subtype: [], Region: [], Varietal: [], Attributes: [] } }],
  });
  // Stand-ins for routes whose schema forgot: one too loose, one with none at all.
  t.app.post('/api/test/loose', { config: { access: 'user' }, schema: { body: LooseSchema } }, (request) => ({
    stored: request.body.note,
  }));
  t.app.post('/api/test/unchecked/:name', { config: { access: 'user' } }, (request) => ({ body: request.body }));
  admin = await t.createSession(await t.createUser('admin'));
  fingerprint = createFingerprinter(t.database);
});
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST', url: string, payload?: unknown, token: string | null = admin) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function expectRefusedUnchanged(request: () => ReturnType<typeof send>, message: string) {
  const before = await fingerprint();
  const response = await request();
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message });
  expect(await fingerprint()).toEqual(before);
}

const subcategoryId = async () => {
  const [category] = (await send('GET', '/api/type-tree/categories')).json<{ id: number }[]>();
  const detail = (await send('GET', `/api/type-tree/category/${category?.id}`)).json<{
    subcategories: { id: number }[];
  }>();
  return detail.subcategories[0]?.id as number;
};

describe('a NUL character in text is refused with 400 naming the field, and nothing is written', () => {
  it('POST /api/login (no session needed)', async () => {
    await expectRefusedUnchanged(
      () => send('POST', '/api/login', { username: 'adm\u0000in', password: 'whatever' }, null),
      'username: Username must not contain control characters',
    );
  });

  it('POST /api/type-tree/selections', async () => {
    const id = await subcategoryId();
    await expectRefusedUnchanged(
      () => send('POST', '/api/type-tree/selections', { subcategoryId: id, value: 'Napa\u0000' }),
      'value: Value must not contain control characters',
    );
  });

  it.each([
    [{ sku: 'SKU\u0000-1' }, 'sku: SKU must not contain control characters'],
    [
      { typeSpecificFields: { countryOfOrigin: 'United States', region: 'Na\u0000pa' } },
      'typeSpecificFields.region: Region must not contain control characters',
    ],
    [
      { typeSpecificFields: { countryOfOrigin: 'United States', attributes: ['Organic', 'Vegan\u0000'] } },
      'typeSpecificFields.attributes.1: Attributes must not contain control characters',
    ],
    [{ description: 'Line one\u0000' }, 'description: Description must not contain control characters'],
    [{ title: 'Ridge\u2028Zinfandel' }, 'title: Title must not contain control characters'],
    [{ producer: 'Ridge\u0085' }, 'producer: Producer must not contain control characters'],
    [{ option1Value: '750\tml' }, 'option1Value: Selling size must not contain control characters'],
  ])('POST /api/products %j', async (overrides, message) => {
    await expectRefusedUnchanged(() => send('POST', '/api/products', productForm(overrides)), message);
  });

  it('POST /api/label-queue/add', async () => {
    await expectRefusedUnchanged(
      () =>
        send('POST', '/api/label-queue/add', {
          variantSku: 'A-1',
          title: 'Ridge\u0000',
          stores: ['Kirkwood'],
          labelType: 'New Product',
        }),
      'title: must not contain control characters',
    );
  });

  it('POST /api/products/search', async () => {
    const response = await send('POST', '/api/products/search', { term: '7\u0000', type: 'sku' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'term: Search term must not contain control characters' });
  });
});

describe('multi-line text keeps its line breaks and tabs', () => {
  it('accepts a description over several lines with a tab, and a trailing tab trimmed from a one-line field', async () => {
    const form = productForm({ description: 'First line\r\nSecond\tline\n', sku: `ML-${Date.now()}\t` });
    const response = await send('POST', '/api/products', form);
    expect(response.statusCode).toBe(201);
  });
});

describe('ids and numbers outside their column are refused, not sent to the database', () => {
  it.each(['2147483648', '99999999999', '0', '-1', '01', '1e3', '1.0', '%20%31'])(
    'GET /api/type-tree/category/%s answers 400',
    async (id) => {
      const response = await send('GET', `/api/type-tree/category/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'id: Category id must be a whole number' });
    },
  );

  it('GET /api/type-tree/category/2147483647 is a well-formed id that names nothing: 404', async () => {
    const response = await send('GET', '/api/type-tree/category/2147483647');
    expect(response.statusCode).toBe(404);
  });

  it.each([2 ** 31, 2 ** 53, -1, 1.5])(
    'POST /api/type-tree/selections with subcategoryId %d answers 400',
    async (id) => {
      await expectRefusedUnchanged(
        () => send('POST', '/api/type-tree/selections', { subcategoryId: id, value: 'Napa' }),
        'subcategoryId: Please select a subcategory',
      );
    },
  );

  it.each([
    [{ quantity: 2 ** 31 }, 'quantity: Quantity must be at most 1000000'],
    [{ parValue: -(2 ** 31) - 1 }, 'parValue: Par value must be a whole number of at least 0'],
    [{ price: 2 ** 53 }, 'price: Price must be at most 1000000'],
  ])('POST /api/products %j answers 400', async (overrides, message) => {
    await expectRefusedUnchanged(() => send('POST', '/api/products', productForm(overrides)), message);
  });
});

describe('the safety net under every route', () => {
  it('refuses a control character that a too-loose schema let through, naming the field', async () => {
    await expectRefusedUnchanged(
      () => send('POST', '/api/test/loose', { note: 'ok', tags: ['fine', 'bell\u0007'] }),
      'tags.1: must not contain control characters',
    );
    const accepted = await send('POST', '/api/test/loose', { note: 'tab\tand\nnewline\r\n' });
    expect(accepted.json()).toEqual({ stored: 'tab\tand\nnewline\r\n' });
  });

  it('covers routes without a schema: body, keys, query and params', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/test/unchecked/a', { deep: [{ deeper: { text: 'x\u0000' } }] }, 'deep.0.deeper.text'],
      ['/api/test/unchecked/a', { ['bad\u0001key']: 'x' }, 'bad\u0001key'],
      ['/api/test/unchecked/a?q=%00', {}, 'q'],
      ['/api/test/unchecked/a%1F', {}, 'name'],
      ['/api/test/unchecked/a', 'just\u0000text', 'body'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ message: `${field}: must not contain control characters` });
    }
  });

  it('walks a deeply nested body without overflowing the stack', async () => {
    const depth = 100_000;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/unchecked/a',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: `{"nested":${'['.repeat(depth)}"leaf\\u0000"${']'.repeat(depth)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^nested(\.0)+: must not contain control characters$/);
  });
});

describe('a path no route answers', () => {
  it('is 404 whatever its query holds, and a known route still asks for a session first', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/label-queue/./details?%00=' });
    expect(unknown.statusCode).toBe(404);
    const known = await t.app.inject({ method: 'GET', url: '/api/label-queue/1/details?%00=' });
    expect(known.statusCode).toBe(401);
  });
});
