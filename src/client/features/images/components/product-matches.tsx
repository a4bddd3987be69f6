import type { SearchProduct } from '#shared/products/product-search';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';

/** More than one product found: each with its SKUs and a button to choose it. */
export function ProductMatches({
  matches,
  selectedId,
  onSelect,
}: {
  matches: SearchProduct[];
  selectedId: string | undefined;
  onSelect(product: SearchProduct): void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{matches.length} matches</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label="Matches">
          {matches.map((product) => (
            <li
              key={product.id}
              className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="font-medium">{product.title}</span>
                <span className="ml-2 font-mono text-xs break-all text-muted-foreground">
                  {product.variants
                    .map((variant) => variant.sku)
                    .filter(Boolean)
                    .join(', ')}
                </span>
              </span>
              <Button
                size="sm"
                variant={selectedId === product.id ? 'default' : 'outline'}
                aria-label={`Select ${product.title}`}
                onClick={() => onSelect(product)}
              >
                {selectedId === product.id ? 'Selected' : 'Select'}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
