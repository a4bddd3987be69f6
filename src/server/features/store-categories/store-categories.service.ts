import {
  STORE_CATEGORY_MESSAGES,
  type CategoryRef,
  type RestoreCategoryInput,
  type RestoreCategoryResponse,
  type StoreCategoriesResponse,
  type StoreCategory,
  type TestCategoryInput,
  type TestCategoryProduct,
  type TestCategoryResponse,
} from '#shared/store-categories/store-categories';
import { ERROR_KINDS } from '#shared/http/api-error';
import { HttpError } from '#server/http/errors';
import {
  PlatformError,
  type Actor,
  type CatalogueProduct,
  type StorePlatform,
  type TaxonomyCategory,
} from '#server/platform/store-platform/port';

/** What the category tool asks of the store platform: the taxonomy, product look-ups, and the write. */
export type CategoryPlatform = Pick<
  StorePlatform,
  'listTaxonomyCategories' | 'testCategory' | 'getProduct' | 'searchProducts' | 'updateProduct'
>;

const TAXONOMY_GID = /^gid:\/\/shopify\/TaxonomyCategory\/([a-z]{2,3})(-\d+)*$/;
const PRODUCT_GID = /^gid:\/\/shopify\/Product\/[1-9]\d*$/;

/** The vertical's id suffix: `gid://shopify/TaxonomyCategory/fb-1-1-7` → `fb`. */
const namespaceOf = (id: string) => id.slice(id.lastIndexOf('/') + 1).split('-')[0] ?? '';

/** A bare number is accepted as well as a GID, as staff copy ids from the admin's URL. */
const toProductGid = (productId: string) =>
  /^[1-9]\d*$/.test(productId) ? `gid://shopify/Product/${productId}` : productId;

export interface TestCategoryOutcome {
  status: number;
  body: TestCategoryResponse;
}

export function createStoreCategoriesService(platform: CategoryPlatform, now: () => Date = () => new Date()) {
  let mapped: { source: TaxonomyCategory[]; categories: StoreCategory[] } | null = null;

  const failure = (status: number, error: string, gid: string): TestCategoryOutcome => ({
    status,
    body: { error, gid, message: error },
  });

  const categoryRef = async (id: string | null): Promise<CategoryRef | null> => {
    if (!id) return null;
    const found = (await platform.listTaxonomyCategories()).find((category) => category.id === id);
    return { id, name: found?.name ?? id, fullName: found?.full_name ?? id };
  };

  /**
   * The product a person named: by GID or its number, else by a variant's exact SKU, else by an
   * exact barcode. Null when none has it; a 400 when several share the SKU or barcode.
   */
  async function resolveProduct(query: string): Promise<CatalogueProduct | null> {
    const asId = toProductGid(query);
    if (PRODUCT_GID.test(asId)) return platform.getProduct(asId);
    const wanted = query.toLowerCase();
    for (const field of ['sku', 'barcode'] as const) {
      const found = await platform.searchProducts(query, field, 20, 'prefix');
      const exact = found.filter((product) =>
        product.variants.some((variant) => (variant[field] ?? '').toLowerCase() === wanted),
      );
      if (exact.length > 1) throw new HttpError(400, STORE_CATEGORY_MESSAGES.productAmbiguous(query, exact.length));
      if (exact[0]) return exact[0];
    }
    return null;
  }

  const describeProduct = async (product: CatalogueProduct): Promise<TestCategoryProduct> => ({
    id: product.id,
    title: product.title,
    category: await categoryRef(product.categoryId),
  });

  return {
    async listCategories(): Promise<StoreCategoriesResponse> {
      const source = await platform.listTaxonomyCategories();
      // The platform keeps its list; mapping ten thousand rows once per list is enough.
      if (mapped?.source !== source) {
        mapped = {
          source,
          categories: source.map((category) => ({ ...category, category_namespace: namespaceOf(category.id) })),
        };
      }
      return {
        product_categories: mapped.categories,
        total_count: mapped.categories.length,
        fetched_at: now().toISOString(),
      };
    },

    /** The product a test would change and its category now, for the confirmation (issue 34). */
    async findProduct(query: string): Promise<TestCategoryProduct> {
      const product = await resolveProduct(query);
      if (!product) throw new HttpError(404, STORE_CATEGORY_MESSAGES.productNotFound(query));
      return describeProduct(product);
    },

    /**
     * Spec 03 §3: `{ success, category }`, or `{ error, gid }` with 400 (malformed) or 404 (unknown).
     * The product may be named by GID, number, SKU or barcode; the answer names it and the category
     * it had, so the page can offer to put that back.
     */
    async testCategory(input: TestCategoryInput, actor: Actor): Promise<TestCategoryOutcome> {
      if (!TAXONOMY_GID.test(input.gid)) return failure(400, STORE_CATEGORY_MESSAGES.gidInvalid, input.gid);
      const asId = toProductGid(input.productId);
      try {
        const product = await resolveProduct(input.productId);
        if (!product) {
          const message = PRODUCT_GID.test(asId)
            ? `Product ${asId} not found`
            : STORE_CATEGORY_MESSAGES.productNotFound(input.productId);
          return failure(404, message, input.gid);
        }
        const previousCategory = await categoryRef(product.categoryId);
        const category = await platform.testCategory(input.gid, product.id, actor);
        return {
          status: 200,
          body: { success: true, category, product: { id: product.id, title: product.title }, previousCategory },
        };
      } catch (error) {
        if (error instanceof PlatformError) return failure(ERROR_KINDS[error.kind], error.message, input.gid);
        if (error instanceof HttpError) return failure(error.statusCode, error.message, input.gid);
        throw error;
      }
    },

    /** Puts back the category a test replaced (none: clears it), through the platform port. */
    async restoreCategory(input: RestoreCategoryInput, actor: Actor): Promise<RestoreCategoryResponse> {
      // The platform refuses an unknown category or product (not_found) and writes nothing.
      try {
        const product = await platform.updateProduct(input.productId, { categoryId: input.categoryId }, actor);
        return { success: true, product: await describeProduct(product) };
      } catch (error) {
        if (error instanceof PlatformError) throw new HttpError(ERROR_KINDS[error.kind], error.message);
        throw error;
      }
    },
  };
}

export type StoreCategoriesService = ReturnType<typeof createStoreCategoriesService>;
