import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { withoutBlankCriticReview } from '#shared/product-entry/draft-issues';
import { ProductFormSchema, type ProductForm, type ProductFormInput } from '#shared/product-entry/product-form-schema';

const resolveProduct = zodResolver(ProductFormSchema);

/** Validates the wizard with the server's own schema; the output is the POST /api/products body. */
export const productFormResolver: Resolver<ProductFormInput, unknown, ProductForm> = (values, context, options) =>
  resolveProduct(withoutBlankCriticReview(values), context, options);
