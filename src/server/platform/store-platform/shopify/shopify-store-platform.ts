import type { Queryable } from '../../../db/client';
import { readVariantsByIds } from '../local/variants-by-ids.repo';
import { PlatformError, type ProductFieldsEdit, type StorePlatform } from '../port';
import { PRODUCT_UPDATE_MUTATION, TAGS_ADD_MUTATION, TAGS_REMOVE_MUTATION } from './documents/product-mutations';
import { PRODUCT_AND_CATEGORY_QUERY } from './documents/product-search-queries';
import { SHOP_QUERY, VARIANT_PRODUCT_QUERY } from './documents/shop-queries';
import { createShopifyGraphqlClient, type ShopifyGraphqlClientOptions } from './shopify-graphql-client';
import { createShopifyImageWriter } from './shopify-image-writer';
import { createShopifyOrderReader } from './shopify-order-reader';
import { createShopifyProductCreator } from './shopify-product-creator';
import { createShopifyProductReader } from './shopify-product-reader';
import { createShopifyProductSearch } from './shopify-product-search';
import { createShopifyShopReader } from './shopify-shop-reader';
import { createShopifyStockAdjuster } from './shopify-stock-adjuster';
import { assertNoUserErrors, type ShopifyUserError } from './shopify-user-errors';
import { createShopifyVariantWriter } from './shopify-variant-writer';

export interface ShopifyStorePlatformOptions extends ShopifyGraphqlClientOptions {
  /**
   * Our own tables, where the catalogue's reads are answered (the mirror of the shop). Reads that
   * have moved there (`getVariantsByIds`) use the local adapter's read on it.
   */
  mirror?: Queryable;
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

/** The store platform on Shopify's Admin GraphQL API (ADR 005); `actor` is audited by the callers. */
export function createShopifyStorePlatform(options: ShopifyStorePlatformOptions): StorePlatform {
  const client = createShopifyGraphqlClient(options);
  const logger = options.logger ?? { warn: () => {}, info: () => {} };
  const reader = createShopifyProductReader(client);
  const search = createShopifyProductSearch(client, reader);
  const creator = createShopifyProductCreator(client, reader, search);
  const stock = createShopifyStockAdjuster(client);
  const variants = createShopifyVariantWriter({ client, reader, search, stock });
  const images = createShopifyImageWriter(client, reader);
  const shop = createShopifyShopReader(client, logger);
  const orders = createShopifyOrderReader(client);

  async function getProduct(id: string) {
    if (!isProductId(id)) return null;
    return (await reader.readProduct(id))?.product ?? null;
  }

  async function mustGet(id: string) {
    const product = await getProduct(id);
    if (!product) throw new PlatformError(`Product ${id} not found`, 'not_found');
    return product;
  }

  async function changeTags(mutation: string, name: 'tagsAdd' | 'tagsRemove', productId: string, tags: string[]) {
    const clean = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
    if (!clean.length) return;
    const data = await client.request<Record<typeof name, Payload>>(mutation, { id: productId, tags: clean });
    assertNoUserErrors(name, data[name]);
  }

  return {
    name: 'shopify',
    listLocations: () => shop.listLocations(),
    createProduct: (input, idempotencyKey) => creator.createProduct(input, idempotencyKey),
    searchProducts: (term, field, limit) => search.searchProducts(term, field, limit),
    getProduct,

    async getVariantProductId(variantId) {
      if (!variantId.startsWith('gid://shopify/ProductVariant/')) return null;
      const data = await client.request<{ node: { product?: { id: string } } | null }>(VARIANT_PRODUCT_QUERY, {
        id: variantId,
      });
      return data.node?.product?.id ?? null;
    },

    getVariantsByIds(variantIds) {
      const { mirror } = options;
      if (!mirror) {
        return Promise.reject(
          new PlatformError('Variants are read from the catalogue mirror: none is configured', 'unavailable'),
        );
      }
      return readVariantsByIds(mirror, variantIds);
    },

    async updateProduct(id, edit) {
      const data = await client.request<{ productUpdate: Payload }>(PRODUCT_UPDATE_MUTATION, {
        product: productUpdateInput(id, edit),
      });
      assertNoUserErrors('productUpdate', data.productUpdate);
      return mustGet(id);
    },

    updateVariants: (productId, edits, locationId) => variants.updateVariants(productId, edits, locationId),
    createVariants: (productId, newVariants) => variants.createVariants(productId, newVariants),
    replaceImages: (productId, urls) => images.replaceImages(productId, urls),
    addTags: (productId, tags) => changeTags(TAGS_ADD_MUTATION, 'tagsAdd', productId, tags),
    removeTags: (productId, tags) => changeTags(TAGS_REMOVE_MUTATION, 'tagsRemove', productId, tags),
    listCollections: () => shop.listCollections(),

    async listCollectionProducts(collectionId) {
      const products = await shop.listCollectionProducts(collectionId);
      if (!products) throw new PlatformError(`Collection ${collectionId} not found`, 'not_found');
      return products;
    },

    async listProductCollections(productId) {
      const collections = isProductId(productId) ? await shop.listProductCollections(productId) : null;
      if (!collections) throw new PlatformError(`Product ${productId} not found`, 'not_found');
      return collections;
    },

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
}
