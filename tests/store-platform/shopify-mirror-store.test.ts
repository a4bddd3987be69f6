import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { inventoryLevels, locations, products, shopifyInventoryItems, variants } from '#server/db/schema/index';
import type { CatalogueProduct } from '#server/platform/store-platform/port';
import { upsertMirrorProducts } from '#server/platform/store-platform/shopify/mirror/mirror-store';
import { queryRows } from '#server/db/sql-helpers';
import { openTestDatabase } from '../support/test-database';

/**
 * The mirror writes a batch of products a statement per table: what one-by-one writing gave is
 * kept — the last answer for a SKU keeps it, handles pass between products, a variant moves.
 */
let database: Database;
let next = 900_000;
const newId = () => (next += 1);

function product(
  id: number,
  handle: string,
  variantsOf: { id: number; sku: string | null; stock?: number }[],
  updatedAt = '2026-11-01T00:00:00Z',
): CatalogueProduct {
  return {
    id: `gid://shopify/Product/${id}`,
    title: `Product ${id}`,
    handle,
    vendor: 'Mirror Test',
    productType: 'Wine',
    descriptionHtml: '',
    status: 'ACTIVE',
    tags: [],
    categoryId: null,
    metafields: {},
    images: [],
    createdAt: '2026-10-01T00:00:00Z',
    updatedAt,
    variants: variantsOf.map((variant) => ({
      id: `gid://shopify/ProductVariant/${variant.id}`,
      inventoryItemId: `gid://shopify/InventoryItem/${variant.id + 5_000_000}`,
      title: 'Default Title',
      sku: variant.sku,
      barcode: null,
      option1: null,
      price: 10,
      cost: 5,
      metafields: {},
      inventory:
        variant.stock === undefined
          ? []
          : [{ locationId: `gid://shopify/Location/${locationId}`, available: variant.stock }],
    })),
  };
}

let locationId: number;
const write = (items: CatalogueProduct[]) =>
  upsertMirrorProducts(
    database.db,
    items.map((item) => ({ product: item, optionName: 'Title' })),
  );
const skuOf = async (variantId: number) =>
  (await database.db.select({ sku: variants.sku }).from(variants).where(eq(variants.id, variantId)))[0]?.sku;
const handleOf = async (productId: number) =>
  (await database.db.select({ handle: products.handle }).from(products).where(eq(products.id, productId)))[0]?.handle;

beforeAll(async () => {
  database = await openTestDatabase();
  const [known] = await database.db.select({ id: locations.id }).from(locations).limit(1);
  locationId =
    known?.id ??
    (await database.db.insert(locations).values({ name: 'Mirror Test Store', code: 'MT' }).returning())[0]!.id;
});
afterAll(() => database?.close());

