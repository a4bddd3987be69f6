import { useAction } from '#client/lib/use-action';
import { useState } from 'react';
import { CRITIC_MESSAGES as M } from '#shared/critic-reviews/messages';
import type { SearchProduct, SearchVariant } from '#shared/products/product-search';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { searchCriticProducts, updateReview } from '../api/critic-reviews-api';
import { PageHeader } from '#client/components/hub-page';
import { SearchForm } from '#client/components/search-form';
import { ReviewForm } from '../components/review-form';
import { VariantPicker } from '../components/variant-picker';

/** Spec 03 "Critic Reviews" Manual Lookup (/critic-reviews/manual). */
export function ManualLookupPage() {
  const [barcode, setBarcode] = useState('');
  const [products, setProducts] = useState<SearchProduct[]>([]);
  const [variant, setVariant] = useState<SearchVariant | null>(null);

  const search = useAction({
    mutationFn: (code: string) => searchCriticProducts({ barcode: code, handle: '' }),
    onSuccess: (response) => {
      setProducts(response.products);
      const all = response.products.flatMap((product) => product.variants);
      setVariant(
        (previous) =>
          all.find((candidate) => candidate.id === previous?.id) ?? (all.length === 1 ? (all[0] ?? null) : null),
      );
      if (response.products.length === 0) toast({ title: M.noProductsWithBarcode, variant: 'destructive' });
    },
    onError: (error) => toast({ title: 'Search failed', description: getErrorMessage(error), variant: 'destructive' }),
  });

  const save = useAction({
    mutationFn: updateReview,
    onSuccess: (response) => {
      toast({ title: 'Review saved', description: response.message });
      search.mutate(barcode.trim());
    },
    onError: (error) => toast({ title: 'Update failed', description: getErrorMessage(error), variant: 'destructive' }),
  });

  return (
    <div className="grid gap-6">
      <PageHeader title="Manual Lookup" back={{ href: '/critic-reviews', label: 'Critic Reviews' }} />
      <SearchForm
        label="Find by barcode"
        inputLabel="Barcode"
        placeholder="Enter a barcode"
        inputMode="numeric"
        maxLength={64}
        emptyToast={{ title: M.barcodeRequired }}
        term={barcode}
        onTermChange={setBarcode}
        isPending={search.isPending}
        onSearch={(code) => search.mutate(code)}
      />
      {products.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Pick a variant</CardTitle>
          </CardHeader>
          <CardContent>
            <VariantPicker products={products} selectedId={variant?.id ?? null} onSelect={setVariant} />
          </CardContent>
        </Card>
      ) : null}
      {variant ? (
        <Card>
          <CardHeader>
            <CardTitle>Review</CardTitle>
          </CardHeader>
          <CardContent>
            <ReviewForm
              key={`${variant.id}-${variant.reviewMetafields.reviewer_name ?? ''}-${variant.reviewMetafields.reviewer_name2 ?? ''}`}
              variant={variant}
              submitLabel="Submit Review"
              isPending={save.isPending}
              onSubmit={(input) => save.mutate(input)}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
