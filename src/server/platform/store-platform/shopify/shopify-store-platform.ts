import type { Database } from '#server/db/client';
import { createLocalStorePlatform } from '../local/local-store-platform';
import {
  PlatformError,
  StaleEditError,
  type CatalogueProduct,
  type ProductFieldsEdit,
  type StorePlatform,
} from '../port';
import { findStaleEdits } from '../stale-edits';
import { MIRROR_VARIANTS_FIRST, MIRROR_VARIANTS_MAX } from './documents/mirror-documents';
import {
  MIRROR_PRODUCT_UPDATE_MUTATION,
  MIRROR_TAGS_ADD_MUTATION,
  MIRROR_TAGS_REMOVE_MUTATION,
} from './documents/mirror-mutations';
import { PRODUCT_UPDATE_MUTATION } from './documents/product-mutations';
import { PRODUCT_AND_CATEGORY_QUERY } from './documents/product-search-queries';
import { SHOP_QUERY } from './documents/shop-queries';
import { createMirrorReader, toLiveProduct, type LiveProduct, type RawMirrorProduct } from './mirror/mirror-reader';
import { attachCatalogueMirror, createCatalogueMirror } from './mirror/catalogue-mirror';
import { findTakenSkuInMirror, type SkuChecker } from './mirror/mirror-skus';
import { gidNumber, upsertMirrorProducts, type MirrorProduct } from './mirror/mirror-store';
import {
  createShopifyGraphqlClient,
  type ShopifyGraphqlClient,
  type ShopifyGraphqlClientOptions,
} from './shopify-graphql-client';
import { createShopifyBulkOperations } from './shopify-bulk-operations';
import { createShopifyImageWriter } from './shopify-image-writer';
import { createShopifyOrderReader } from './shopify-order-reader';
import { createShopifyProductCreator } from './shopify-product-creator';
import type { ShopifyProductReader } from './shopify-product-reader';
import { createShopifyStagedUploader } from './shopify-staged-upload';
import { createShopifyShopReader } from './shopify-shop-reader';
import { createShopifyStockAdjuster } from './shopify-stock-adjuster';
import { createShopifyTagBatch } from './shopify-tag-batch';
import { assertNoUserErrors, userErrorsToPlatformError, type ShopifyUserError } from './shopify-user-errors';
import { buildVariantSave, planStock, readVariantSave, type VariantSaveAnswer } from './shopify-variant-save';
import { createShopifyVariantWriter } from './shopify-variant-writer';

export interface ShopifyStorePlatformOptions extends ShopifyGraphqlClientOptions {
  /** A client to share (the process-wide limiter); made from the options otherwise. */
  client?: ShopifyGraphqlClient;
  /** Between polls of a running bulk operation (default 2 s). */
  bulkPollMs?: number;
}

type Payload = { userErrors: ShopifyUserError[] } | null;
type CategoryRead = { id: string; name: string; fullName: string };

const CHECK_ATTEMPTS = 2;

const isProductId = (id: string) => id.startsWith('gid://shopify/Product/');

