import { asc, count, eq, isNotNull } from 'drizzle-orm';
import type { SeedOptions } from '#server/areas/area';
import type { Db } from '#server/db/client';
import { productLog, products, variants } from '#server/db/schema/index';

const HOUR = 3_600_000;
const DEMO_COST_CHANGES = 6;

/**
 * Demo cost changes in the product edit log (spec 03 "Cost queue"): the catalogue's current costs
 * as the new values, each recorded as raised from a lower cost a few hours ago.
 */
export async function seedCostChanges(db: Db, options: SeedOptions): Promise<number> {
  if (!options.includeDemo) return 0;
  const [existing] = await db.select({ n: count() }).from(productLog).where(eq(productLog.field, 'cost'));
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = await db
    .select({
      id: variants.id,
      productId: variants.productId,
      sku: variants.sku,
      cost: variants.cost,
      title: products.title,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(isNotNull(variants.cost))
    .orderBy(asc(variants.id))
    .limit(DEMO_COST_CHANGES * 7);
  const chosen = rows.filter((_, index) => index % 7 === 0).slice(0, DEMO_COST_CHANGES);
  if (chosen.length === 0) return 0;
  const now = options.now().getTime();
  await db.insert(productLog).values(
    chosen.map((row, index) => {
      const cost = row.cost ?? 0;
      return {
        at: new Date(now - (index * 9 + 3) * HOUR),
        action: 'edit' as const,
        actorName: index % 2 ? 'jordan' : 'maria',
        productId: `gid://shopify/Product/${row.productId}`,
        title: row.title,
        skus: row.sku ? [row.sku] : [],
        variants: [],
        details: { source: 'distributor price list' },
        variantId: `gid://shopify/ProductVariant/${row.id}`,
        field: 'cost',
        oldValue: (cost * 0.9).toFixed(2),
        newValue: cost.toFixed(2),
      };
    }),
  );
  return chosen.length;
}
