import type { Database } from '#server/db/client';
import { PlatformError, type SearchField, type SearchMatch, type StorePlatform } from '../port';
import { createLocalProduct } from './create-local-product';
import { parseGid, toGid } from './global-ids';
import {
  applyLocalTagChanges,
  changeLocalTags,
  replaceLocalImages,
  testLocalCategory,
  updateLocalProduct,
} from './local-product-edits';
import { createLocalVariants, updateLocalVariants } from './local-variant-edits';
import { loadProduct } from './product-load.repo';
import { searchCatalogue } from './product-search.repo';
import * as storeData from './store-data.repo';
import { readVariantsByIds } from './variants-by-ids.repo';
import { listCatalogueFacetRows, listVariantRows } from './variant-list.repo';
import { buildTaxonomy, readTaxonomyFile, type TaxonomyIndex } from './taxonomy';

export interface LocalStorePlatformOptions {
  /** The compact taxonomy file; defaults to `src/server/db/seed/data/taxonomy-categories.json`. */
  taxonomyFile?: string;
  /** Taxonomy rows given directly (tests): `[idSuffix, name, parentIdSuffix | null]`. */
  taxonomyRows?: [string, string, string | null][];
}

export const SEARCH_LIMIT_DEFAULT = 20;
const SEARCH_LIMIT_MAX = 250;

/** The catalogue of record in our own database: a working store platform, not a mock (DESIGN §1). */
export function createLocalStorePlatform(
  database: Pick<Database, 'db'>,
  options: LocalStorePlatformOptions = {},
): StorePlatform {
  const { db } = database;
  let taxonomyLoad: Promise<TaxonomyIndex> | null = null;
  // Loaded once, on first use; a failed read is retried on the next call rather than cached.
  const taxonomy = () => {
    taxonomyLoad ??= (
      options.taxonomyRows
        ? Promise.resolve(buildTaxonomy(options.taxonomyRows))
        : readTaxonomyFile(options.taxonomyFile)
    ).catch((error: unknown) => {
      taxonomyLoad = null;
      throw new PlatformError(`The taxonomy data could not be read: ${(error as Error).message}`, 'unavailable');
    });
    return taxonomyLoad;
  };

  return {
    name: 'local',

    async listLocations() {
      const rows = await storeData.listLocationRows(db);
      return rows.map((row) => ({ id: toGid('Location', row.id), name: row.name }));
    },

    createProduct(input, idempotencyKey, actor) {
      return createLocalProduct(db, input, idempotencyKey, actor, taxonomy);
    },

    async searchProducts(
      term: string,
      field: SearchField,
      limit = SEARCH_LIMIT_DEFAULT,
      match: SearchMatch = 'substring',
    ) {
      const trimmed = term.trim();
      if (!trimmed) return [];
      const bounded = Math.min(Math.max(1, Math.trunc(limit) || SEARCH_LIMIT_DEFAULT), SEARCH_LIMIT_MAX);
      return searchCatalogue(db, trimmed, field, bounded, match);
    },

    async getProduct(id) {
      const productId = parseGid('Product', id);
      return productId === null ? null : loadProduct(db, productId);
    },

    async getVariantProductId(variantId) {
      const id = parseGid('ProductVariant', variantId);
      const productId = id === null ? null : await storeData.findVariantProductId(db, id);
      return productId === null ? null : toGid('Product', productId);
    },

    getVariantsByIds: (variantIds) => readVariantsByIds(db, variantIds),

    listVariants: (query) => listVariantRows(db, query),

    listCatalogueFacets: () => listCatalogueFacetRows(db),

    updateProduct: (id, edit, actor) => updateLocalProduct(db, id, edit, actor, taxonomy),
    updateVariants: (productId, edits, locationId, actor) =>
      updateLocalVariants(db, productId, edits, locationId, actor),
    createVariants: (productId, variants, actor) => createLocalVariants(db, productId, variants, actor),
    replaceImages: (productId, urls, actor) => replaceLocalImages(db, productId, urls, actor),
    // The catalogue is our own: its images are the app's stored files, served by the file route.
    stageImage: (image) => Promise.resolve(image.servedUrl),
    addTags: (productId, tags, actor) => changeLocalTags(db, productId, tags, 'add', actor),
    removeTags: (productId, tags, actor) => changeLocalTags(db, productId, tags, 'remove', actor),
    applyTagChanges: (changes, actor) => applyLocalTagChanges(db, changes, actor),

    async listCollections() {
      const rows = await storeData.listCollectionRows(db);
      return rows.map((row) => ({
        id: toGid('Collection', row.id),
        title: row.title,
        handle: row.handle,
        productsCount: Number(row.productsCount),
      }));
    },

    async listCollectionProducts(collectionId) {
      const id = parseGid('Collection', collectionId);
      if (id === null || !(await storeData.collectionExists(db, id))) {
        throw new PlatformError(`Collection ${collectionId} not found`, 'not_found');
      }
      const rows = await storeData.listCollectionMemberRows(db, id);
      return rows.map((row) => ({
        id: toGid('Product', row.id),
        title: row.title,
        tags: row.tags,
        variants: row.variants.map((variant) => ({
          id: toGid('ProductVariant', variant.id),
          sku: variant.sku,
          price: variant.price,
          cost: variant.cost,
        })),
      }));
    },

    async listProductCollections(productId) {
      const id = parseGid('Product', productId);
      if (id === null || !(await storeData.productExists(db, id))) {
        throw new PlatformError(`Product ${productId} not found`, 'not_found');
      }
      const rows = await storeData.listProductCollectionRows(db, id);
      return rows.map((row) => ({ id: toGid('Collection', row.id), title: row.title, handle: row.handle }));
    },

    countCustomersSince: (since) => storeData.countCustomersCreatedSince(db, since),

    // The local catalogue takes no orders: till sales reach the raffle as CSV (ADR 047).
    listOrders: () => Promise.resolve([]),

    async listTaxonomyCategories() {
      return (await taxonomy()).categories;
    },

    testCategory: (categoryId, productId, actor) => testLocalCategory(db, categoryId, productId, actor, taxonomy),

    async checkConnection() {
      try {
        const count = await storeData.probeCatalogue(db);
        return { connected: true, adapter: 'local', message: `Local catalogue is answering (${count} locations)` };
      } catch (error) {
        return {
          connected: false,
          adapter: 'local',
          message: `Local catalogue is not answering: ${(error as Error).message}`,
        };
      }
    },
  };
}
