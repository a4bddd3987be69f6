import {
  VARIANT_METAFIELD_KEYS,
  type CatalogueImage,
  type CatalogueProduct,
  type CatalogueVariant,
  type ProductStatus,
  type StockLevel,
  type VariantMetafieldKey,
  type VariantMetafields,
} from '../port';

interface RawMetafields {
  nodes: { key: string; value: string }[];
}

export interface RawVariant {
  id: string;
  title: string;
  sku: string | null;
  barcode: string | null;
  price: string;
  position: number;
  selectedOptions: { name: string; value: string }[];
  inventoryItem: { id: string; unitCost: { amount: string } | null };
  metafields: RawMetafields;
}

export interface RawPageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface RawProduct {
  id: string;
  title: string;
  handle: string;
  vendor: string;
  productType: string;
  descriptionHtml: string;
  status: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  category: { id: string } | null;
  options: { name: string }[];
  metafields: RawMetafields;
  media: {
    nodes: {
      id: string;
      alt: string | null;
      image?: { url: string } | null;
      originalSource?: { url: string | null } | null;
    }[];
  };
  variants: { pageInfo: RawPageInfo; nodes: RawVariant[] };
}

/** Shopify's product without options has one option `Title` whose only value is `Default Title`. */
export const DEFAULT_OPTION_NAME = 'Title';
export const DEFAULT_OPTION_VALUE = 'Default Title';

const STATUSES: readonly ProductStatus[] = ['ACTIVE', 'DRAFT', 'ARCHIVED'];

export function parseMoney(amount: string | null | undefined): number | null {
  if (amount == null || amount === '') return null;
  const value = Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

export function formatMoney(value: number): string {
  return value.toFixed(2);
}

function mapVariantMetafields(raw: RawMetafields): VariantMetafields {
  const known = new Set<string>(VARIANT_METAFIELD_KEYS);
  const result: VariantMetafields = {};
  for (const { key, value } of raw.nodes) if (known.has(key)) result[key as VariantMetafieldKey] = value;
  return result;
}

function mapVariant(raw: RawVariant, inventory: StockLevel[]): CatalogueVariant {
  const first = raw.selectedOptions[0];
  const isDefault = !first || (first.name === DEFAULT_OPTION_NAME && first.value === DEFAULT_OPTION_VALUE);
  return {
    id: raw.id,
    inventoryItemId: raw.inventoryItem.id,
    title: raw.title,
    sku: raw.sku || null,
    barcode: raw.barcode || null,
    option1: isDefault ? null : first.value,
    price: parseMoney(raw.price) ?? 0,
    cost: parseMoney(raw.inventoryItem.unitCost?.amount),
    metafields: mapVariantMetafields(raw.metafields),
    inventory,
  };
}

function mapImages(raw: RawProduct['media']): CatalogueImage[] {
  return raw.nodes.map((node) => ({
    id: node.id,
    // While Shopify is still processing an upload, only the original URL is known.
    src: node.image?.url ?? node.originalSource?.url ?? '',
    alt: node.alt || null,
  }));
}

export function mapProduct(
  raw: RawProduct,
  variants: RawVariant[],
  inventoryByItem: ReadonlyMap<string, StockLevel[]>,
): CatalogueProduct {
  const status = STATUSES.find((s) => s === raw.status) ?? 'DRAFT';
  return {
    id: raw.id,
    title: raw.title,
    handle: raw.handle,
    vendor: raw.vendor,
    productType: raw.productType,
    descriptionHtml: raw.descriptionHtml,
    // UNLISTED (2025-10+) is not in our vocabulary; it is closest to a draft for the staff portal.
    status,
    tags: [...raw.tags],
    categoryId: raw.category?.id ?? null,
    metafields: Object.fromEntries(raw.metafields.nodes.map((m) => [m.key, m.value])),
    images: mapImages(raw.media),
    variants: [...variants]
      .sort((a, b) => a.position - b.position)
      .map((v) => mapVariant(v, inventoryByItem.get(v.inventoryItem.id) ?? [])),
    createdAt: raw.createdAt,
    updatedAt: raw.updatedAt,
  };
}
