import { createHash } from 'node:crypto';
import type { ProductForm } from '#shared/product-entry/product-form-schema';

/**
 * Equal forms hash equally: the parsed form (defaults filled in) with sorted keys, and an absent
 * optional the same as `null`.
 */
export function hashForm(form: ProductForm): string {
  const stable = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(stable)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, entry]) => entry != null)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([key, entry]) => [key, stable(entry)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(stable(form)))
    .digest('hex');
}
