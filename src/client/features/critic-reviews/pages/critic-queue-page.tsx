import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { UpdateReviewInput } from '#shared/critic-reviews/critic-reviews';
import { CRITIC_MESSAGES as M } from '#shared/critic-reviews/messages';
import type { SearchVariant } from '#shared/products/product-search';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import {
  CRITIC_QUEUE_KEY,
  getCriticQueue,
  markEdited,
  searchCriticProducts,
  updateReview,
} from '../api/critic-reviews-api';
import { QueueEmpty, QueueLoadState, QueueProgress, QueueScreen } from '#client/components/queue-screen';
import { ReviewForm } from '../components/review-form';
import { VariantPicker } from '../components/variant-picker';

const splitMessage = (message: string) => {
  const [title, ...rest] = message.split(': ');
  return { title: title ?? message, description: rest.join(': ') || undefined };
};

/** Spec 03 "Critic Reviews" Queued Products (/critic-reviews/queue). */
export function CriticQueuePage() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const queue = useQuery({ queryKey: CRITIC_QUEUE_KEY, queryFn: getCriticQueue, staleTime: Infinity });
  const [index, setIndex] = useState(0);
  const [variant, setVariant] = useState<SearchVariant | null>(null);
  const items = queue.data?.products ?? [];
  const item = items[index] ?? null;

  const found = useQuery({
    queryKey: ['/api/critic-reviews/search', item?.id],
    queryFn: () => searchCriticProducts({ barcode: item?.barcode ?? '', handle: item?.handle ?? '' }),
    enabled: item !== null,
  });

  useEffect(() => {
    const all = found.data?.products.flatMap((product) => product.variants) ?? [];
    setVariant(all.length === 1 ? (all[0] ?? null) : null);
  }, [found.data]);

  const isFinished = queue.isSuccess && items.length > 0 && index >= items.length;
  useEffect(() => {
    if (!isFinished) return;
    toast(splitMessage(M.queueComplete));
    void queryClient.invalidateQueries({ queryKey: CRITIC_QUEUE_KEY });
    navigate('/critic-reviews');
  }, [isFinished, navigate, queryClient]);

  const advance = useAction({
    mutationFn: async (input: { recordId: number; review: UpdateReviewInput | null }, key) => {
      if (input.review) await updateReview(input.review, key);
      await markEdited(input.recordId);
      return input.review !== null;
    },
    onSuccess: (reviewed) => {
      if (reviewed) toast({ title: 'Review saved' });
      setVariant(null);
      setIndex((current) => current + 1);
    },
    onError: (error) => toast({ title: 'Update failed', description: getErrorMessage(error), variant: 'destructive' }),
  });

  const screen = { title: 'Queued Products', back: { href: '/critic-reviews', label: 'Critic Reviews' } };
  if (queue.isPending || queue.isError)
    return (
      <QueueScreen {...screen}>
        <QueueLoadState error={queue.error} />
      </QueueScreen>
    );
  if (items.length === 0)
    return (
      <QueueScreen {...screen}>
        <QueueEmpty title={M.noProductsInQueue} />
      </QueueScreen>
    );
  if (!item) return <QueueScreen {...screen} />;

  const products = found.data?.products ?? [];
  return (
    <QueueScreen {...screen}>
      <QueueProgress index={index} total={items.length} />
      <Card>
        <CardHeader>
          <CardTitle>{item.title}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Handle</dt>
            <dd className="font-mono break-all">{item.handle}</dd>
            <dt className="text-muted-foreground">Barcode</dt>
            <dd className="font-mono">{item.barcode || '—'}</dd>
          </dl>
          {found.isPending ? <Skeleton className="h-16" role="status" aria-label="Searching" /> : null}
          {found.isError ? <p className="text-sm text-destructive">{getErrorMessage(found.error)}</p> : null}
          {found.isSuccess && products.length === 0 ? (
            <p className="text-sm text-destructive">{M.noProductsWithBarcode}</p>
          ) : null}
          {products.length > 0 ? (
            <VariantPicker products={products} selectedId={variant?.id ?? null} onSelect={setVariant} />
          ) : null}
          {variant ? (
            <ReviewForm
              key={variant.id}
              variant={variant}
              submitLabel="Submit Review & Continue"
              isPending={advance.isPending}
              onSubmit={(review) => advance.mutate({ recordId: item.id, review })}
            />
          ) : null}
          <div>
            <Button
              variant="outline"
              disabled={advance.isPending}
              onClick={() => advance.mutate({ recordId: item.id, review: null })}
            >
              Skip
            </Button>
          </div>
        </CardContent>
      </Card>
    </QueueScreen>
  );
}
