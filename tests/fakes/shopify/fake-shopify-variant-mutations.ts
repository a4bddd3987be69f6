import type { FakeShopifyState, FakeVariant } from './fake-shopify-state';
import { productView, variantView } from './fake-shopify-views';
import { applyMetafields, type MetafieldInput, type UserError, userError } from './fake-shopify-writes';

interface BulkVariantInput {
  id?: string;
  optionValues?: { optionName?: string; name?: string }[];
  price?: string;
  barcode?: string | null;
  inventoryItem?: { sku?: string | null; cost?: string | null; tracked?: boolean };
  inventoryQuantities?: { availableQuantity: number; locationId: string }[];
  metafields?: MetafieldInput[];
}
const money = (value: string) => Number(value).toFixed(2);

function applyVariantFields(variant: FakeVariant, input: BulkVariantInput, optionNames: string[]) {
  if (input.price !== undefined) variant.price = money(input.price);
  if (input.barcode !== undefined) variant.barcode = input.barcode || null;
  if (input.inventoryItem?.sku !== undefined) variant.sku = input.inventoryItem.sku || null;
  if (input.inventoryItem?.cost !== undefined)
    variant.cost = input.inventoryItem.cost === null ? null : money(input.inventoryItem.cost);
  if (input.inventoryItem?.tracked !== undefined) variant.tracked = input.inventoryItem.tracked;
  if (input.optionValues) {
    variant.optionValues = optionNames.map(
      (name, i) => input.optionValues?.find((o) => o.optionName === name)?.name ?? variant.optionValues[i] ?? '',
    );
  }
}

function optionErrors(
  state: FakeShopifyState,
  productId: string,
  inputs: BulkVariantInput[],
  ignoreIds: Set<string>,
): UserError[] {
  const options = state.products.get(productId)?.options ?? [];
  const taken = new Set(
    state
      .variantsOf(productId)
      .filter((v) => !ignoreIds.has(v.id))
      .map((v) => v.optionValues.join('/').toLowerCase()),
  );
  const errors: UserError[] = [];
  inputs.forEach((input, i) => {
    if (!input.optionValues) return;
    if (input.optionValues.some((o) => !options.includes(o.optionName ?? ''))) {
      errors.push(userError(['variants', String(i), 'optionValues'], 'Option does not exist', 'INVALID_INPUT'));
      return;
    }
    const combo = options
      .map((name) => input.optionValues?.find((o) => o.optionName === name)?.name ?? '')
      .join('/')
      .toLowerCase();
    if (taken.has(combo))
      errors.push(
        userError(['variants', String(i)], `The variant '${combo}' already exists.`, 'VARIANT_ALREADY_EXISTS'),
      );
    taken.add(combo);
  });
  return errors;
}

/** productVariantsBulkCreate / productVariantsBulkUpdate; the SKU and cost live on `inventoryItem`. */
export function createVariantMutations(state: FakeShopifyState) {
  return {
    productVariantsBulkCreate(args: { productId: string; variants: BulkVariantInput[]; strategy?: string }) {
      const p = state.products.get(args.productId);
      if (!p)
        return {
          product: null,
          productVariants: null,
          userErrors: [userError(['productId'], 'Product does not exist', 'PRODUCT_DOES_NOT_EXIST')],
        };
      const before = state.variantsOf(p.id);
      const standalone = before.length === 1 && before[0]?.optionValues.join('/') === 'Default Title';
      const dropStandalone =
        (args.strategy === 'DEFAULT' && standalone) ||
        (args.strategy === 'REMOVE_STANDALONE_VARIANT' && before.length === 1);
      const ignore = new Set(dropStandalone ? before.map((v) => v.id) : []);
      const errors = optionErrors(state, p.id, args.variants, ignore);
      if (args.variants.some((v) => !v.optionValues))
        errors.push(userError(['variants'], 'Option values are required', 'NEED_TO_ADD_OPTION_VALUES'));
      if (errors.length) return { product: null, productVariants: null, userErrors: errors };
      for (const id of ignore) state.deleteVariant(id);
      let position = Math.max(0, ...state.variantsOf(p.id).map((v) => v.position));
      const created = args.variants.map((input) => {
        const variant: FakeVariant = {
          id: state.newId('ProductVariant'),
          productId: p.id,
          inventoryItemId: state.newId('InventoryItem'),
          optionValues: [],
          position: ++position,
          price: '0.00',
          sku: null,
          barcode: null,
          cost: null,
          tracked: true,
        };
        applyVariantFields(variant, input, p.options);
        state.variants.set(variant.id, variant);
        if (input.metafields) applyMetafields(state, variant.id, input.metafields, { replace: false });
        for (const q of input.inventoryQuantities ?? [])
          state.setAvailable(variant.inventoryItemId, q.locationId, q.availableQuantity);
        return variant;
      });
      p.updatedAt = state.now();
      return {
        product: productView(state, p),
        productVariants: created.map((v) => variantView(state, v)),
        userErrors: [],
      };
    },

    productVariantsBulkUpdate(args: { productId: string; variants: BulkVariantInput[] }) {
      const p = state.products.get(args.productId);
      if (!p)
        return {
          product: null,
          productVariants: null,
          userErrors: [userError(['productId'], 'Product does not exist', 'PRODUCT_DOES_NOT_EXIST')],
        };
      const errors: UserError[] = [];
      args.variants.forEach((input, i) => {
        const variant = input.id ? state.variants.get(input.id) : undefined;
        if (!variant || variant.productId !== p.id)
          errors.push(
            userError(
              ['variants', String(i), 'id'],
              'Product variant does not exist',
              'PRODUCT_VARIANT_DOES_NOT_EXIST',
            ),
          );
        if (input.inventoryQuantities)
          errors.push(
            userError(
              ['variants', String(i), 'inventoryQuantities'],
              'Inventory quantities can only be provided during create',
              'INVALID_INPUT',
            ),
          );
      });
      errors.push(...optionErrors(state, p.id, args.variants, new Set(args.variants.map((v) => v.id ?? ''))));
      if (errors.length) return { product: null, productVariants: null, userErrors: errors };
      const updated = args.variants.map((input) => {
        const variant = state.variants.get(input.id as string) as FakeVariant;
        applyVariantFields(variant, input, p.options);
        if (input.metafields) applyMetafields(state, variant.id, input.metafields, { replace: false });
        return variant;
      });
      p.updatedAt = state.now();
      return {
        product: productView(state, p),
        productVariants: updated.map((v) => variantView(state, v)),
        userErrors: [],
      };
    },
  };
}
