import type { ProductEditInput, ProductEditResponse } from '../../../../shared/product-editor/product-edit';
import { apiRequest } from '../../../lib/api-request';

export const editProduct = (input: ProductEditInput) =>
  apiRequest<ProductEditResponse>('POST', '/api/products/edit', input);
