import type { ProductCreatedResponse, ProductForm } from '#shared/product-entry/product-form-schema';
import type { Db } from '#server/db/client';
import type { Actor, CatalogueReader, PlatformLocations, ProductCreator } from '#server/platform/store-platform/port';
import type { EntryRequestRow } from './product-entry.repo';

export interface CreateProductDeps {
  db: Db;
  platform: CatalogueReader & ProductCreator & PlatformLocations;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
}

export interface CreateProductCall {
  form: ProductForm;
  idempotencyKey: string;
  actor: NonNullable<Actor>;
  ip: string | null;
}

export interface CreateProductOutcome {
  response: ProductCreatedResponse;
  isReplay: boolean;
}

/** The stored answer of a finished claim. */
export const replay = (row: EntryRequestRow): CreateProductOutcome => ({
  response: { id: row.productLogId ?? 0, shopifyProductId: row.shopifyProductId ?? '' },
  isReplay: true,
});
