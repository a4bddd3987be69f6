import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { products, variants } from '#server/db/schema/index';
import { gidNumber } from './mirror-store';

/**
 * The first of these SKUs the mirror already holds on another variant, compared case-insensitively
 * (Shopify does not require SKUs to be unique; the staff portal does, checked against the mirror).
 */
export async function findTakenSkuInMirror(
  db: Queryable,
  skus: readonly string[],
  exceptVariantIds: readonly string[] = [],
): Promise<{ sku: string; productTitle: string } | null> {
  const wanted = [...new Set(skus.map((sku) => sku.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return null;
  const except = exceptVariantIds.map(gidNumber).filter((id): id is number => id !== null);
  const [row] = await db
    .select({ sku: variants.sku, productTitle: products.title })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      and(
        sql`${variants.sku} <> ''`,
        inArray(sql`lower(${variants.sku})`, wanted),
        except.length ? notInArray(variants.id, except) : undefined,
      ),
    )
    .limit(1);
  return row?.sku ? { sku: row.sku, productTitle: row.productTitle } : null;
}

/** What creating products and variants asks before sending: is any of these SKUs taken already? */
export interface SkuChecker {
  findTakenSku(
    skus: readonly string[],
    exceptVariantIds?: readonly string[],
  ): Promise<{ sku: string; productTitle: string } | null>;
}
