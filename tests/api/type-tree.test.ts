import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypeTreeCategoryDetail } from '#shared/type-tree/type-tree';
import { auditLog, typeSelections } from '#server/db/schema/index';
import { seedTypeTree, type TypeTreeFile } from '#server/features/type-tree/type-tree.seed';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
let admin: string;
let associate: string;

const TREE: TypeTreeFile = {
  types: [
    {
      name: 'USA Wine',
      lists: {
        Size: ['750ml', '1.5L', '375ml'],
        Subtype: ['Red', 'white', 'Rosé'],
        Region: ['Napa Valley', 'Sonoma'],
        Varietal: ['Zinfandel', 'cabernet sauvignon', 'Merlot', 'merlot'],
        Attributes: [],
        ABV: ['13.5%'],
        Vintage: ['2021'],
        'Age Statement': [],
      },
    },
    {
      name: 'Bourbon',
      lists: { Size: ['750ml'], Subtype: ['Straight'], Region: [], Varietal: [], Attributes: ['Bottled in Bond'] },
    },
  ],
};

const get = (url: string, token = associate) => testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
const addSelection = (payload: unknown, token = admin) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/type-tree/selections',
    headers: bearer(token),
    payload: payload as object,
  });

async function usaWine(): Promise<TypeTreeCategoryDetail> {
  const categories = (await get('/api/type-tree/categories')).json<{ id: number; name: string }[]>();
  const id = categories.find((category) => category.name === 'USA Wine')?.id;
  return (await get(`/api/type-tree/category/${id}`)).json<TypeTreeCategoryDetail>();
}

const subcategoryId = async (name: string) =>
  (await usaWine()).subcategories.find((sub) => sub.name === name)?.id as number;
const selectionCount = async () => (await testApp.database.db.select({ n: count() }).from(typeSelections))[0]?.n;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedTypeTree(testApp.database.db, TREE);
  admin = (await testApp.signIn('admin')).token;
  associate = (await testApp.signIn('associate')).token;
});

afterAll(async () => {
  await testApp.close();
});

describe('type tree reads', () => {
  it('answers the full tree keyed by type with the five lists, sorted', async () => {
    const response = await get('/api/type-tree/full');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      'USA Wine': {
        Size: ['1.5L', '375ml', '750ml'],
        Subtype: ['Red', 'Rosé', 'white'],
        Region: ['Napa Valley', 'Sonoma'],
        Varietal: ['cabernet sauvignon', 'Merlot', 'Zinfandel'],
        Attributes: [],
      },
      Bourbon: { Size: ['750ml'], Subtype: ['Straight'], Region: [], Varietal: [], Attributes: ['Bottled in Bond'] },
    });
  });

  it('lists categories by name and one category with its subcategories and sorted selections', async () => {
    const categories = await get('/api/type-tree/categories');
    expect(categories.json<{ name: string }[]>().map((category) => category.name)).toEqual(['Bourbon', 'USA Wine']);
    const detail = await usaWine();
    expect(detail.name).toBe('USA Wine');
    expect(detail.subcategories.map((sub) => sub.name)).toEqual([
      'Size',
      'Subtype',
      'Region',
      'Varietal',
      'Attributes',
      'ABV',
      'Vintage',
      'Age Statement',
    ]);
    expect(detail.subcategories[0]?.selections.map((selection) => selection.value)).toEqual(['1.5L', '375ml', '750ml']);
    expect(Object.keys(detail.subcategories[0]?.selections[0] ?? {}).sort()).toEqual(['id', 'value']);
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    const unknown = await get('/api/type-tree/category/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Category not found' });
    const malformed = await get('/api/type-tree/category/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain('Category id must be a whole number');
  });

  it('needs a session', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/type-tree/full' })).statusCode).toBe(401);
  });
});

describe('POST /api/type-tree/selections', () => {
  it('adds a trimmed value for an admin and audits it', async () => {
    const id = await subcategoryId('Region');
    const response = await addSelection({ subcategoryId: id, value: '  Paso Robles  ' });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: number; value: string; subcategoryId: number }>();
    expect(created).toEqual({ id: expect.any(Number), value: 'Paso Robles', subcategoryId: id });
    const region = (await usaWine()).subcategories.find((sub) => sub.name === 'Region');
    expect(region?.selections.map((selection) => selection.value)).toEqual(['Napa Valley', 'Paso Robles', 'Sonoma']);
    const [audit] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'type_tree.selection_add'));
    expect(audit).toMatchObject({
      subject: `type-subcategory:${id}`,
      after: { value: 'Paso Robles', subcategory: 'Region' },
    });
  });

  it('refuses a duplicate ignoring case with 409 and the stored spelling', async () => {
    const before = await selectionCount();
    const response = await addSelection({ subcategoryId: await subcategoryId('Varietal'), value: 'ZINFANDEL' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: '"Zinfandel" already exists in Varietal' });
    expect(await selectionCount()).toBe(before);
  });

  it('refuses unknown subcategories, blank values, unknown fields and wrong types, writing nothing', async () => {
    const before = await selectionCount();
    const unknown = await addSelection({ subcategoryId: 999999, value: 'Anything' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Subcategory not found' });
    const id = await subcategoryId('Size');
    const cases: [unknown, string][] = [
      [{ subcategoryId: id, value: '   ' }, 'value: Please enter a value'],
      [{ subcategoryId: id }, 'value: Please enter a value'],
      [{ value: 'Magnum' }, 'subcategoryId: Please select a subcategory'],
      [{ subcategoryId: String(id), value: 'Magnum' }, 'subcategoryId: Please select a subcategory'],
      [{ subcategoryId: id, value: 'Magnum', extra: true }, 'Unrecognized key: "extra"'],
      [{ subcategoryId: id, value: 'x'.repeat(201) }, 'value: Value must be at most 200 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await addSelection(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await selectionCount()).toBe(before);
  });

  it('is for admins only', async () => {
    const response = await addSelection({ subcategoryId: await subcategoryId('Size'), value: '3L' }, associate);
    expect(response.statusCode).toBe(403);
  });
});
