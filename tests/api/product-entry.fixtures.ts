import { count } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { productEntryRequests, productLog, products } from '#server/db/schema/index';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import type { StorePlatform } from '#server/platform/store-platform/port';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';
import { bearer, type TestApp } from '../support/test-app';

let sequence = 0;

/** A valid form with a fresh SKU and barcode each time. */
export function productForm(overrides: Partial<ProductFormInput> = {}): ProductFormInput {
  sequence += 1;
  return {
    producer: 'Ridge',
    type: 'USA Wine',
    price: 40,
    cost: 24,
    barcode: String(200_000_000_000 + sequence * 7919 + Math.floor(Math.random() * 1000)),
    sku: `PE-${Date.now().toString(36)}-${sequence}`,
    typeSpecificFields: { countryOfOrigin: 'United States' },
    ...overrides,
  };
}

export const postProduct = (testApp: TestApp, token: string, body: unknown, key?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body as object,
  });

/** Rows that a product creation writes: for "nothing was written" checks. */
export async function countWrites(database: Database) {
  const [catalogue] = await database.db.select({ n: count() }).from(products);
  const [log] = await database.db.select({ n: count() }).from(productLog);
  const [claims] = await database.db.select({ n: count() }).from(productEntryRequests);
  return { products: catalogue?.n ?? 0, productLog: log?.n ?? 0, claims: claims?.n ?? 0 };
}

/**
 * The local catalogue with a hand on createProduct: tests queue failures or slow it down. The
 * database is attached after the test app has opened it.
 */
export function createControllablePlatform() {
  const control = {
    inner: null as StorePlatform | null,
    failures: [] as Error[],
    createDelayMs: 0,
    createCalls: 0,
    attach(database: Database) {
      control.inner = createLocalStorePlatform(database);
    },
  };
  const platform = new Proxy({} as StorePlatform, {
    get(_target, property: keyof StorePlatform) {
      const inner = control.inner;
      // The app may close its platform before the test attaches the database: nothing to close yet.
      if (!inner && property === 'close') return undefined;
      if (!inner) throw new Error('attach the database first');
      if (property === 'createProduct') {
        return async (...args: Parameters<StorePlatform['createProduct']>) => {
          control.createCalls += 1;
          if (control.createDelayMs) await new Promise((resolve) => setTimeout(resolve, control.createDelayMs));
          const failure = control.failures.shift();
          if (failure) throw failure;
          return inner.createProduct(...args);
        };
      }
      const value = inner[property];
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(inner) : value;
    },
  });
  return { platform, control };
}
