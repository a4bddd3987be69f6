import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import { useState } from 'react';
import type { ImageReviewSearchResponse } from '#shared/images/images';
import { IMAGE_MESSAGES as M } from '#shared/images/messages';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { addToImageReviewQueue, PENDING_IMAGE_REVIEWS_KEY, searchForImageReview } from '../api/images-api';
import { PageHeader } from '#client/components/hub-page';
import { SearchForm } from '#client/components/search-form';
import { formatMoney as money } from '#shared/money/format-money';

/** Spec 03 "Add to Image Review Queue" (/image-editing/add-to-queue). */
export function AddToQueuePage() {
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const [searched, setSearched] = useState<{ term: string; response: ImageReviewSearchResponse } | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());

  const search = useAction({
    mutationFn: searchForImageReview,
    onSuccess: (response, searchedTerm) => {
      setSearched({ term: searchedTerm, response });
      setChosen(new Set());
    },
    onError: (error) => toast({ title: M.searchFailed, description: getErrorMessage(error), variant: 'destructive' }),
  });

  const add = useAction({
    mutationFn: addToImageReviewQueue,
    onSuccess: (response) => {
      toast({
        title: 'Added to queue',
        description: `${response.addedCount} variant${response.addedCount === 1 ? '' : 's'} added to the image review queue`,
      });
      setChosen(new Set());
      void queryClient.invalidateQueries({ queryKey: PENDING_IMAGE_REVIEWS_KEY });
    },
    onError: (error) => toast({ title: M.addFailed, description: getErrorMessage(error), variant: 'destructive' }),
  });

  const toggle = (id: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const products = searched?.response.products ?? [];
  return (
    <div className="grid gap-6">
      <PageHeader title="Add to Image Review Queue" back={{ href: '/image-editing', label: 'Image Editing' }} />
      <SearchForm
        label="Find products"
        inputLabel="SKU, barcode or name"
        placeholder="Search by SKU, barcode or name"
        maxLength={255}
        emptyToast={{ title: M.searchTermRequired }}
        term={term}
        onTermChange={setTerm}
        isPending={search.isPending}
        onSearch={(trimmed) => search.mutate(trimmed)}
      />

      {searched && products.length === 0 ? (
        <p className="text-muted-foreground" role="status">
          {M.noProductsFound(searched.term)}
        </p>
      ) : null}

      {products.map((product) => (
        <Card key={product.id}>
          <CardHeader>
            <CardTitle>{product.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              {product.variants.map((variant) => (
                <li key={variant.id}>
                  <label className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border px-3 py-2 text-sm">
                    <input
                      type="checkbox"
                      checked={chosen.has(variant.id)}
                      onChange={() => toggle(variant.id)}
                      aria-label={`Queue ${product.title} ${variant.sku ?? variant.option1 ?? ''}`.trim()}
                    />
                    <span className="font-mono">SKU {variant.sku ?? '—'}</span>
                    <span className="font-mono">Barcode {variant.barcode ?? '—'}</span>
                    <span>{money(variant.price)}</span>
                    <span>Stock {variant.inventoryQuantity}</span>
                  </label>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}

      {products.length > 0 ? (
        <div className="sticky bottom-0 flex items-center gap-3 border-t bg-background py-3">
          <Button
            onClick={() => {
              if (chosen.size === 0) return toast({ title: M.noVariantsSelected, variant: 'destructive' });
              add.mutate({ variantIds: [...chosen] });
            }}
            disabled={add.isPending}
          >
            {add.isPending ? <Spinner /> : null}
            Add to Queue
          </Button>
          <span className="text-sm text-muted-foreground">{chosen.size} selected</span>
        </div>
      ) : null}
    </div>
  );
}
