import { PlatformError, type NewVariantInput, type VariantMetafields } from '../port';
import { isUniqueViolation } from '#server/db/sql-helpers';
import type { VariantValues } from './product-write.repo';

/** Rules the local catalogue applies to input the way Shopify's userErrors would. */

export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/g, '');
  return slug || 'product';
}

/** Trimmed, blank-free, de-duplicated ignoring case (first spelling wins), sorted like Shopify's. */
export function normalizeTags(tags: string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of tags) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b));
}

export function toCents(value: number, field: string): number {
  if (!Number.isFinite(value) || value < 0)
    throw new PlatformError(`${field} must be a number of 0 or more`, 'invalid');
  return Math.round(value * 100) / 100;
}

export const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function variantValuesOf(input: NewVariantInput): VariantValues {
  return {
    option1: blankToNull(input.option1),
    sku: blankToNull(input.sku),
    barcode: blankToNull(input.barcode),
    price: toCents(input.price, 'Price'),
    cost: input.cost === null ? null : toCents(input.cost, 'Cost'),
  };
}

/** Metafields with a value; blank values count as absent (Shopify refuses blank metafields). */
export function metafieldRows(variantId: number, metafields: VariantMetafields | undefined) {
  return Object.entries(metafields ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
    .map(([key, value]) => ({ variantId, key, value: value.trim() }));
}

/** The same SKU twice in one request is refused before the database is asked. */
export function assertDistinctSkus(skus: (string | null)[]) {
  const seen = new Set<string>();
  for (const sku of skus) {
    if (!sku) continue;
    if (seen.has(sku.toLowerCase())) throw skuConflict(sku);
    seen.add(sku.toLowerCase());
  }
}

export const skuConflict = (sku: string) =>
  new PlatformError(`SKU ${sku} is already in use by another variant`, 'conflict');

/**
 * Maps the unique index's verdict (a concurrent writer got there between our check and our
 * insert) to the same conflict, naming the SKU from the candidates the request carried.
 */
export function rethrowSkuRace(error: unknown, candidates: (string | null)[]): never {
  if (isUniqueViolation(error, 'variants_sku_unique')) {
    let text = '';
    for (
      let current: unknown = error;
      current && typeof current === 'object';
      current = (current as { cause?: unknown }).cause
    ) {
      const { detail, message } = current as { detail?: unknown; message?: unknown };
      text += ` ${String(detail ?? '')} ${String(message ?? '')}`.toLowerCase();
    }
    const named = candidates.find((sku) => sku && text.includes(`(${sku.toLowerCase()})`)) ?? candidates.find(Boolean);
    throw skuConflict(named ?? '');
  }
  throw error;
}

export function assertStockQuantity(quantity: number) {
  if (!Number.isInteger(quantity)) throw new PlatformError('Stock quantities must be whole numbers', 'invalid');
}
