import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  ProductFormSchema,
  type ProductForm,
  type ProductFormInput,
} from '../../../shared/product-entry/product-form-schema';

const resolveProduct = zodResolver(ProductFormSchema);

/** The critic review is optional (spec 02 §2 step 3): its fields left blank mean "no review". */
function withoutBlankCriticReview(values: ProductFormInput): ProductFormInput {
  const review = values.criticReview;
  if (!review) return values;
  const isBlank = !review.reviewerName && review.score == null && !review.reviewText?.trim();
  return isBlank ? { ...values, criticReview: null } : values;
}

/** Validates the wizard with the server's own schema; the output is the POST /api/products body. */
export const productFormResolver: Resolver<ProductFormInput, unknown, ProductForm> = (values, context, options) =>
  resolveProduct(withoutBlankCriticReview(values), context, options);
