import type { ProductEditInput, ProductEditResponse } from '#shared/product-editor/product-edit';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

export const editProduct = (input: ProductEditInput, idempotencyKey?: string) =>
  apiRequest<ProductEditResponse>(
    'POST',
    '/api/products/edit',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
