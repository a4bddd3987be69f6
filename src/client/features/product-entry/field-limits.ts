import { maxLengthAt } from '#shared/product-entry/draft-issues';

/** `maxLength` for a text input, from the shared schema (empty for fields without a text limit). */
export function limitOf(path: string): { maxLength?: number } {
  const max = maxLengthAt(path);
  return max === undefined ? {} : { maxLength: max };
}
