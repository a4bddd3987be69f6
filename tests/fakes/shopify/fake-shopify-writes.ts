import type { FakeShopifyState } from './fake-shopify-state';

export interface UserError {
  field: string[] | null;
  message: string;
  code?: string | null;
}

export function userError(field: string[] | null, message: string, code: string | null = null): UserError {
  return { field, message, code };
}

export interface MetafieldInput {
  id?: string;
  namespace?: string;
  key?: string;
  value?: string;
  type?: string;
}

/** Shopify keeps the file name in the CDN URL, which is how callers can recognise their images. */
export function cdnUrl(originalSource: string): string {
  const name = originalSource.split(/[?#]/)[0]?.split('/').pop() || 'image';
  return `https://cdn.shopify.com/s/files/1/0000/0001/files/${name}?v=${Date.now()}`;
}

const OWNER_TYPES: Record<string, string> = { Product: 'PRODUCT', ProductVariant: 'PRODUCTVARIANT' };

export function ownerTypeOf(ownerId: string): string | undefined {
  return OWNER_TYPES[/^gid:\/\/shopify\/(\w+)\//.exec(ownerId)?.[1] ?? ''];
}

export function ownerExists(state: FakeShopifyState, ownerId: string): boolean {
  return state.products.has(ownerId) || state.variants.has(ownerId);
}

/** Unique-valued definitions refuse a value another owner already has; a type is needed without a definition. */
export function validateMetafields(
  state: FakeShopifyState,
  inputs: readonly MetafieldInput[],
  ownerId: string,
  ownerType: string,
  path: string[],
): UserError[] {
  const errors: UserError[] = [];
  inputs.forEach((m, i) => {
    const namespace = m.namespace ?? '$app';
    if (!m.key || m.value === undefined) {
      errors.push(userError([...path, String(i), 'key'], 'Key and value are required', 'BLANK'));
      return;
    }
    const definition = state.definitions.find(
      (d) => d.ownerType === ownerType && d.namespace === namespace && d.key === m.key,
    );
    if (!definition && !m.type && !state.findMetafield(ownerId, namespace, m.key)) {
      errors.push(userError([...path, String(i), 'type'], "Type can't be blank", 'BLANK'));
    }
    if (definition?.isUnique) {
      const clash = [...state.metafields.values()].find(
        (x) => x.namespace === namespace && x.key === m.key && x.value === m.value && x.ownerId !== ownerId,
      );
      if (clash) errors.push(userError([...path, String(i), 'value'], 'Value is already taken', 'TAKEN'));
    }
  });
  return errors;
}

export function applyMetafields(
  state: FakeShopifyState,
  ownerId: string,
  inputs: readonly MetafieldInput[],
  options: { replace: boolean; keep?: { namespace?: string; key: string } },
) {
  const written = new Set<string>();
  const result = inputs.map((m) => {
    const namespace = m.namespace ?? '$app';
    const key = m.key ?? '';
    const existing = state.findMetafield(ownerId, namespace, key);
    const metafield = existing ?? {
      id: state.newId('Metafield'),
      ownerId,
      namespace,
      key,
      type: m.type ?? 'single_line_text_field',
      value: '',
    };
    metafield.value = m.value ?? '';
    if (m.type) metafield.type = m.type;
    state.metafields.set(metafield.id, metafield);
    written.add(metafield.id);
    return metafield;
  });
  if (options.replace) {
    const keep = options.keep;
    for (const m of state.metafieldsOf(ownerId)) {
      const isKept = keep && m.namespace === (keep.namespace ?? '$app') && m.key === keep.key;
      if (!written.has(m.id) && !isKept) state.metafields.delete(m.id);
    }
  }
  return result;
}

/** Shopify keeps tags trimmed, unique ignoring case, and sorted alphabetically. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags.map((t) => t.trim()).filter(Boolean))
    if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b));
}