function productUpdateInput(id: string, edit: ProductFieldsEdit) {
  const { title, vendor, productType, descriptionHtml, status, categoryId } = edit;
  return {
    id,
    ...(title !== undefined ? { title } : {}),
    ...(vendor !== undefined ? { vendor } : {}),
    ...(productType !== undefined ? { productType } : {}),
    ...(descriptionHtml !== undefined ? { descriptionHtml } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(categoryId !== undefined ? { category: categoryId } : {}),
  };
}

/**
 * The store platform on Shopify's Admin GraphQL API (ADR 005), read from the mirror (ADR 065):
 * reads are the local adapter's reads over the catalogue tables, which hold Shopify's catalogue;
 * writes go to Shopify first and their answers are stored in the mirror. `actor` is audited by
 * the callers.
 */
export function createShopifyStorePlatform(
  options: ShopifyStorePlatformOptions,
  database: Pick<Database, 'db' | 'changes'> & Partial<Pick<Database, 'analyze'>>,
): StorePlatform {
  const client = options.client ?? createShopifyGraphqlClient(options);
  const logger = options.logger ?? { warn: () => {}, info: () => {} };
  const mirror = createLocalStorePlatform(database);
  const live = createMirrorReader(client);

  /**
   * Stores what Shopify answered. Shopify has applied the change by now, so a failure here is
   * logged, not thrown: the change is reported as saved, and the next event or poll corrects the
   * mirror.
   */
  async function remember(items: readonly MirrorProduct[]): Promise<void> {
    try {
      await upsertMirrorProducts(database.db, items);
    } catch (error) {
      logger.warn(
        { err: error, productIds: items.map((item) => item.product.id) },
        'shopify mirror could not store an answer; the next sync corrects it',
      );
    }
  }

  /** Remembers a product answered by a write, its long variant list completed. */
  async function rememberAnswer(raw: RawMirrorProduct | null | undefined): Promise<CatalogueProduct | null> {
    if (!raw) return null;
    let answer: LiveProduct;
    if (raw.variants.pageInfo.hasNextPage) {
      const full = await live.readProduct(raw.id).catch(() => null);
      answer = full ?? toLiveProduct(raw);
    } else answer = toLiveProduct(raw);
    await remember([answer.mirror]);
    return answer.product;
  }

  /** How many variants to ask with a product: as many as the mirror knows of, to need no second page. */
  async function variantsFirst(productId: string): Promise<number> {
    const known = await mirror.getProduct(productId).catch(() => null);
    return Math.min(MIRROR_VARIANTS_MAX, Math.max(MIRROR_VARIANTS_FIRST, (known?.variants.length ?? 0) + 1));
  }

  const reader: ShopifyProductReader & { readLive(id: string): Promise<LiveProduct | null> } = {
    async readLive(id) {
      const read = await live.readProduct(id, await variantsFirst(id));
      if (read) await remember([read.mirror]);
      return read;
    },
    readProduct(id) {
      return this.readLive(id);
    },
  };
  const skus: SkuChecker = { findTakenSku: (list, except) => findTakenSkuInMirror(database.db, list, except) };
  const creator = createShopifyProductCreator(client, reader, skus);
  const stock = createShopifyStockAdjuster(client);
  const variants = createShopifyVariantWriter({ client, reader, search: skus });
  const images = createShopifyImageWriter(client, reader);
  const shop = createShopifyShopReader(client, logger);
  const stagedUpload = createShopifyStagedUploader(client, options);
  const bulk = createShopifyBulkOperations(client, {
    sleep: options.sleep,
    fetch: options.fetch,
    pollMs: options.bulkPollMs,
  });
  const orders = createShopifyOrderReader(bulk);
  const tagBatch = createShopifyTagBatch({ database, bulk, upload: stagedUpload });

  async function changeTags(mutation: string, name: 'tagsAdd' | 'tagsRemove', productId: string, tags: string[]) {
    const clean = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
    if (!clean.length) return;
    const data = await client.request<Record<typeof name, (Payload & { node: RawMirrorProduct | null }) | null>>(
      mutation,
      { id: productId, tags: clean, variantsFirst: await variantsFirst(productId) },
    );
    assertNoUserErrors(name, data[name]);
    await rememberAnswer(data[name]?.node);
  }

  const platform: StorePlatform = {
    name: 'shopify',
    close: () => mirror.close?.(),

    // Reads: the mirror, through the local adapter's own reads.
    listLocations: () => mirror.listLocations(),
    searchProducts: (term, field, limit, match) => mirror.searchProducts(term, field, limit, match),
    getProduct: (id) => mirror.getProduct(id),
    getVariantProductId: (variantId) => mirror.getVariantProductId(variantId),
    listCollections: () => mirror.listCollections(),
    listCollectionProducts: (collectionId) => mirror.listCollectionProducts(collectionId),
    listProductCollections: (productId) => mirror.listProductCollections(productId),

    createProduct: (input, idempotencyKey) => creator.createProduct(input, idempotencyKey),

    getVariantsByIds: (variantIds) => mirror.getVariantsByIds(variantIds),
    listVariants: (query) => mirror.listVariants(query),
    listCatalogueFacets: () => mirror.listCatalogueFacets(),

    async updateProduct(id, edit) {
      if (!isProductId(id)) throw new PlatformError(`Product ${id} not found`, 'not_found');
      const data = await client.request<{ productUpdate: (Payload & { product: RawMirrorProduct | null }) | null }>(
        MIRROR_PRODUCT_UPDATE_MUTATION,
        { product: productUpdateInput(id, edit), variantsFirst: await variantsFirst(id) },
      );
      assertNoUserErrors('productUpdate', data.productUpdate);
      const product = await rememberAnswer(data.productUpdate?.product);
      if (!product) throw new PlatformError(`Product ${id} not found`, 'not_found');
      return product;
    },

    /**
     * One live read (the stale-edit check and the stock clamp need Shopify's values, not the
     * mirror's), then one request with every change; its answer goes to the mirror.
     */
    async updateVariants(productId, edits, locationId) {
      if (edits.some((e) => e.stockDelta) && !locationId) {
        throw new PlatformError('A location is required to change stock', 'invalid');
      }
      const read = isProductId(productId) ? await live.readProduct(productId, await variantsFirst(productId)) : null;
      if (!read) throw new PlatformError(`Product ${productId} not found`, 'not_found');
      const byId = new Map(read.product.variants.map((v) => [v.id, v]));
      const missing = edits.find((e) => !byId.has(e.id));
      if (missing) throw new PlatformError(`Variant ${missing.id} not found on product ${productId}`, 'not_found');
      // Shopify has no compare-and-set for variant fields: read, compare, then write (ADR 015).
      const stale = findStaleEdits(read.product.variants, edits, locationId);
      if (stale.length > 0) throw new StaleEditError(stale);
      const newSkus = edits.flatMap((e) =>
        e.sku?.trim() && e.sku.trim() !== byId.get(e.id)?.sku ? [e.sku.trim()] : [],
      );
      const repeated = newSkus.find((sku, i) => newSkus.findIndex((s) => s.toLowerCase() === sku.toLowerCase()) !== i);
      if (repeated) throw new PlatformError(`SKU ${repeated} is used by more than one variant`, 'conflict');
      const taken = await skus.findTakenSku(
        newSkus,
        edits.map((e) => e.id),
      );
      if (taken) throw new PlatformError(`SKU ${taken.sku} already exists (on "${taken.productTitle}")`, 'conflict');

      const request = buildVariantSave(
        productId,
        edits,
        read.optionNames[0] ?? 'Title',
        locationId,
        planStock(read, edits, locationId),
        Math.min(MIRROR_VARIANTS_MAX, Math.max(MIRROR_VARIANTS_FIRST, read.product.variants.length + 1)),
      );
      const answer = await client.request<VariantSaveAnswer>(request.document, request.variables);
      const outcome = readVariantSave(request, answer);
      let product = await rememberAnswer(outcome.product);
      const [failed] = outcome.errors;
      if (failed) throw userErrorsToPlatformError(failed.mutation, failed.errors);
      if (outcome.stockStale && locationId) {
        // Stock moved between the read and the write (a sale): clamp again against the new quantity.
        for (const edit of edits) {
          const item = byId.get(edit.id)?.inventoryItemId;
          if (edit.stockDelta && item) await stock.applyDelta(item, locationId, edit.stockDelta);
        }
        product = (await reader.readLive(productId))?.product ?? product;
      }
      if (!product) throw new PlatformError(`Shopify productVariantsBulkUpdate returned no product`, 'unavailable');
      return product;
    },

    createVariants: (productId, newVariants) => variants.createVariants(productId, newVariants),
    replaceImages: (productId, urls) => images.replaceImages(productId, urls),
    async stageImage(image) {
      const staged = await stagedUpload({
        resource: 'IMAGE',
        filename: image.filename,
        mimeType: image.mimeType,
        bytes: image.bytes,
      });
      if (!staged.resourceUrl)
        throw new PlatformError('Shopify answered no address for the uploaded image', 'unavailable');
      return staged.resourceUrl;
    },
    addTags: (productId, tags) => changeTags(MIRROR_TAGS_ADD_MUTATION, 'tagsAdd', productId, tags),
    removeTags: (productId, tags) => changeTags(MIRROR_TAGS_REMOVE_MUTATION, 'tagsRemove', productId, tags),
    // Records its own audit rows, line by line as Shopify answers (the audit wrapper passes it through).
    applyTagChanges: (changes, actor, batchOptions) => tagBatch(changes, actor, batchOptions),

    countCustomersSince: (since) => shop.countCustomersSince(since),
    listOrders: (from, to) => orders.listOrders(from, to),
    listTaxonomyCategories: () => shop.listTaxonomyCategories(),

    async testCategory(categoryId, productId) {
      if (!isProductId(productId)) throw new PlatformError(`Product ${productId} not found`, 'not_found');
      if (!categoryId.startsWith('gid://shopify/TaxonomyCategory/')) {
        throw new PlatformError(`Category ${categoryId} not found`, 'not_found');
      }
      const found = await client.request<{ product: { id: string } | null; category: Partial<CategoryRead> | null }>(
        PRODUCT_AND_CATEGORY_QUERY,
        { productId, categoryId },
      );
      if (!found.product) throw new PlatformError(`Product ${productId} not found`, 'not_found');
      if (!found.category?.id) throw new PlatformError(`Category ${categoryId} not found`, 'not_found');
      const data = await client.request<{
        productUpdate: (Payload & { product: { category: CategoryRead | null } | null }) | null;
      }>(PRODUCT_UPDATE_MUTATION, { product: { id: productId, category: categoryId } });
      assertNoUserErrors('productUpdate', data.productUpdate);
      const category = data.productUpdate?.product?.category;
      if (!category || category.id !== categoryId) {
        throw new PlatformError(`Shopify did not keep category ${categoryId} on the product`, 'invalid');
      }
      await reader.readLive(productId).catch((error: unknown) => {
        logger.warn({ err: error, productId }, 'shopify mirror could not re-read a product after its category changed');
      });
      return { id: category.id, name: category.name, fullName: category.fullName };
    },

    async checkConnection() {
      try {
        // A health check answers quickly rather than riding out a long outage.
        const data = await client.request<{ shop: { name: string } }>(SHOP_QUERY, {}, { maxAttempts: CHECK_ATTEMPTS });
        return { connected: true, adapter: 'shopify', message: `Connected to ${data.shop.name} (${options.domain})` };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { connected: false, adapter: 'shopify', message };
      }
    },
  };
  return attachCatalogueMirror(platform, createCatalogueMirror({ client, database, logger, sleep: options.sleep }));
}

export { gidNumber };
