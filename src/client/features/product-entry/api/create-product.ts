import { useAction } from '#client/lib/use-action';
import {
  IDEMPOTENCY_KEY_HEADER,
  type ProductCreatedResponse,
  type ProductForm,
} from '#shared/product-entry/product-form-schema';
import { apiRequest } from '#client/lib/api-request';

interface CreateProductVariables {
  product: ProductForm;
  /** The same key for every attempt of one wizard run: the server creates the product once. */
  idempotencyKey: string;
}

const createProduct = ({ product, idempotencyKey }: CreateProductVariables) =>
  apiRequest<ProductCreatedResponse>('POST', '/api/products', product, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });

export const useCreateProduct = () => useAction({ mutationFn: createProduct });
