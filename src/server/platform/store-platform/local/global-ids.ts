/**
 * Shopify-style global ids over our `bigint` keys, so callers cannot tell the adapters apart. Real
 * Shopify ids run to about 8 × 10^12: every id up to `Number.MAX_SAFE_INTEGER` is accepted (ADR 074).
 */
export type GidKind =
  'Product' | 'ProductVariant' | 'InventoryItem' | 'MediaImage' | 'Collection' | 'Location' | 'Customer';

const PREFIX = 'gid://shopify/';

/** `gid://shopify/<kind>/<id>`. */
export const toGid = (kind: GidKind, id: number): string => [PREFIX, kind, '/', id].join('');

const locationGids = new Map<number, string>();
/** A location's gid, one string per location however many stock levels refer to it. */
export function locationGid(id: number): string {
  let gid = locationGids.get(id);
  if (gid === undefined) {
    gid = toGid('Location', id);
    // Locations are a handful of rows; past a few hundred ids something else is calling.
    if (locationGids.size < 1_000) locationGids.set(id, gid);
  }
  return gid;
}

/**
 * The integer inside a gid of this kind (1 to `Number.MAX_SAFE_INTEGER`, digits only, no sign or
 * leading zero), or null when the text is not one (so lookups answer "not found").
 */
export function parseGid(kind: GidKind, gid: string): number | null {
  const prefix = `${PREFIX}${kind}/`;
  if (!gid.startsWith(prefix)) return null;
  const rest = gid.slice(prefix.length);
  if (!/^[1-9]\d{0,15}$/.test(rest)) return null;
  const id = Number(rest);
  return id <= Number.MAX_SAFE_INTEGER ? id : null;
}

export const TAXONOMY_GID_PREFIX = `${PREFIX}TaxonomyCategory/`;
