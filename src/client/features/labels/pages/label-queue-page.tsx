import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import { ArrowLeft, Printer, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { LABEL_MESSAGES as M, type LabelQueue } from '#shared/labels/label-queue';
import { STORES } from '#shared/stores';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useAppConfig } from '#client/lib/api/get-app-config';
import { downloadQueueCsv } from '../api/download-queue';
import { LABEL_QUEUES_KEY, useLabelQueues } from '../api/get-label-queues';
import { StoreQueueCard } from '../components/store-queue-card';
import { saveFile } from '#client/lib/api/save-file';

const DEFAULT_AGENT = 'http://127.0.0.1:9100';

// The preview's barcode encoder and the PDF writer are large: loaded when a queue is opened.
const PrintDialog = lazy(() =>
  import('../components/print-dialog').then((module) => ({ default: module.PrintDialog })),
);
const PrintLabelsNowDialog = lazy(() =>
  import('../print-now/print-labels-now-dialog').then((module) => ({ default: module.PrintLabelsNowDialog })),
);

/** Label Queue Management (/label-queue, spec 03). */
export function LabelQueuePage() {
  const queues = useLabelQueues();
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<LabelQueue | null>(null);
  const [isPrintingNow, setIsPrintingNow] = useState(false);

  const { isError, error, errorUpdatedAt } = queues;
  useEffect(() => {
    if (isError)
      toast({ title: 'Error Loading Label Queues', description: getErrorMessage(error), variant: 'destructive' });
  }, [isError, error, errorUpdatedAt]);

  const save = useAction({
    mutationFn: (queue: LabelQueue) => downloadQueueCsv(queue.id),
    onSuccess: async ({ blob, fileName }) => {
      saveFile(blob, fileName);
      toast({ title: 'Labels Saved', description: fileName });
      await queryClient.invalidateQueries({ queryKey: LABEL_QUEUES_KEY });
    },
    onError: (failure) =>
      toast({ title: M.downloadFailed, description: getErrorMessage(failure), variant: 'destructive' }),
  });

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Label Queue Management</h1>
          <p className="text-muted-foreground">Shelf labels waiting at each store.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setIsPrintingNow(true)}>
            <Printer aria-hidden="true" />
            Print Labels Now
          </Button>
          <Button variant="outline" onClick={() => void queues.refetch()} disabled={queues.isFetching}>
            {queues.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            Refresh
          </Button>
          <Button variant="outline" asChild>
            <Link href="/">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </div>
      </header>
      {queues.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading label queues">
          {STORES.map((store) => (
            <Skeleton key={store.code} className="h-48" />
          ))}
        </div>
      ) : null}
      {queues.data ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {STORES.map((store) => (
            <StoreQueueCard
              key={store.code}
              store={store.name}
              queues={queues.data.filter((queue) => queue.store === store.name)}
              onView={setViewing}
              onSave={(queue) => save.mutate(queue)}
              savingId={save.isPending ? (save.variables?.id ?? null) : null}
            />
          ))}
        </div>
      ) : null}
      {viewing ? (
        <Suspense fallback={<Spinner />}>
          <PrintDialog
            queue={viewing}
            browserPrintUrl={config.data?.browserPrintUrl ?? DEFAULT_AGENT}
            onOpenChange={(isOpen) => {
              if (!isOpen) setViewing(null);
            }}
          />
        </Suspense>
      ) : null}
      {isPrintingNow ? (
        <Suspense fallback={<Spinner />}>
          <PrintLabelsNowDialog open onOpenChange={setIsPrintingNow} allowScan />
        </Suspense>
      ) : null}
    </div>
  );
}
