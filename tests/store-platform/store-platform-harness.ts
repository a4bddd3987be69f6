import { expect } from 'vitest';
import {
  PlatformError,
  type CollectionSummary,
  type Location,
  type NewProductInput,
  type NewVariantInput,
  type StorePlatform,
} from '#server/platform/store-platform/port';

/**
 * One adapter under test plus the fixtures the port has no write call for (they live in the
 * platform's admin): each adapter's test file provides these, so the suite body stays the same.
 */
export interface StorePlatformHarness {
  platform: StorePlatform;
  seedLocations(stores: { name: string; code: string }[]): Promise<Location[]>;
  seedCollection(collection: { title: string; handle: string; productIds: string[] }): Promise<CollectionSummary>;
  seedCustomers(createdAt: Date[]): Promise<void>;
  close(): Promise<void>;
}

export type HarnessFactory = () => Promise<StorePlatformHarness>;

export const WINE = {
  id: 'gid://shopify/TaxonomyCategory/fb-1-1-7',
  name: 'Wine',
  fullName: 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine',
  parentId: 'gid://shopify/TaxonomyCategory/fb-1-1',
};

let counter = 0;
/** A fresh key per call: tests share one catalogue per file, so nothing may collide. */
export const uniqueKey = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}`;

export function variant(overrides: Partial<NewVariantInput> = {}): NewVariantInput {
  return { option1: '750ml', price: 19.99, cost: 9.5, sku: null, barcode: null, ...overrides };
}

export function productInput(overrides: Partial<NewProductInput> = {}): NewProductInput {
  return {
    title: 'Test Wine',
    vendor: 'Test Vineyards',
    productType: 'Wine',
    descriptionHtml: '<p>A test wine.</p>',
    status: 'ACTIVE',
    tags: [],
    option1Name: 'Size',
    images: [],
    variants: [variant()],
    ...overrides,
  };
}

/** The file name of an image URL: the adapters may serve a copy (Shopify's CDN) but keep the name. */
/** A one-variant product with a fresh SKU and creation key, made by the system actor. */
export const createSimpleProduct = (
  platform: StorePlatformHarness['platform'],
  title: string,
  extra: Partial<NewProductInput> = {},
) =>
  platform.createProduct(
    productInput({ title, variants: [variant({ sku: uniqueKey('ED') })], ...extra }),
    uniqueKey('edit'),
    null,
  );

export const fileNameOf = (src: string) => new URL(src).pathname.split('/').pop();

/** Awaits a rejection and checks it is a PlatformError of this kind (and names `text`). */
/** The PlatformError the promise was rejected with; fails the test on anything else. */
export async function platformErrorOf(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

export async function expectPlatformError(
  promise: Promise<unknown>,
  kind: PlatformError['kind'],
  text?: string | RegExp,
): Promise<void> {
  const error = await platformErrorOf(promise);
  expect(error.kind).toBe(kind);
  if (typeof text === 'string') expect(error.message).toContain(text);
  else if (text) expect(error.message).toMatch(text);
}
