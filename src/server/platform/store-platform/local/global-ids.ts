/** Shopify-style global ids over our integer keys, so callers cannot tell the adapters apart. */
export type GidKind =
  'Product' | 'ProductVariant' | 'InventoryItem' | 'MediaImage' | 'Collection' | 'Location' | 'Customer';

const PREFIX = 'gid://shopify/';

export const toGid = (kind: GidKind, id: number): string => `${PREFIX}${kind}/${id}`;

/** The integer inside a gid of this kind, or null when the text is not one (so lookups answer "not found"). */
export function parseGid(kind: GidKind, gid: string): number | null {
  const prefix = `${PREFIX}${kind}/`;
  if (!gid.startsWith(prefix)) return null;
  const rest = gid.slice(prefix.length);
  if (!/^[1-9]\d{0,9}$/.test(rest)) return null;
  const id = Number(rest);
  return id <= 2_147_483_647 ? id : null;
}

export const TAXONOMY_GID_PREFIX = `${PREFIX}TaxonomyCategory/`;
