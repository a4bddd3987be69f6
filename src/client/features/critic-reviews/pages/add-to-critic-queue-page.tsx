import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import { useState } from 'react';
import type { LookupSkuResponse } from '#shared/critic-reviews/critic-reviews';
import { CRITIC_MESSAGES as M } from '#shared/critic-reviews/messages';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useAuth } from '#client/features/auth/auth-context';
import { addToCriticQueue, CRITIC_QUEUE_KEY, lookupSku } from '../api/critic-reviews-api';
import { PageHeader } from '#client/components/hub-page';
import { SearchForm } from '#client/components/search-form';

/** Spec 03 "Add to Critic Review Queue" (/critic-reviews/add-to-queue). */
export function AddToCriticQueuePage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [sku, setSku] = useState('');
  const [product, setProduct] = useState<LookupSkuResponse['product']>(null);

  const lookup = useAction({
    mutationFn: lookupSku,
    onSuccess: (response) => {
      setProduct(response.product);
      if (!response.success) toast({ title: response.error ?? M.skuNotFound, variant: 'destructive' });
    },
    onError: () => {
      setProduct(null);
      toast({ title: M.skuLookupFailed, variant: 'destructive' });
    },
  });

  const add = useAction({
    mutationFn: addToCriticQueue,
    onSuccess: (response) => {
      toast({ title: response.message });
      setProduct(null);
      setSku('');
      void queryClient.invalidateQueries({ queryKey: CRITIC_QUEUE_KEY });
    },
    onError: (error) =>
      toast({ title: 'Failed to add to queue', description: getErrorMessage(error), variant: 'destructive' }),
  });

  return (
    <div className="grid gap-6">
      <PageHeader title="Add to Critic Review Queue" back={{ href: '/critic-reviews', label: 'Critic Reviews' }} />
      <SearchForm
        label="Look up a SKU"
        inputLabel="SKU"
        placeholder="Enter a SKU"
        maxLength={66}
        buttonLabel="Look Up"
        emptyToast={{ title: M.skuRequired }}
        term={sku}
        onTermChange={setSku}
        isPending={lookup.isPending}
        onSearch={(term) => lookup.mutate(term)}
      />
      {product ? (
        <Card>
          <CardHeader>
            <CardTitle>{product.title}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Handle</dt>
              <dd className="font-mono break-all">{product.handle}</dd>
              <dt className="text-muted-foreground">Barcode</dt>
              <dd className="font-mono">{product.barcode ?? '—'}</dd>
            </dl>
            <div>
              <Button
                disabled={add.isPending || !user}
                onClick={() =>
                  user && add.mutate({ handle: product.handle, barcode: product.barcode ?? '', user: user.username })
                }
              >
                {add.isPending ? <Spinner /> : null}
                Add to Queue
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
