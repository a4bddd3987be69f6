import type { LabelsNow, LabelsNowInput } from '#shared/labels/labels-now';
import type { ProductSearchResponse } from '#shared/products/product-search';
import { apiRequest } from '#client/lib/api-request';

/** POST /api/labels/now: the labels as the catalogue has them at this moment, and their ZPL. */
export const getLabelsNow = (input: LabelsNowInput) => apiRequest<LabelsNow>('POST', '/api/labels/now', input);

/** A scanned or typed SKU or barcode, looked up as the Product Editor's search does. */
export const findProductByCode = (code: string) =>
  apiRequest<ProductSearchResponse>('POST', '/api/products/search', { term: code, type: 'sku' });
