import type {
  ImageReviewAddInput,
  ImageReviewAddResponse,
  ImageReviewSearchResponse,
  ImageReviewUpdateInput,
  ImageReviewUpdateResponse,
  ImageUpdateInput,
  ImageUpdateResponse,
  PendingImageReviewsResponse,
} from '#shared/images/images';
import type { ProductSearchInput, ProductSearchResponse } from '#shared/products/product-search';
import { apiRequest, postForm } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

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

/** POST /api/images/upload, multipart. */
export async function uploadProductImage(
  input: { productId: string; file: File },
  idempotencyKey?: string,
): Promise<ImageUpdateResponse> {
  const form = new FormData();
  form.append('productId', input.productId);
  form.append('image', input.file, uploadName(input.file));
  const answer = await postForm<ImageUpdateResponse>(
    '/api/images/upload',
    form,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
  return answer.body;
}

const EXTENSION_OF: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** A camera may name its photo without an extension (or `image`); the server reads the name's. */
function uploadName(file: File): string {
  if (/\.(jpe?g|png|webp|gif)$/i.test(file.name)) return file.name;
  return `photo.${EXTENSION_OF[file.type] ?? 'jpg'}`;
}
