import { useQuery } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { IMAGE_MESSAGES as M } from '#shared/images/messages';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { getPendingImageReviews, PENDING_IMAGE_REVIEWS_KEY, updateImageReview } from '../api/images-api';
import { QueueEmpty, QueueLoadState, QueueProgress, QueueScreen } from '#client/components/queue-screen';
import { ImagePhotoUpload } from '../components/image-photo-upload';
import { ImageUrlInputs, useImageUrls } from '../components/image-url-inputs';
import { splitMessage } from '../components/split-message';

/** Spec 03 "Image Editor Queue" (/image-editing/queue): the pending records, one at a time. */
export function ImageQueuePage() {
  // The list is read once and worked by index (spec 03 §4); a reload starts from what is still pending.
  const pending = useQuery({
    queryKey: PENDING_IMAGE_REVIEWS_KEY,
    queryFn: getPendingImageReviews,
    staleTime: Infinity,
  });
  const [index, setIndex] = useState(0);
  const images = useImageUrls();

  const next = () => {
    images.reset();
    setIndex((current) => current + 1);
  };

  const update = useAction({
    mutationFn: updateImageReview,
    onSuccess: (response) => {
      toast({ title: 'Images updated', description: response.message });
      next();
    },
    onError: (error) => toast({ title: M.updateFailed, description: getErrorMessage(error), variant: 'destructive' }),
  });

  const screen = { title: 'Image Editor Queue', back: { href: '/image-editing', label: 'Image Editing' } };
  if (pending.isPending || pending.isError)
    return (
      <QueueScreen {...screen}>
        <QueueLoadState error={pending.error} onRetry={() => void pending.refetch()} />
      </QueueScreen>
    );

  const records = pending.data.records;
  const record = records[index];
  if (records.length === 0 || !record) {
    const isDone = records.length > 0;
    const { title, description } = splitMessage(M.queueComplete);
    return (
      <QueueScreen {...screen}>
        <QueueEmpty
          icon={CheckCircle2}
          title={isDone ? title : M.allCaughtUp}
          description={isDone ? description : M.noPending}
        >
          {isDone ? (
            <Button
              variant="outline"
              onClick={() => {
                setIndex(0);
                void pending.refetch();
              }}
            >
              Check for new items
            </Button>
          ) : null}
        </QueueEmpty>
      </QueueScreen>
    );
  }

  const onUpdate = () => {
    if (images.valid.length === 0) return toast({ ...splitMessage(M.noValidImages), variant: 'destructive' });
    update.mutate({ recordId: record.id, imageUrls: images.valid });
  };

  return (
    <QueueScreen {...screen}>
      <QueueProgress index={index} total={records.length} />
      <Card>
        <CardHeader>
          <CardTitle>{record.title}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-[auto_1fr]">
          {record.imageUrl ? (
            <img
              src={record.imageUrl}
              alt={`Current image of ${record.title}`}
              className="h-32 w-32 rounded border object-contain"
            />
          ) : (
            <div className="flex h-32 w-32 items-center justify-center rounded border text-xs text-muted-foreground">
              No image
            </div>
          )}
          <dl className="grid h-fit grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">SKU</dt>
            <dd className="font-mono">{record.variantSku ?? '—'}</dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd>{record.status}</dd>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <ImageUrlInputs key={record.id} state={images} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={next} disabled={update.isPending}>
              Skip to Next
            </Button>
            <Button onClick={onUpdate} disabled={update.isPending}>
              {update.isPending ? <Spinner /> : null}
              Update Images
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Or upload or take a photo</CardTitle>
        </CardHeader>
        <CardContent>
          {/* Saving a photo marks every pending record of the product updated, as Update Images does. */}
          <ImagePhotoUpload key={record.id} productId={record.productId} onSaved={next} />
        </CardContent>
      </Card>
    </QueueScreen>
  );
}
