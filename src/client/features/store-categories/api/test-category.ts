import { useAction } from '#client/lib/use-action';
import type {
  RestoreCategoryInput,
  RestoreCategoryResponse,
  TestCategoryInput,
  TestCategoryProduct,
  TestCategoryResponse,
} from '#shared/store-categories/store-categories';
import { ApiError, apiRequest } from '#client/lib/api-request';

type TestCategoryFailure = Extract<TestCategoryResponse, { error: string }>;

function readFailure(error: unknown): TestCategoryFailure | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      const gid = 'gid' in body && typeof body.gid === 'string' ? body.gid : '';
      return { error: body.error, gid, message: body.error };
    }
  } catch {
    // Not the test tool's answer (e.g. a proxy's HTML page): the caller shows it as an error.
  }
  return null;
}

/**
 * Sets the category on the product and reads it back. A refusal (400 or 404 with `{ error, gid }`,
 * spec 03 §3) is an answer to show, not a thrown error; anything else still throws.
 */
async function testCategory(input: TestCategoryInput): Promise<TestCategoryResponse> {
  try {
    return await apiRequest<TestCategoryResponse>('POST', '/api/shopify/test-category', input);
  } catch (error) {
    const failure = readFailure(error);
    if (failure) return failure;
    throw error;
  }
}

export const useTestCategory = () => useAction({ mutationFn: testCategory });

/** The product a test would change and its category now, named in the confirmation (issue 34). */
export const findTestProduct = (productId: string) =>
  apiRequest<TestCategoryProduct>(
    'GET',
    `/api/shopify/test-category/product?${new URLSearchParams({ productId }).toString()}`,
  );

/** Puts back the category a test replaced (null clears it). */
export const restoreCategory = (input: RestoreCategoryInput) =>
  apiRequest<RestoreCategoryResponse>('POST', '/api/shopify/test-category/restore', input);
