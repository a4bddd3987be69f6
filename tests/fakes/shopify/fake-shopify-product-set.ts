import type { FakeProduct, FakeShopifyState } from './fake-shopify-state';
import {
  applyMetafields,
  cdnUrl,
  normalizeTags,
  type MetafieldInput,
  type UserError,
  userError,
  validateMetafields,
} from './fake-shopify-writes';
import { productView } from './fake-shopify-views';

interface VariantSetInput {
  id?: string;
  optionValues: { optionName?: string; name?: string }[];
  price?: string;
  sku?: string;
  barcode?: string;
  position?: number;
  metafields?: MetafieldInput[];
  inventoryQuantities?: { locationId: string; name: string; quantity: number }[];
  inventoryItem?: { sku?: string; cost?: string | null; tracked?: boolean };
}
export interface ProductSetInput {
  title?: string;
  handle?: string;
  vendor?: string;
  productType?: string;
  descriptionHtml?: string;
  status?: string;
  tags?: string[];
  category?: string | null;
  metafields?: MetafieldInput[];
  files?: { originalSource?: string; alt?: string; contentType?: string }[];
  productOptions?: { name?: string; values?: { name?: string }[] }[];
  variants?: VariantSetInput[];
  id?: string;
}
type Identifier = { id?: string; handle?: string; customId?: { namespace?: string; key: string; value: string } };

function findTarget(state: FakeShopifyState, identifier: Identifier | undefined, input: ProductSetInput) {
  const id = identifier?.id ?? input.id;
  if (id)
    return (
      state.products.get(id) ?? userError(['identifier', 'id'], 'Product does not exist', 'PRODUCT_DOES_NOT_EXIST')
    );
  if (identifier?.handle) return [...state.products.values()].find((p) => p.handle === identifier.handle) ?? null;
  if (identifier?.customId) {
    const { namespace = '$app', key, value } = identifier.customId;
    if (!state.uniqueDefinition('PRODUCT', namespace, key)) {
      return userError(['identifier', 'customId'], 'The metafield definition must have unique values', 'NOT_FOUND');
    }
    const owner = [...state.metafields.values()].find(
      (m) => m.namespace === namespace && m.key === key && m.value === value,
    );
    return (owner && state.products.get(owner.ownerId)) ?? null;
  }
  return null;
}

function validate(
  state: FakeShopifyState,
  input: ProductSetInput,
  target: FakeProduct | null,
  ownerId: string,
): UserError[] {
  const errors: UserError[] = [];
  if (!target && !input.title?.trim())
    errors.push(userError(['input', 'title'], "Title can't be blank", 'INVALID_PRODUCT'));
  if (!target && (!input.productOptions?.length || !input.variants?.length)) {
    errors.push(
      userError(
        ['input', 'variants'],
        'Product options and variants are required to create a product',
        'PRODUCT_OPTIONS_INPUT_MISSING',
      ),
    );
  }
  if (input.category && !state.taxonomy.some((c) => c.id === input.category)) {
    errors.push(userError(['input', 'category'], 'Category does not exist', 'INVALID_INPUT'));
  }
  const optionNames = input.productOptions?.map((o) => o.name ?? '') ?? target?.options ?? [];
  const combos = new Set<string>();
  input.variants?.forEach((v, i) => {
    if (v.optionValues.some((o) => !optionNames.includes(o.optionName ?? ''))) {
      errors.push(
        userError(['input', 'variants', String(i), 'optionValues'], 'Option does not exist', 'OPTION_DOES_NOT_EXIST'),
      );
    }
    const combo = v.optionValues.map((o) => o.name?.toLowerCase()).join('/');
    if (combos.has(combo))
      errors.push(userError(['input', 'variants', String(i)], 'Duplicated option value', 'DUPLICATED_OPTION_VALUE'));
    combos.add(combo);
    for (const q of v.inventoryQuantities ?? []) {
      if (!state.locations.some((l) => l.id === q.locationId)) {
        errors.push(
          userError(['input', 'variants', String(i), 'inventoryQuantities'], 'Location does not exist', 'NOT_FOUND'),
        );
      }
    }
  });
  errors.push(...validateMetafields(state, input.metafields ?? [], ownerId, 'PRODUCT', ['input', 'metafields']));
  return errors;
}

