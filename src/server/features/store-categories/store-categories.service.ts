import {
  STORE_CATEGORY_MESSAGES,
  type StoreCategoriesResponse,
  type StoreCategory,
  type TestCategoryInput,
  type TestCategoryResponse,
} from '../../../shared/store-categories/store-categories';
import { ERROR_KINDS } from '../../../shared/http/api-error';
import {
  PlatformError,
  type Actor,
  type TaxonomyCatalogue,
  type TaxonomyCategory,
} from '../../platform/store-platform/port';

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

export function createStoreCategoriesService(platform: TaxonomyCatalogue, now: () => Date = () => new Date()) {
  let mapped: { source: TaxonomyCategory[]; categories: StoreCategory[] } | null = null;

  const failure = (status: number, error: string, gid: string): TestCategoryOutcome => ({
    status,
    body: { error, gid, message: error },
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

    /** Spec 03 §3: `{ success, category }`, or `{ error, gid }` with 400 (malformed) or 404 (unknown). */
    async testCategory(input: TestCategoryInput, actor: Actor): Promise<TestCategoryOutcome> {
      if (!TAXONOMY_GID.test(input.gid)) return failure(400, STORE_CATEGORY_MESSAGES.gidInvalid, input.gid);
      const productId = toProductGid(input.productId);
      if (!PRODUCT_GID.test(productId)) return failure(400, STORE_CATEGORY_MESSAGES.productIdInvalid, input.gid);
      try {
        const category = await platform.testCategory(input.gid, productId, actor);
        return { status: 200, body: { success: true, category } };
      } catch (error) {
        if (error instanceof PlatformError) return failure(ERROR_KINDS[error.kind], error.message, input.gid);
        throw error;
      }
    },
  };
}

export type StoreCategoriesService = ReturnType<typeof createStoreCategoriesService>;
