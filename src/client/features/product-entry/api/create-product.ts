import { useMutation } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  type ProductCreatedResponse,
  type ProductForm,
} from '../../../../shared/product-entry/product-form-schema';
import { ApiError } from '../../../lib/api-request';
import { readAuthToken } from '../../../lib/auth-token';

export interface CreateProductVariables {
  product: ProductForm;
  /** The same key for every attempt of one wizard run: the server creates the product once. */
  idempotencyKey: string;
}

/**
 * POST /api/products with the conventions of spec 01 §7. apiRequest takes no extra headers,
 * and this call needs the Idempotency-Key one.
 */
export async function createProduct({ product, idempotencyKey }: CreateProductVariables) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
  };
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch('/api/products', {
    method: 'POST',
    headers,
    body: JSON.stringify(product),
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  return (await response.json()) as ProductCreatedResponse;
}

export const useCreateProduct = () => useMutation({ mutationFn: createProduct });
