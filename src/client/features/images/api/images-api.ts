import type {
  ImageReviewAddInput,
  ImageReviewAddResponse,
  ImageReviewSearchResponse,
  ImageReviewUpdateInput,
  ImageReviewUpdateResponse,
  ImageUpdateInput,
  ImageUpdateResponse,
  PendingImageReviewsResponse,
} from '../../../../shared/images/images';
import type { ProductSearchInput, ProductSearchResponse } from '../../../../shared/products/product-search';
import { apiRequest } from '../../../lib/api-request';
import { idempotencyHeaders } from '../../../lib/idempotency-key';

/** POST /api/products/search: by SKU or by name (Edit Image by SKU or Name). */
export const searchProducts = (input: ProductSearchInput) =>
  apiRequest<ProductSearchResponse>('POST', '/api/products/search', input);

export const updateImages = (input: ImageUpdateInput, idempotencyKey?: string) =>
  apiRequest<ImageUpdateResponse>(
    'POST',
    '/api/images/update',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );

export const PENDING_IMAGE_REVIEWS_KEY = ['/api/image-review/pending'] as const;
export const getPendingImageReviews = () => apiRequest<PendingImageReviewsResponse>('GET', '/api/image-review/pending');

export const updateImageReview = (input: ImageReviewUpdateInput, idempotencyKey?: string) =>
  apiRequest<ImageReviewUpdateResponse>(
    'POST',
    '/api/image-review/update',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );

export const addToImageReviewQueue = (input: ImageReviewAddInput, idempotencyKey?: string) =>
  apiRequest<ImageReviewAddResponse>(
    'POST',
    '/api/image-review/add-to-queue',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );

export const searchForImageReview = (term: string) =>
  apiRequest<ImageReviewSearchResponse>('POST', '/api/image-review/search', { term });
