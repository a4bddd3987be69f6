import type { ProductEditInput } from '#shared/product-editor/product-edit';
import type { SearchProduct } from '#shared/products/product-search';

/**
 * The body of POST /api/products/edit that changes the price or cost of a product's first variant,
 * as the Product Editor sends it: every other field as found, and the found values as the stale-edit
 * check's expectations.
 */
export function firstVariantEdit(product: SearchProduct, change: { price?: number; cost?: number }): ProductEditInput {
  const variant = product.variants[0];
  if (!variant) throw new Error(`${product.title} has no variant`);
  return {
    productId: product.id,
    variantEdits: [
      {
        id: variant.id,
        sku: variant.sku,
        price: change.price ?? variant.price,
        cost: change.cost ?? variant.cost,
        inventory_quantity: 0,
        vintage: variant.metafields.vintage,
        par_value: variant.metafields.par_value,
        oldSku: variant.sku,
        oldPrice: variant.price,
        oldCost: variant.cost,
        oldVintage: variant.metafields.vintage,
        oldParValue: variant.metafields.par_value,
      },
    ],
    newVariants: [],
    addToImageUpdateQueue: false,
    locationId: null,
  };
}
