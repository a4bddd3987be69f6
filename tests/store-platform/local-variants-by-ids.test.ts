import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { products } from '#server/db/schema/index';
import { parseGid } from '#server/platform/store-platform/local/global-ids';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import type { StorePlatform } from '#server/platform/store-platform/port';
import { productInput, TAXONOMY_ROWS, variantInput } from '../support/catalogue-fixtures';
import { openTestDatabase } from '../support/test-database';

let database: Database;
let platform: StorePlatform;

beforeAll(async () => {
  database = await openTestDatabase();
  platform = createLocalStorePlatform(database, { taxonomyRows: TAXONOMY_ROWS });
});

afterAll(async () => {
  await database.close();
});

describe('getVariantsByIds (local catalogue)', () => {
  it('answers each variant with its product title and variant count, leaving out ids of nothing', async () => {
    const pair = await platform.createProduct(
      productInput({
        title: 'Ridge Zinfandel',
        option1Name: 'Size',
        variants: [
          variantInput({ option1: '750ml', sku: 'VBI-750', barcode: '111', price: 30 }),
          variantInput({ option1: '375ml', sku: 'VBI-375', barcode: '222', price: 17.5 }),
        ],
      }),
      'vbi-pair',
      null,
    );
    const single = await platform.createProduct(
      productInput({ title: 'Lone Bottle', variants: [variantInput({ sku: 'VBI-ONE', price: 9 })] }),
      'vbi-single',
      null,
    );
    const gone = await platform.createProduct(
      productInput({ title: 'Gone Bottle', variants: [variantInput({ sku: 'VBI-GONE', price: 5 })] }),
      'vbi-gone',
      null,
    );
    await database.db.delete(products).where(eq(products.id, parseGid('Product', gone.id)!));

    const read = await platform.getVariantsByIds([
      pair.variants[1]!.id,
      single.variants[0]!.id,
      gone.variants[0]!.id,
      pair.variants[1]!.id,
      'gid://shopify/Product/1',
      'not an id',
    ]);
    expect(read.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        {
          id: pair.variants[1]!.id,
          productId: pair.id,
          productTitle: 'Ridge Zinfandel',
          variantTitle: '375ml',
          productVariantCount: 2,
          sku: 'VBI-375',
          barcode: '222',
          price: 17.5,
        },
        {
          id: single.variants[0]!.id,
          productId: single.id,
          productTitle: 'Lone Bottle',
          variantTitle: single.variants[0]!.title,
          productVariantCount: 1,
          sku: 'VBI-ONE',
          barcode: single.variants[0]!.barcode,
          price: 9,
        },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await platform.getVariantsByIds([])).toEqual([]);
  });
});