describe('mirror writes of a batch', () => {
  it('writes products, variants, stock and inventory items of a batch', async () => {
    const [a, b, va, vb] = [newId(), newId(), newId(), newId()];
    const result = await write([
      product(a, `h-${a}`, [{ id: va, sku: `S-${va}`, stock: 4 }]),
      product(b, `h-${b}`, [{ id: vb, sku: null, stock: 0 }]),
    ]);
    expect(result).toEqual({ written: [a, b], skipped: [] });
    expect(await skuOf(va)).toBe(`S-${va}`);
    const levels = await database.db
      .select()
      .from(inventoryLevels)
      .where(inArray(inventoryLevels.variantId, [va, vb]));
    expect(levels.map((level) => [level.variantId, level.available]).sort()).toEqual(
      [
        [va, 4],
        [vb, 0],
      ].sort(),
    );
    const items = await database.db.select().from(shopifyInventoryItems).where(eq(shopifyInventoryItems.variantId, va));
    expect(items).toEqual([{ variantId: va, inventoryItemId: va + 5_000_000 }]);
  });

  it('gives a SKU answered twice to the variant written last, in the batch and against a product outside it', async () => {
    const [outside, a, b, vOutside, va, vb] = [newId(), newId(), newId(), newId(), newId(), newId()];
    const sku = `DUP-${a}`;
    await write([product(outside, `h-${outside}`, [{ id: vOutside, sku }])]);
    await write([product(a, `h-${a}`, [{ id: va, sku: sku.toLowerCase() }]), product(b, `h-${b}`, [{ id: vb, sku }])]);
    expect([await skuOf(vOutside), await skuOf(va), await skuOf(vb)]).toEqual([null, null, sku]);
  });

  it('swaps SKUs and handles between two products of one batch', async () => {
    const [a, b, va, vb] = [newId(), newId(), newId(), newId()];
    await write([
      product(a, `one-${a}`, [{ id: va, sku: `X-${a}` }]),
      product(b, `two-${a}`, [{ id: vb, sku: `Y-${a}` }]),
    ]);
    const later = '2026-11-02T00:00:00Z';
    await write([
      product(a, `two-${a}`, [{ id: va, sku: `Y-${a}` }], later),
      product(b, `one-${a}`, [{ id: vb, sku: `X-${a}` }], later),
    ]);
    expect([await handleOf(a), await handleOf(b)]).toEqual([`two-${a}`, `one-${a}`]);
    expect([await skuOf(va), await skuOf(vb)]).toEqual([`Y-${a}`, `X-${a}`]);
  });

  it('takes over a handle from a product outside the batch, and moves a variant between products', async () => {
    const [old, a, b, v] = [newId(), newId(), newId(), newId()];
    await write([product(old, `taken-${a}`, []), product(a, `a-${a}`, [{ id: v, sku: `M-${v}` }])]);
    const later = '2026-11-03T00:00:00Z';
    await write([product(a, `a-${a}`, [], later), product(b, `taken-${a}`, [{ id: v, sku: `M-${v}` }], later)]);
    expect(await handleOf(old)).toBeUndefined();
    expect(await handleOf(b)).toBe(`taken-${a}`);
    const [row] = await database.db.select({ productId: variants.productId }).from(variants).where(eq(variants.id, v));
    expect(row?.productId).toBe(b);
  });

  it('writes the last answer for a product named twice, and skips an answer older than the row', async () => {
    const [a, va] = [newId(), newId()];
    await write([product(a, `h-${a}`, [{ id: va, sku: `F-${va}` }], '2026-11-05T00:00:00Z')]);
    const result = await write([
      product(a, `h-${a}`, [{ id: va, sku: `OLD-${va}` }], '2026-11-04T00:00:00Z'),
      product(a, `h-${a}`, [{ id: va, sku: `N1-${va}` }], '2026-11-06T00:00:00Z'),
      product(a, `h-${a}`, [{ id: va, sku: `N2-${va}` }], '2026-11-06T00:00:00Z'),
    ]);
    expect(result).toEqual({ written: [a, a], skipped: [a] });
    expect(await skuOf(va)).toBe(`N2-${va}`);
  });

  it('stores every kind of value as given: tags, prices, texts with quotes, metafields, images, no cost', async () => {
    const [a, va, vb] = [newId(), newId(), newId()];
    const given = product(a, `h-${a}`, [
      { id: va, sku: `Q-${va}`, stock: 7 },
      { id: vb, sku: `R-${vb}` },
    ]);
    given.title = 'Château d’Yquem "Lur-Saluces" 1er Cru';
    given.tags = ['Sweet', 'Bordeaux, France', '{braces}'];
    given.metafields = { producer_description: 'It\'s "grand" \\ vin' };
    given.images = [{ id: `gid://shopify/MediaImage/${a}`, src: 'https://images.example.com/y.jpg', alt: null }];
    given.variants[0]!.price = 1234.56;
    given.variants[1]!.cost = null;
    given.variants[1]!.metafields = { vintage: '2001' };
    await write([given]);
    const [row] = await queryRows<{ title: string; tags: string[]; src: string }>(
      database.db,
      sql`select p.title, p.tags, (select src from product_images where product_id = p.id) as src
        from products p where p.id = ${a}`,
    );
    expect(row).toEqual({ title: given.title, tags: given.tags, src: 'https://images.example.com/y.jpg' });
    const stored = await database.db
      .select({ id: variants.id, price: variants.price, cost: variants.cost })
      .from(variants)
      .where(inArray(variants.id, [va, vb]))
      .orderBy(variants.id);
    expect(stored.map((v) => [v.id, Number(v.price), v.cost === null ? null : Number(v.cost)])).toEqual([
      [va, 1234.56, 5],
      [vb, 10, null],
    ]);
    const metafields = await queryRows<{ key: string; value: string }>(
      database.db,
      sql`select key, value from product_metafields where product_id = ${a}
        union all select key, value from variant_metafields where variant_id = ${vb}`,
    );
    expect(metafields).toEqual([
      { key: 'producer_description', value: given.metafields.producer_description },
      { key: 'vintage', value: '2001' },
    ]);
  });

  it('keeps the trigram indexes’ pending lists short, so no lookup reads a long one', async () => {
    const rows = await queryRows<{ name: string; options: string[] | null }>(
      database.db,
      sql`select relname as name, reloptions as options from pg_class
        where relname in ('products_title_trgm_idx', 'products_handle_trgm_idx',
          'variants_sku_key_trgm_idx', 'variants_barcode_key_trgm_idx') order by relname`,
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.options, row.name).toEqual(['gin_pending_list_limit=64']);
  });
});
