import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { products } from '#server/db/schema/index';
import { gidNumber } from './mirror-store';

/** The mirrored tags of these products, by product gid; products the mirror does not hold are left out. */
export async function readMirrorTags(db: Queryable, productIds: readonly string[]): Promise<Map<string, string[]>> {
  const ids = [...new Set(productIds.flatMap((id) => gidNumber(id) ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, tags: products.tags })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [`gid://shopify/Product/${row.id}`, row.tags]));
}

/**
 * Stores tags as Shopify answered them, with the `updatedAt` of that answer, in one statement. A
 * row the mirror holds in a newer state (a webhook got there first) is left alone, as every
 * mirror write does.
 */
export async function storeMirrorTags(
  db: Queryable,
  answers: readonly { id: string; tags: string[]; updatedAt: string }[],
): Promise<void> {
  const rows = answers.flatMap((answer) => {
    const id = gidNumber(answer.id);
    return id === null ? [] : [{ id, tags: answer.tags, updated_at: answer.updatedAt }];
  });
  if (rows.length === 0) return;
  await db.execute(sql`
    update products p set tags = array(select jsonb_array_elements_text(v.tags)), updated_at = v.updated_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, tags jsonb, updated_at timestamptz)
    where p.id = v.id and p.updated_at <= v.updated_at`);
}
