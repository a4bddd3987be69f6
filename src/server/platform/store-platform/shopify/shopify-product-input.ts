import { PlatformError, type NewProductInput, type NewVariantInput, type VariantMetafields } from '../port';
import { DEFAULT_OPTION_NAME, DEFAULT_OPTION_VALUE, formatMoney } from './shopify-product-mapper';

/** The unique-valued product metafield that carries the caller's idempotency key (ADR: idempotent creation). */
export const CREATION_KEY = { namespace: 'mission_control', key: 'creation_key' } as const;

export const CREATION_KEY_DEFINITION = {
  ...CREATION_KEY,
  name: 'Mission Control creation key',
  description: 'Idempotency key of the staff portal request that created this product.',
  ownerType: 'PRODUCT',
  // `id` metafields always have unique values; the capability is stated anyway so intent is explicit.
  type: 'id',
  capabilities: { uniqueValues: { enabled: true } },
} as const;

function variantMetafieldInputs(metafields: VariantMetafields | undefined) {
  return Object.entries(metafields ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, value]) => ({ namespace: 'custom', key, type: 'single_line_text_field', value }));
}

/** Option name and per-variant values; a lone variant without a value becomes Shopify's default variant. */
function resolveOptions(optionName: string, variants: readonly NewVariantInput[]) {
  if (variants.length === 0) throw new PlatformError('A product needs at least one variant', 'invalid');
  if (variants.length === 1 && variants[0]?.option1 == null) {
    return { name: DEFAULT_OPTION_NAME, values: [DEFAULT_OPTION_VALUE] };
  }
  const values = variants.map((v) => v.option1?.trim() ?? '');
  if (values.some((v) => v === '')) throw new PlatformError('Every variant needs an option value', 'invalid');
  if (new Set(values).size !== values.length) throw new PlatformError('Variant option values must differ', 'invalid');
  if (!optionName.trim()) throw new PlatformError('The option needs a name', 'invalid');
  return { name: optionName.trim(), values };
}

export function duplicateSkus(variants: readonly NewVariantInput[]): string[] {
  const skus = variants.map((v) => v.sku?.trim()).filter((s): s is string => Boolean(s));
  return skus.filter((sku, i) => skus.findIndex((s) => s.toLowerCase() === sku.toLowerCase()) !== i);
}

export function buildProductSetInput(input: NewProductInput, creationKey: string) {
  const option = resolveOptions(input.option1Name, input.variants);
  return {
    title: input.title,
    vendor: input.vendor,
    productType: input.productType,
    descriptionHtml: input.descriptionHtml,
    status: input.status,
    tags: input.tags,
    ...(input.categoryId ? { category: input.categoryId } : {}),
    metafields: [
      { ...CREATION_KEY, type: 'id', value: creationKey },
      ...Object.entries(input.metafields ?? {}).map(([key, value]) => ({
        namespace: 'custom',
        key,
        type: 'multi_line_text_field',
        value,
      })),
    ],
    files: input.images.map((url) => ({ originalSource: url, contentType: 'IMAGE' })),
    productOptions: [{ name: option.name, values: option.values.map((name) => ({ name })) }],
    variants: input.variants.map((variant, index) => ({
      optionValues: [{ optionName: option.name, name: option.values[index] }],
      price: formatMoney(variant.price),
      ...(variant.barcode ? { barcode: variant.barcode } : {}),
      position: index + 1,
      inventoryItem: {
        tracked: true,
        ...(variant.sku ? { sku: variant.sku } : {}),
        ...(variant.cost != null ? { cost: formatMoney(variant.cost) } : {}),
      },
      metafields: variantMetafieldInputs(variant.metafields),
      ...(variant.stock
        ? {
            inventoryQuantities: [
              { locationId: variant.stock.locationId, name: 'available', quantity: variant.stock.quantity },
            ],
          }
        : {}),
    })),
  };
}

/** Input for productVariantsBulkCreate: the SKU and cost live on `inventoryItem` there. */
export function buildBulkVariantInput(variant: NewVariantInput, optionName: string) {
  return {
    optionValues: [{ optionName, name: variant.option1?.trim() || DEFAULT_OPTION_VALUE }],
    price: formatMoney(variant.price),
    ...(variant.barcode ? { barcode: variant.barcode } : {}),
    inventoryItem: {
      tracked: true,
      ...(variant.sku ? { sku: variant.sku } : {}),
      ...(variant.cost != null ? { cost: formatMoney(variant.cost) } : {}),
    },
    metafields: variantMetafieldInputs(variant.metafields),
    ...(variant.stock
      ? { inventoryQuantities: [{ locationId: variant.stock.locationId, availableQuantity: variant.stock.quantity }] }
      : {}),
  };
}
