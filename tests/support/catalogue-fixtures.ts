import type { NewProductInput, NewVariantInput } from '#server/platform/store-platform/port';

/** A slice of Shopify's taxonomy in the compact data-file form: `[idSuffix, name, parentIdSuffix]`. */
export const TAXONOMY_ROWS: [string, string, string | null][] = [
  ['fb', 'Food, Beverages & Tobacco', null],
  ['fb-1', 'Beverages', 'fb'],
  ['fb-1-1', 'Alcoholic Beverages', 'fb-1'],
  ['fb-1-1-5', 'Liquor & Spirits', 'fb-1-1'],
  ['fb-1-1-7', 'Wine', 'fb-1-1'],
  ['ha', 'Hardware', null],
];

export const WINE_CATEGORY = 'gid://shopify/TaxonomyCategory/fb-1-1-7';

export function variantInput(overrides: Partial<NewVariantInput> = {}): NewVariantInput {
  return { option1: '750ml', price: 19.99, cost: 11.5, sku: null, barcode: null, ...overrides };
}

export function productInput(overrides: Partial<NewProductInput> = {}): NewProductInput {
  return {
    title: 'Demo Cabernet Sauvignon 2021',
    vendor: 'Demo Cellars',
    productType: 'USA Wine',
    descriptionHtml: '<p>Dark fruit.</p>',
    status: 'ACTIVE',
    tags: ['USA Wine'],
    option1Name: 'Size',
    images: [],
    variants: [variantInput()],
    ...overrides,
  };
}
