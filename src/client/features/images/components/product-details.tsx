import type { SearchProduct } from '#shared/products/product-search';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';

/** The chosen product's variants and its current images. */
export function ProductDetails({ product }: { product: SearchProduct }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{product.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-1 text-sm" aria-label="Variants">
          {product.variants.map((variant) => (
            <li key={variant.id}>
              <span className="font-medium">{variant.option1 ?? 'Default'}</span>
              <span className="ml-2 font-mono text-xs text-muted-foreground">{variant.sku ?? ''}</span>
            </li>
          ))}
        </ul>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Current images</h3>
          {product.images.length === 0 ? (
            <p className="text-sm text-muted-foreground">No images</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Current images">
              {product.images.map((image, index) => (
                <li key={image.id}>
                  <img
                    src={image.src}
                    alt={image.alt ?? `Current image ${index + 1}`}
                    className="h-24 w-24 rounded border object-contain"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
