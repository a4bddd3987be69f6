import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { products, variants } from '#server/db/schema/index';
import type { VariantSummary } from '../port';
import { parseGid, toGid } from './global-ids';

/** More ids than any queue holds; past this a caller is asking for the catalogue, not labels. */
const VARIANTS_BY_IDS_MAX = 5_000;

/**
 * The variants with these global ids, each with its product's title and variant count, in one
 * query on our own tables (by the variants' primary key). Ids that are not variant ids, or name
 * no variant now, are left out. The Shopify adapter answers from the same tables (its mirror).
 */
export async function readVariantsByIds(db: Queryable, variantIds: readonly string[]): Promise<VariantSummary[]> {
  const ids = [
    ...new Set(variantIds.map((gid) => parseGid('ProductVariant', gid)).filter((id): id is number => id !== null)),
  ];
  if (ids.length === 0) return [];
  if (ids.length > VARIANTS_BY_IDS_MAX) throw new RangeError(`At most ${VARIANTS_BY_IDS_MAX} variants per read`);
  const rows = await db
    .select({
      id: variants.id,
      productId: variants.productId,
      productTitle: products.title,
      option1: variants.option1,
      sku: variants.sku,
      barcode: variants.barcode,
      price: variants.price,
      productVariantCount: sql<number>`(select count(*)::int from ${variants} v2 where v2.product_id = ${variants.productId})`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, ids));
  return rows.map((row) => ({
    id: toGid('ProductVariant', row.id),
    productId: toGid('Product', row.productId),
    productTitle: row.productTitle,
    variantTitle: row.option1 || 'Default Title',
    productVariantCount: Number(row.productVariantCount),
    sku: row.sku,
    barcode: row.barcode,
    price: Number(row.price),
  }));
}
