import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '#server/platform/store-platform/port';
import {
  expectPlatformError,
  fileNameOf,
  productInput,
  uniqueKey,
  variant,
  type HarnessFactory,
  type StorePlatformHarness,
} from './store-platform-harness';
import { describeStorePlatformCatalogue } from './store-platform-catalogue.behaviour';
import { describeStorePlatformEdits } from './store-platform-edits.behaviour';
import { describeStorePlatformStaleEdits } from './store-platform-stale-edits.behaviour';

/** The port's behaviour, declared once and run against every adapter (DESIGN §6). */
export function describeStorePlatformBehaviour(adapter: string, createHarness: HarnessFactory): void {
  describe(`StorePlatform behaviour: ${adapter}`, () => {
    const ctx = {} as { harness: StorePlatformHarness; stores: Location[] };
    beforeAll(async () => {
      ctx.harness = await createHarness();
      ctx.stores = await ctx.harness.seedLocations([
        { name: 'Downtown', code: 'DT' },
        { name: 'Harbour', code: 'HB' },
      ]);
    });
    afterAll(async () => ctx.harness?.close());
    const platform = () => ctx.harness.platform;

    it('lists the seeded locations', async () => {
      const names = (await platform().listLocations()).map((l) => l.name);
      expect(names).toEqual(expect.arrayContaining(['Downtown', 'Harbour']));
      expect(ctx.stores.map((s) => s.name)).toEqual(['Downtown', 'Harbour']);
    });

    it('creates a product with variants, metafields, tags, images and opening stock', async () => {
      const [downtown] = ctx.stores;
      const sku = uniqueKey('CRT');
      const created = await platform().createProduct(
        productInput({
          title: 'Creation Zinfandel',
          tags: ['Zinfandel', 'Red'],
          categoryId: 'gid://shopify/TaxonomyCategory/fb-1-1-7',
          metafields: { producer_description: 'Family estate since 1901' },
          images: ['https://images.example.com/wine/front.jpg', 'https://images.example.com/wine/back.jpg'],
          variants: [
            variant({
              option1: '750ml',
              price: 24.99,
              cost: 12.5,
              sku,
              barcode: '0123456789012',
              metafields: { vintage: '2019', reviewer_score: '92' },
              stock: { locationId: downtown!.id, quantity: 12 },
            }),
            variant({ option1: '1.5L', price: 49, cost: null, sku: `${sku}-MAG`, barcode: null }),
          ],
        }),
        uniqueKey('create'),
        null,
      );
      expect(created).toMatchObject({
        title: 'Creation Zinfandel',
        vendor: 'Test Vineyards',
        productType: 'Wine',
        status: 'ACTIVE',
      });
      expect(created.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
      expect(created.handle).toBe('creation-zinfandel');
      expect(created.categoryId).toBe('gid://shopify/TaxonomyCategory/fb-1-1-7');
      expect([...created.tags].sort()).toEqual(['Red', 'Zinfandel']);
      expect(created.metafields).toEqual({ producer_description: 'Family estate since 1901' });
      expect(created.images.map((i) => fileNameOf(i.src))).toEqual(['front.jpg', 'back.jpg']);
      expect(created.variants.map((v) => [v.option1, v.title, v.sku, v.barcode, v.price, v.cost])).toEqual([
        ['750ml', '750ml', sku, '0123456789012', 24.99, 12.5],
        ['1.5L', '1.5L', `${sku}-MAG`, null, 49, null],
      ]);
      expect(created.variants[0]!.metafields).toEqual({ vintage: '2019', reviewer_score: '92' });
      expect(created.variants[0]!.inventory).toEqual([{ locationId: downtown!.id, available: 12 }]);
      expect(await platform().getProduct(created.id)).toEqual(created);
    });

    it('makes a product without options a single "Default Title" variant', async () => {
      const created = await platform().createProduct(
        productInput({ title: 'Plain Corkscrew', variants: [variant({ option1: null, sku: uniqueKey('CORK') })] }),
        uniqueKey('plain'),
        null,
      );
      expect(created.variants.map((v) => [v.title, v.option1])).toEqual([['Default Title', null]]);
    });

    it('returns the product the first call made when the idempotency key repeats', async () => {
      const key = uniqueKey('same-key');
      const sku = uniqueKey('IDEM');
      const first = await platform().createProduct(
        productInput({ title: 'Idempotent Syrah', variants: [variant({ sku })] }),
        key,
        null,
      );
      const second = await platform().createProduct(
        productInput({ title: 'Something Else', variants: [variant({ sku })] }),
        key,
        null,
      );
      expect(second.id).toBe(first.id);
      expect(second.title).toBe('Idempotent Syrah');
      expect((await platform().searchProducts(sku, 'sku')).map((p) => p.id)).toEqual([first.id]);
    });

    it('refuses a duplicate SKU with a conflict that names it', async () => {
      const sku = uniqueKey('DUP');
      await platform().createProduct(
        productInput({ title: 'Original Merlot', variants: [variant({ sku })] }),
        uniqueKey('dup'),
        null,
      );
      await expectPlatformError(
        platform().createProduct(
          productInput({ title: 'Copy Merlot', variants: [variant({ sku })] }),
          uniqueKey('dup'),
          null,
        ),
        'conflict',
        sku,
      );
      expect((await platform().searchProducts('Copy Merlot', 'name')).length).toBe(0);
    });

    it('searches by SKU: exact first, then prefix, then substring; honours the limit', async () => {
      const base = uniqueKey('SK').toUpperCase();
      const make = async (title: string, sku: string) =>
        (await platform().createProduct(productInput({ title, variants: [variant({ sku })] }), uniqueKey('sku'), null))
          .id;
      const substring = await make('Sku Substring Wine', `X-${base}`);
      const prefix = await make('Sku Prefix Wine', `${base}0`);
      const exact = await make('Sku Exact Wine', base);
      expect((await platform().searchProducts(base, 'sku')).map((p) => p.id)).toEqual([exact, prefix, substring]);
      expect((await platform().searchProducts(base.toLowerCase(), 'sku', 2)).map((p) => p.id)).toEqual([exact, prefix]);
      expect(await platform().searchProducts('NO-SUCH-SKU-ANYWHERE', 'sku')).toEqual([]);
    });

    it('searches by barcode: exact, prefix, substring', async () => {
      const code = String(Date.now()).slice(-9).padStart(12, '5');
      const make = async (title: string, barcode: string) =>
        (
          await platform().createProduct(
            productInput({ title, variants: [variant({ barcode, sku: uniqueKey('BC') })] }),
            uniqueKey('bc'),
            null,
          )
        ).id;
      const substring = await make('Barcode Substring', `10-${code}`);
      const exact = await make('Barcode Exact', code);
      const prefix = await make('Barcode Prefix', `${code}9`);
      expect((await platform().searchProducts(code, 'barcode')).map((p) => p.id)).toEqual([exact, prefix, substring]);
    });

    it('searches by handle and by name: exact, prefix, substring, ignoring case', async () => {
      const word = `Namesake${Date.now().toString(36)}`;
      const make = async (title: string) =>
        platform().createProduct(
          productInput({ title, variants: [variant({ sku: uniqueKey('NM') })] }),
          uniqueKey('name'),
          null,
        );
      const substring = await make(`Old ${word} Merlot`);
      const exact = await make(`${word} Merlot`);
      const prefix = await make(`${word} Merlot Magnum`);
      const order = [exact.id, prefix.id, substring.id];
      expect((await platform().searchProducts(`${word} merlot`.toUpperCase(), 'name')).map((p) => p.id)).toEqual(order);
      expect((await platform().searchProducts(exact.handle, 'handle')).map((p) => p.id)).toEqual(order);
    });

    it('gets a product by id, and null for an unknown one', async () => {
      const created = await platform().createProduct(
        productInput({ title: 'Fetchable Rosé', variants: [variant({ sku: uniqueKey('GET') })] }),
        uniqueKey('get'),
        null,
      );
      expect((await platform().getProduct(created.id))?.title).toBe('Fetchable Rosé');
      expect(await platform().getProduct('gid://shopify/Product/987654321')).toBeNull();
      expect(await platform().getProduct('not-an-id')).toBeNull();
    });

    describeStorePlatformEdits(ctx);
    describeStorePlatformStaleEdits(ctx);
    describeStorePlatformCatalogue(ctx);
  });
}