/** productSet: an upsert that replaces the list fields it is given (variants, metafields, files). */
export function productSet(state: FakeShopifyState, args: { input: ProductSetInput; identifier?: Identifier }) {
  const { input, identifier } = args;
  const found = findTarget(state, identifier, input);
  if (found && 'message' in found) return { product: null, productSetOperation: null, userErrors: [found] };
  const target = found;
  const productId = target?.id ?? state.newId('Product');
  const userErrors = validate(state, input, target, productId);
  if (userErrors.length) return { product: null, productSetOperation: null, userErrors };

  const now = state.now();
  const p: FakeProduct = target ?? {
    id: productId,
    title: '',
    handle: state.uniqueHandle(input.handle ?? input.title ?? ''),
    vendor: '',
    productType: '',
    descriptionHtml: '',
    status: 'ACTIVE',
    tags: [],
    categoryId: null,
    options: [],
    mediaIds: [],
    createdAt: now,
    updatedAt: now,
  };
  state.products.set(p.id, p);
  for (const key of ['title', 'vendor', 'productType', 'descriptionHtml', 'status'] as const) {
    if (input[key] !== undefined) p[key] = input[key] as string;
  }
  if (input.handle !== undefined && target) p.handle = state.uniqueHandle(input.handle, p.id);
  if (input.tags) p.tags = normalizeTags(input.tags);
  if (input.category !== undefined) p.categoryId = input.category;
  if (input.productOptions) p.options = input.productOptions.map((o) => o.name ?? '');
  if (input.metafields) applyMetafields(state, p.id, input.metafields, { replace: true, keep: identifier?.customId });
  if (input.files) {
    const reusable = p.mediaIds.map((id) => state.media.get(id)).filter((m) => m !== undefined);
    p.mediaIds = input.files.map((file) => {
      const same = reusable.findIndex((m) => m.originalSource === file.originalSource);
      if (same >= 0) return reusable.splice(same, 1)[0]?.id as string;
      const id = state.newId('MediaImage');
      state.media.set(id, {
        id,
        originalSource: file.originalSource ?? '',
        url: cdnUrl(file.originalSource ?? ''),
        alt: file.alt ?? null,
      });
      return id;
    });
  }
  if (input.variants) {
    const existing = state.variantsOf(p.id);
    const kept = new Set<string>();
    input.variants.forEach((v, index) => {
      const values = p.options.map((name) => v.optionValues.find((o) => o.optionName === name)?.name ?? '');
      const match = existing.find((e) => e.id === v.id || (!v.id && e.optionValues.join('/') === values.join('/')));
      const variant = match ?? {
        id: state.newId('ProductVariant'),
        productId: p.id,
        inventoryItemId: state.newId('InventoryItem'),
        optionValues: values,
        position: index + 1,
        price: '0.00',
        sku: null,
        barcode: null,
        cost: null,
        tracked: true,
      };
      variant.optionValues = values;
      variant.position = v.position ?? index + 1;
      if (v.price !== undefined) variant.price = Number(v.price).toFixed(2);
      if (v.barcode !== undefined) variant.barcode = v.barcode || null;
      const sku = v.inventoryItem?.sku ?? v.sku;
      if (sku !== undefined) variant.sku = sku || null;
      if (v.inventoryItem?.cost !== undefined)
        variant.cost = v.inventoryItem.cost === null ? null : Number(v.inventoryItem.cost).toFixed(2);
      if (v.inventoryItem?.tracked !== undefined) variant.tracked = v.inventoryItem.tracked;
      state.variants.set(variant.id, variant);
      kept.add(variant.id);
      if (v.metafields) applyMetafields(state, variant.id, v.metafields, { replace: true });
      for (const q of v.inventoryQuantities ?? [])
        state.setAvailable(variant.inventoryItemId, q.locationId, q.quantity);
    });
    for (const e of existing) if (!kept.has(e.id)) state.deleteVariant(e.id);
  }
  p.updatedAt = now;
  return { product: productView(state, p), productSetOperation: null, userErrors: [] };
}
