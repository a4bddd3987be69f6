import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/index';
import { queryRows } from '#server/db/sql-helpers';
import type { CatalogueProduct, Location } from '#server/platform/store-platform/port';
import type { JobView } from '#shared/jobs/job-view';
import { BULK_EDIT_MESSAGES, type BulkEdit } from '#shared/product-list/bulk-edit';
import {
  PRODUCT_LIST_COUNT_MAX,
  type ProductListFacets,
  type ProductListPage,
} from '#shared/product-list/product-list';
import { STORES } from '#shared/stores';
import { productInput, variantInput } from '../support/catalogue-fixtures';
import { bearer } from '../support/test-app';
import { createCatalogueApp, type AdapterName, type CatalogueApp } from './images.fixtures';

let serial = 0;
const unique = (label: string) => `${label}${Date.now().toString(36)}${++serial}`.toUpperCase();

function multipart(name: string, filename: string, body: string) {
  const boundary = '----mc-product-list-boundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
      `Content-Type: text/csv\r\n\r\n${body}\r\n--${boundary}--\r\n`,
  );
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each<AdapterName>(['local', 'shopify'])('the product list on the %s store platform', (adapter) => {
  let app: CatalogueApp;
  let token: string;
  let other: string;
  let clayton: Location;
  const vendor = unique('Listvendor');
  const products: Record<string, CatalogueProduct> = {};

  const get = (url: string, as = token) => app.t.app.inject({ method: 'GET', url, headers: bearer(as) });
  const post = (url: string, payload?: object, key?: string, as = token) =>
    app.t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(as), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const list = async (query: string) => {
    const response = await get(`/api/products/list?vendor=${encodeURIComponent(vendor)}&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductListPage>();
  };
  async function waitForJob(jobId: string): Promise<JobView> {
    for (;;) {
      const view = (await get(`/api/jobs/${jobId}`)).json<JobView>();
      if (view.status === 'succeeded' || view.status === 'failed') return view;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  async function run(id: number, step: 'apply' | 'undo'): Promise<BulkEdit> {
    const started = await post(`/api/products/bulk-edits/${id}/${step}`, undefined, `${step}-${id}-${adapter}`);
    expect(started.statusCode, started.body).toBe(202);
    const job = await waitForJob(started.json<{ jobId: string }>().jobId);
    expect(job.status, job.error ?? '').toBe('succeeded');
    return (await get(`/api/products/bulk-edits/${id}`)).json<BulkEdit>();
  }
  const variantOf = async (product: CatalogueProduct) => (await app.platform.getProduct(product.id))!.variants[0]!;

  beforeAll(async () => {
    app = await createCatalogueApp(adapter);
    if (app.fake) {
      for (const store of STORES) app.fake.state.addLocation(store.name);
      await app.syncMirror();
    }
    token = (await app.t.signIn('associate')).token;
    other = (await app.t.signIn('associate', `other-${adapter}`)).token;
    const locations = await app.platform.listLocations();
    clayton = locations.find((location) => location.name === 'Clayton')!;
    const make = async (key: string, title: string, price: number, cost: number | null, extra: object = {}) => {
      products[key] = await app.platform.createProduct(
        productInput({
          title,
          vendor,
          productType: 'Wine',
          variants: [
            variantInput({
              sku: unique(`PL-${key}-`),
              barcode: null,
              price,
              cost,
              stock: { locationId: clayton.id, quantity: 3 },
            }),
          ],
          ...extra,
        }),
        unique('pl-create'),
        null,
      );
    };
    await make('thin', 'Listed Dry Creek Zinfandel', 20, 16);
    await make('fat', 'Listed Napa Cabernet', 40, 20, { tags: ['Red'] });
    await make('beer', 'Listed Hazy Ale', 10, 8, { productType: 'Beer', status: 'DRAFT' });
    await make('nocost', 'Listed Mystery Rosé', 15, null);
    products.barcoded = await app.platform.createProduct(
      productInput({
        title: 'Listed Barcode Merlot',
        vendor,
        productType: 'Wine',
        variants: [variantInput({ sku: unique('PL-BC-'), barcode: '012345678905', price: 30, cost: 27 })],
      }),
      unique('pl-create'),
      null,
    );
    await app.seedCollection(`List Reds ${adapter}`, [products.fat!.id]);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('filters by vendor, type, status, margin, stock, text, barcode and collection, in SQL, with the count', async () => {
    expect((await list('')).total).toBe(5);
    expect((await list('type=Wine')).total).toBe(4);
    expect((await list('status=DRAFT')).rows.map((row) => row.title)).toEqual(['Listed Hazy Ale']);
    const thin = await list('type=Wine&marginBelow=25');
    expect(thin.rows.map((row) => [row.title, row.margin])).toEqual([
      ['Listed Barcode Merlot', 10],
      ['Listed Dry Creek Zinfandel', 20],
    ]);
    expect((await list('q=zinfandel%20dry')).rows.map((row) => row.title)).toEqual(['Listed Dry Creek Zinfandel']);
    // An EAN-13 with a leading zero finds its UPC-A.
    expect((await list('q=0012345678905')).rows.map((row) => row.title)).toEqual(['Listed Barcode Merlot']);
    expect((await list(`q=${products.beer!.variants[0]!.sku!.toLowerCase()}`)).total).toBe(1);
    expect((await list('stockStore=FR&stockAtMost=2')).rows.map((row) => row.title)).toEqual(['Listed Barcode Merlot']);
    expect((await list('stockStore=KW&stockAtMost=0')).total).toBe(5);
    const facetsResponse = await get('/api/products/list/facets');
    expect(facetsResponse.statusCode, facetsResponse.body).toBe(200);
    const facets = facetsResponse.json<ProductListFacets>();
    const handle = facets.collections.find((collection) => collection.title === `List Reds ${adapter}`)!.handle;
    expect((await list(`collection=${handle}`)).rows.map((row) => row.title)).toEqual(['Listed Napa Cabernet']);
    expect(facets.vendors).toContain(vendor);
    expect(facets.stores.find((store) => store.code === 'FR')?.locationId).toBe(clayton.id);
  });

  it('sorts by any column either way, pages, and shows stock per store', async () => {
    expect((await list('sort=price&dir=desc')).rows.map((row) => row.price)).toEqual([40, 30, 20, 15, 10]);
    expect((await list('sort=margin')).rows.map((row) => row.margin)).toEqual([10, 20, 20, 50, null]);
    const first = await list('sort=title&pageSize=25&page=1');
    expect(first.rows[0]).toMatchObject({ title: 'Listed Barcode Merlot', vendor, productType: 'Wine' });
    expect((await list('pageSize=25&page=2')).rows).toEqual([]);
    const zin = (await list('q=zinfandel')).rows[0]!;
    expect(zin.stock.find((level) => level.storeCode === 'FR')?.available).toBe(3);
    expect(zin.stock.find((level) => level.storeCode === 'KW')?.available).toBe(0);
    for (const sort of ['vendor', 'productType', 'sku', 'barcode', 'cost', 'stock', 'status', 'tags']) {
      expect((await list(`sort=${sort}&dir=desc`)).total).toBe(5);
    }
  });

  it('lists by title without a product filter as with one, after a product is renamed or given a variant', async () => {
    const word = unique('Titlewalk').toLowerCase();
    const walkVendor = unique('Walkvendor');
    const make = (title: string) =>
      app.platform.createProduct(
        productInput({
          title,
          vendor: walkVendor,
          productType: 'Wine',
          variants: [variantInput({ sku: unique('PL-TW-'), barcode: null, price: 10, cost: 5 })],
        }),
        unique('pl-create'),
        null,
      );
    const bravo = await make(`${word} Bravo`);
    await make(`${word} alpha`);
    const charlie = await make(`${word} Charlie`);
    await app.syncMirror();
    // With the vendor or without, the same order: the variants' own copy of the title.
    const titles = async (query: string) => {
      const response = await get(`/api/products/list?q=${word}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const found = response.json<ProductListPage>();
      const withVendor = (
        await get(`/api/products/list?q=${word}&vendor=${walkVendor}&${query}`)
      ).json<ProductListPage>();
      expect(withVendor.rows.map((row) => row.variantId)).toEqual(found.rows.map((row) => row.variantId));
      return found.rows.map((row) => row.title.slice(word.length + 1));
    };
    // Byte order of the lower-cased title: case does not matter.
    expect(await titles('sort=title')).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(await titles('sort=title&dir=desc')).toEqual(['Charlie', 'Bravo', 'alpha']);

    await app.platform.updateProduct(bravo.id, { title: `${word} Aardvark` }, null);
    await app.platform.createVariants(
      charlie.id,
      [variantInput({ sku: unique('PL-TW-'), barcode: null, price: 12, cost: 6, option1: 'Magnum' })],
      null,
    );
    await app.syncMirror();
    const renamed = await titles('sort=title');
    expect(renamed).toEqual(['Aardvark', 'alpha', 'Charlie', 'Charlie']);
    expect(await titles('sort=title&dir=desc')).toEqual([...renamed].reverse());
    // A one-letter term reads the same copy of the title, row by row.
    const short = await get(`/api/products/list?q=${word.slice(0, 1)}&vendor=${walkVendor}`);
    expect(short.json<ProductListPage>().total).toBe(4);
    const copies = await queryRows<{ stale: string | number }>(
      app.t.database.db,
      sql`select count(*) as stale from variants v join products p on p.id = v.product_id where v.title_sort <> lower(p.title)`,
    );
    expect(Number(copies[0]?.stale)).toBe(0);
  });

  it("filters by a product's vendor, type and status as soon as they change, however they change", async () => {
    const first = unique('Copyvendor');
    const second = unique('Copyvendor');
    const type = unique('Copytype');
    const make = (title: string) =>
      app.platform.createProduct(
        productInput({
          title,
          vendor: first,
          productType: 'Wine',
          variants: [
            variantInput({ sku: unique('PL-CP-'), barcode: null, price: 10, cost: 5 }),
            variantInput({ sku: unique('PL-CP-'), barcode: null, price: 12, cost: 11, option1: 'Magnum' }),
          ],
        }),
        unique('pl-create'),
        null,
      );
    const copied = await make(`${first} Copied Syrah`);
    const other = await make(`${first} Other Syrah`);
    const productId = Number(copied.id.split('/').pop());
    const count = async (query: string) => {
      const response = await get(`/api/products/list?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ProductListPage>().total;
    };
    expect(await count(`vendor=${first}`)).toBe(4);

    // Through the platform, as the product editor saves.
    await app.platform.updateProduct(copied.id, { vendor: second, productType: type, status: 'ARCHIVED' }, null);
    expect(await count(`vendor=${first}`)).toBe(2);
    expect(await count(`vendor=${second}&type=${type}&status=ARCHIVED`)).toBe(2);
    expect(await count(`vendor=${second}&type=${type}&status=ARCHIVED&marginBelow=20`)).toBe(1);
    expect(await count(`type=${type}&status=ACTIVE`)).toBe(0);

    // A variant added through the platform.
    await app.platform.createVariants(
      copied.id,
      [variantInput({ sku: unique('PL-CP-'), barcode: null, price: 9, cost: 3, option1: 'Half' })],
      null,
    );
    expect(await count(`vendor=${second}&type=${type}&status=ARCHIVED`)).toBe(3);

    // Straight in the database, as a sync's upsert writes the mirror: each field alone.
    const db = app.t.database.db;
    await db.execute(sql`update products set vendor = ${first} where id = ${productId}`);
    expect(await count(`vendor=${first}&type=${type}&status=ARCHIVED`)).toBe(3);
    expect(await count(`vendor=${second}`)).toBe(0);
    await db.execute(sql`update products set product_type = 'Wine' where id = ${productId}`);
    expect(await count(`type=${type}`)).toBe(0);
    await db.execute(sql`update products set product_type = ${type} where id = ${productId}`);
    await db.execute(sql`update products set status = 'DRAFT' where id = ${productId}`);
    expect(await count(`vendor=${first}&type=${type}&status=DRAFT`)).toBe(3);

    // One inserted with other values, and one moved here from another product.
    await db.execute(
      sql`insert into variants (id, product_id, position, price, cost, title_sort, vendor, product_type, status)
        overriding system value
        select greatest(coalesce(max(id), 0), 2000000000) + 1, ${productId}, 9, 8, 4, 'stale', 'Stale', 'Stale', 'ACTIVE'
        from variants`,
    );
    const moved = Number(other.variants[0]!.id.split('/').pop());
    await db.execute(sql`update variants set product_id = ${productId} where id = ${moved}`);
    expect(await count(`vendor=${first}&type=${type}&status=DRAFT`)).toBe(5);
    expect(await count(`vendor=${first}&type=Wine&status=ACTIVE`)).toBe(1);
    expect(await count(`vendor=Stale`)).toBe(0);
    // A copy written directly is put back.
    await db.execute(sql`update variants set vendor = 'Stale', status = 'ACTIVE' where product_id = ${productId}`);
    expect(await count(`vendor=${first}&type=${type}&status=DRAFT`)).toBe(5);
    const stale = await queryRows<{ stale: string | number }>(
      db,
      sql`select count(*) as stale from variants v join products p on p.id = v.product_id
        where (v.title_sort, v.vendor, v.product_type, v.status)
          is distinct from (lower(p.title), p.vendor, p.product_type, p.status)`,
    );
    expect(Number(stale[0]?.stale)).toBe(0);
  });

  it('stops counting past 5,000 matches and says so, while every page still answers, and refuses them as a bulk edit', async () => {
    expect(PRODUCT_LIST_COUNT_MAX).toBe(5_000);
    const many = unique('Manyvendor');
    // Ids far past any the identity or the Shopify fake hands out (the mirror stores Shopify's ids).
    await app.t.database.db.execute(
      sql`insert into products (id, title, handle, vendor, product_type) overriding system value
        select m.id + g, 'Crowd ' || g, ${`crowd-${many.toLowerCase()}-`} || g, ${many}, 'Wine'
        from generate_series(1, ${PRODUCT_LIST_COUNT_MAX + 10}) g, (select greatest(coalesce(max(id), 0), 1000000000) as id from products) m`,
    );
    await app.t.database.db.execute(
      sql`insert into variants (id, product_id, position, price, cost) overriding system value
        select m.id + row_number() over (order by p.id), p.id, 1, 10, 5
        from products p, (select greatest(coalesce(max(id), 0), 1000000000) as id from variants) m where p.vendor = ${many}`,
    );
    const page = async (query: string) => {
      const response = await get(`/api/products/list?vendor=${many}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ProductListPage>();
    };
    expect(await page('pageSize=50')).toMatchObject({ total: PRODUCT_LIST_COUNT_MAX, totalIsCapped: true });
    // Past the counted ones: page 101 of 50 holds the last ten.
    expect((await page('pageSize=50&page=101')).rows).toHaveLength(10);
    // A narrower filter is counted exactly (the term's words by index, a two-letter one row by row).
    expect(await page('q=crowd%203777')).toMatchObject({ total: 1, totalIsCapped: false });
    expect((await page('q=77&marginBelow=60')).total).toBe(95);
    expect((await list('q=ed')).total).toBe(5);
    // "All 5,000+ matching" is more than a batch holds, whatever the count stopped at.
    const refused = await post('/api/products/bulk-edits', {
      selection: { filter: { vendor: many } },
      change: { field: 'price', mode: 'percent', value: 5, rounding: 'none' },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ message: BULK_EDIT_MESSAGES.tooMany });
    expect(BULK_EDIT_MESSAGES.tooMany).toBe('A bulk edit holds at most 5,000 variants; narrow the filter');
    // A page of the whole catalogue by title, either way, is the products' order by title in
    // bytes, then the product's id and the variant's, as a product filter lists it.
    for (const dir of ['asc', 'desc'] as const) {
      const expected = await queryRows<{ id: string | number }>(
        app.t.database.db,
        sql`select v.id from variants v join products p on p.id = v.product_id
          order by lower(p.title) collate "C" ${sql.raw(dir)}, p.id ${sql.raw(dir)}, v.id ${sql.raw(dir)}
          limit 100 offset 4900`,
      );
      const whole = await get(`/api/products/list?sort=title&dir=${dir}&pageSize=100&page=50`);
      expect(whole.statusCode, whole.body).toBe(200);
      expect(whole.json<ProductListPage>().rows.map((row) => row.variantId)).toEqual(
        expected.map((row) => `gid://shopify/ProductVariant/${row.id}`),
      );
    }
  });

  it('refuses a malformed query naming the field', async () => {
    for (const query of ['marginBelow=abc', 'page=0', 'pageSize=7', 'sort=nope', 'stockAtMost=-1', 'extra=1']) {
      const response = await get(`/api/products/list?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await get('/api/products/list?stockAtMost=3')).statusCode).toBe(400);
    expect((await app.t.app.inject({ method: 'GET', url: '/api/products/list' })).statusCode).toBe(401);
  });

  it('exports the filtered list to CSV and XLSX with formula-looking text neutralised', async () => {
    await app.platform.createProduct(
      productInput({
        title: '=HYPERLINK("http://x.example")',
        vendor: `${vendor}X`,
        variants: [variantInput({ sku: unique('PL-F-'), price: 5, cost: 1 })],
      }),
      unique('pl-create'),
      null,
    );
    const csv = await get(`/api/products/list/export?format=csv&vendor=${vendor}X`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('products.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Title,Variant,Vendor,Type,SKU,Barcode,Price,Cost,Margin %,Stock FR');
    expect(lines[1]!.startsWith(`"'=HYPERLINK(""http://x.example"")"`)).toBe(true);
    const xlsx = await get(`/api/products/list/export?format=xlsx&vendor=${vendor}&type=Wine&marginBelow=25`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Products')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe('Listed Barcode Merlot');
    expect(sheet.getRow(2).getCell(7).value).toBe(30);
  });

  it('previews a 3 % cost rise on every match, applies it through the platform with an audit row each, and undoes it', async () => {
    const created = await post('/api/products/bulk-edits', {
      selection: { filter: { vendor, type: 'Wine', marginBelow: '25' } },
      change: { field: 'cost', mode: 'percent', value: 3, rounding: 'none' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const preview = created.json<BulkEdit>();
    expect(preview.status).toBe('preview');
    expect(preview.items.map((item) => [item.title, item.oldCost, item.newCost, item.state])).toEqual([
      ['Listed Barcode Merlot', 27, 27.81, 'pending'],
      ['Listed Dry Creek Zinfandel', 16, 16.48, 'pending'],
    ]);
    // Nothing is written by a preview.
    expect((await variantOf(products.thin!)).cost).toBe(16);

    const applied = await run(preview.id, 'apply');
    expect(applied.status).toBe('applied');
    expect(applied.items.every((item) => item.state === 'applied')).toBe(true);
    expect((await variantOf(products.thin!)).cost).toBe(16.48);
    expect((await variantOf(products.barcoded!)).cost).toBe(27.81);
    // Cost changes print no labels.
    expect(applied.labelQueues).toEqual([]);
    const audit = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product_list.bulk_edit'), eq(auditLog.subject, products.thin!.variants[0]!.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ cost: 16.48, screen: 'Product List', bulkEditId: preview.id });

    // Applying twice is refused; undo restores every value.
    expect((await post(`/api/products/bulk-edits/${preview.id}/apply`, undefined, 'again')).statusCode).toBe(409);
    const undone = await run(preview.id, 'undo');
    expect(undone.status).toBe('undone');
    expect(undone.items.every((item) => item.state === 'undone')).toBe(true);
    expect((await variantOf(products.thin!)).cost).toBe(16);
    expect((await variantOf(products.barcoded!)).cost).toBe(27);
  });

  it('lists a variant changed since the preview as a conflict and leaves it; undo leaves one changed since the batch', async () => {
    const preview = (
      await post('/api/products/bulk-edits', {
        selection: { variantIds: [products.fat!.variants[0]!.id, products.beer!.variants[0]!.id] },
        change: { field: 'price', mode: 'amount', value: 1.2, rounding: '.99' },
      })
    ).json<BulkEdit>();
    expect(preview.items.map((item) => [item.title, item.oldPrice, item.newPrice])).toEqual([
      ['Listed Hazy Ale', 10, 11.99],
      ['Listed Napa Cabernet', 40, 41.99],
    ]);
    // Someone saves the ale in the meantime.
    await app.platform.updateVariants(
      products.beer!.id,
      [{ id: products.beer!.variants[0]!.id, price: 12 }],
      null,
      null,
    );
    const applied = await run(preview.id, 'apply');
    const state = (title: string) => applied.items.find((item) => item.title === title);
    expect(state('Listed Hazy Ale')).toMatchObject({ state: 'conflict' });
    expect(state('Listed Hazy Ale')?.message).toContain('price');
    expect(state('Listed Napa Cabernet')).toMatchObject({ state: 'applied' });
    expect((await variantOf(products.beer!)).price).toBe(12);
    expect((await variantOf(products.fat!)).price).toBe(41.99);
    // A price change queues a shelf label at each store holding stock.
    expect(applied.labelQueues).toEqual([
      expect.objectContaining({ store: 'Clayton', skus: [products.fat!.variants[0]!.sku] }),
    ]);
    const details = await get(`/api/label-queue/${applied.labelQueues[0]!.queueId}/details`);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.body).toContain('41.99');

    await app.platform.updateVariants(products.fat!.id, [{ id: products.fat!.variants[0]!.id, price: 45 }], null, null);
    const undone = await run(preview.id, 'undo');
    expect(undone.items.find((item) => item.title === 'Listed Napa Cabernet')).toMatchObject({
      state: 'undo_conflict',
    });
    expect((await variantOf(products.fat!)).price).toBe(45);
  });

  it('refuses values below zero and changes of nothing, and shows a bulk edit to its owner only', async () => {
    const refused = await post('/api/products/bulk-edits', {
      selection: { variantIds: [products.nocost!.variants[0]!.id] },
      change: { field: 'cost', mode: 'amount', value: -1, rounding: 'none' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Nothing would change');
    const mixed = (
      await post('/api/products/bulk-edits', {
        selection: { variantIds: [products.beer!.variants[0]!.id, products.thin!.variants[0]!.id] },
        change: { field: 'price', mode: 'amount', value: -15, rounding: 'none' },
      })
    ).json<BulkEdit>();
    expect(mixed.items.map((item) => item.title)).toEqual(['Listed Dry Creek Zinfandel']);
    expect(mixed.notes.refused).toEqual([
      expect.objectContaining({ title: 'Listed Hazy Ale', message: 'The new value would be below $0.00' }),
    ]);
    expect((await get(`/api/products/bulk-edits/${mixed.id}`, other)).statusCode).toBe(404);
    expect((await post(`/api/products/bulk-edits/${mixed.id}/apply`, undefined, 'x', other)).statusCode).toBe(404);
    const bad = await post('/api/products/bulk-edits', {
      selection: { variantIds: [] },
      change: { field: 'price', mode: 'percent', value: -101, rounding: 'none' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sent the Shopify fake only documents the 2026-07 schema accepts', () => {
    expect(app.fake?.invalidRequests() ?? []).toEqual([]);
    if (app.fake) expect(app.fake.received.filter((request) => request.executionErrors.length)).toEqual([]);
  });

  it('imports price and cost changes from CSV with a preview of matches, unknown SKUs and stale rows', async () => {
    const thin = await variantOf(products.thin!);
    const fat = await variantOf(products.fat!);
    const csv = [
      'SKU,Price,Cost,Old price',
      `${thin.sku!.toLowerCase()},${thin.price + 2},,${thin.price}`,
      `${fat.sku},50,25,39`,
      'NO-SUCH-SKU,10,5,',
      ',1,1,',
      `${products.beer!.variants[0]!.sku},abc,,`,
    ].join('\r\n');
    const { payload, contentType } = multipart('file', 'changes.csv', csv);
    const response = await app.t.app.inject({
      method: 'POST',
      url: '/api/products/bulk-edits/import',
      headers: { ...bearer(token), 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<BulkEdit>();
    expect(preview.source).toBe('import');
    expect(preview.items.map((item) => [item.sku, item.oldPrice, item.newPrice, item.changesCost])).toEqual([
      [thin.sku, thin.price, thin.price + 2, false],
    ]);
    expect(preview.notes.unknownSkus).toEqual(['NO-SUCH-SKU']);
    expect(preview.notes.staleRows).toEqual([{ sku: fat.sku, field: 'price', expected: 39, actual: fat.price }]);
    expect(preview.notes.invalidRows.map((row) => row.line)).toEqual([5, 6]);
    const applied = await run(preview.id, 'apply');
    expect(applied.items[0]?.state).toBe('applied');
    expect((await variantOf(products.thin!)).price).toBe(thin.price + 2);
  });
});
