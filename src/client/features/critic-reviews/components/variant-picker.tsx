import type { SearchProduct, SearchVariant } from '#shared/products/product-search';

interface VariantPickerProps {
  products: SearchProduct[];
  selectedId: string | null;
  onSelect(variant: SearchVariant): void;
}

/** The products found, each variant a choice (option1 or "Default", SKU, barcode). */
export function VariantPicker({ products, selectedId, onSelect }: VariantPickerProps) {
  return (
    <div className="grid gap-3">
      {products.map((product) => (
        <fieldset key={product.id} className="grid gap-2 rounded-md border p-3">
          <legend className="px-1 text-sm font-semibold">{product.title}</legend>
          {product.variants.map((variant) => (
            <label key={variant.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <input
                type="radio"
                name="critic-variant"
                checked={selectedId === variant.id}
                onChange={() => onSelect(variant)}
              />
              <span className="font-medium">{variant.option1 ?? 'Default'}</span>
              <span className="font-mono text-xs text-muted-foreground">{variant.sku ?? ''}</span>
              <span className="font-mono text-xs text-muted-foreground">{variant.barcode ?? ''}</span>
              {variant.reviewMetafields.reviewer_name ? (
                <span className="rounded bg-muted px-1.5 text-xs">Reviewed</span>
              ) : null}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
