import { PlatformError } from '../port';

export interface ShopifyUserError {
  field?: string[] | null;
  message: string;
  code?: string | null;
}

const CONFLICT_CODES = new Set([
  'TAKEN',
  'DUPLICATED_VALUE',
  'DUPLICATED_METAFIELD_VALUE',
  'HANDLE_NOT_UNIQUE',
  'VARIANT_ALREADY_EXISTS',
  'VARIANT_ALREADY_EXISTS_CHANGE_OPTION_VALUE',
  'CHANGE_FROM_QUANTITY_STALE',
  'IDEMPOTENCY_CONCURRENT_REQUEST',
]);
const NOT_FOUND_CODES = new Set([
  'NOT_FOUND',
  'PRODUCT_DOES_NOT_EXIST',
  'PRODUCT_VARIANT_DOES_NOT_EXIST',
  'FILE_DOES_NOT_EXIST',
  'INVALID_INVENTORY_ITEM',
  'INVALID_LOCATION',
  'REFERENCE_TARGET_DOES_NOT_EXIST',
]);

function classify(error: ShopifyUserError): PlatformError['kind'] {
  const code = error.code ?? '';
  if (CONFLICT_CODES.has(code)) return 'conflict';
  if (NOT_FOUND_CODES.has(code)) return 'not_found';
  // Plain `UserError` has no code; Shopify's wording is the only signal there.
  if (/does not exist|not found|couldn't find|could not find/i.test(error.message)) return 'not_found';
  if (/already (exists|been taken)|has already been taken|must be unique/i.test(error.message)) return 'conflict';
  return 'invalid';
}

function describeUserErrors(errors: readonly ShopifyUserError[]): string {
  return errors.map((e) => (e.field?.length ? `${e.field.join('.')}: ${e.message}` : e.message)).join('; ');
}

/** HTTP 200 is not success: every mutation payload carries its own `userErrors`. */
export function userErrorsToPlatformError(operation: string, errors: readonly ShopifyUserError[]): PlatformError {
  const kinds = errors.map(classify);
  const kind = kinds.find((k) => k === 'not_found') ?? kinds.find((k) => k === 'conflict') ?? 'invalid';
  return new PlatformError(`Shopify ${operation} failed: ${describeUserErrors(errors)}`, kind);
}

export function assertNoUserErrors(
  operation: string,
  payload: { userErrors?: readonly ShopifyUserError[] | null } | null | undefined,
): void {
  if (!payload) throw new PlatformError(`Shopify ${operation} returned no result`, 'unavailable');
  if (payload.userErrors?.length) throw userErrorsToPlatformError(operation, payload.userErrors);
}
