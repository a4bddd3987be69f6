import { Copy, ImageOff, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PRODUCT_ENTRY_TEXT } from '#shared/product-entry/messages';
import type { SearchProduct } from '#shared/products/product-search';
import { Button } from '#client/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { PrintLabelsNowDialog } from '#client/features/labels/print-now/print-labels-now-dialog';

/**
 * The product's main image; when it cannot be loaded, a clear placeholder instead of the
 * browser's broken-image icon (issue #30 item 7).
 */
function ProductThumbnail({ src }: { src: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed)
    return (
      <div
        role="img"
        aria-label="Product image failed to load"
        title={src}
        className="flex size-16 shrink-0 flex-col items-center justify-center gap-0.5 rounded-md border border-dashed bg-muted text-center text-[10px] leading-tight text-muted-foreground"
      >
        <ImageOff className="size-5" aria-hidden="true" />
        {PRODUCT_ENTRY_TEXT.imageLoadFailed}
      </div>
    );
  return (
    <img
      src={src}
      alt="Product image"
      referrerPolicy="no-referrer"
      className="size-16 shrink-0 rounded-md border object-cover"
      onError={() => setHasFailed(true)}
    />
  );
}

/** The product's details (read-only), with Print labels and Duplicate. */
export function ProductEditHeader({ product }: { product: SearchProduct }) {
  const [isPrinting, setIsPrinting] = useState(false);
  return (
    <>
      <Card>
        <CardHeader className="flex-row items-start gap-4">
          {product.images[0] ? <ProductThumbnail key={product.images[0].src} src={product.images[0].src} /> : null}
          <div className="grid min-w-0 gap-1">
            <CardTitle className="wrap-anywhere">{product.title}</CardTitle>
            <CardDescription>
              {product.vendor} · {product.product_type}
            </CardDescription>
          </div>
          <div className="ml-auto flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setIsPrinting(true)}>
              <Printer aria-hidden="true" />
              Print labels
            </Button>
            <Button variant="outline" size="sm" asChild>
              <Link href={`/new-product-entry?duplicate=${encodeURIComponent(product.id)}`}>
                <Copy aria-hidden="true" />
                Duplicate
              </Link>
            </Button>
          </div>
        </CardHeader>
      </Card>
      <PrintLabelsNowDialog
        open={isPrinting}
        onOpenChange={setIsPrinting}
        items={product.variants.map((variant) => ({
          variantId: variant.id,
          name: `${variant.option1 ?? variant.title}${variant.sku ? ` · ${variant.sku}` : ''}`,
        }))}
      />
    </>
  );
}
