import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import { CheckCircle2, FileDown, Printer } from 'lucide-react';
import { isPrintable, LABEL_MESSAGES as M, type LabelQueue } from '#shared/labels/label-queue';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { LABEL_QUEUES_KEY } from '../api/get-label-queues';
import { useQueueDetails } from '../api/get-queue-details';
import { getQueueZpl } from '../api/get-queue-zpl';
import { markQueuePrinted } from '../api/mark-printed';
import { BrowserPrintError, createBrowserPrintClient } from '../lib/browser-print';
import { LABEL_FALLBACK_FAMILY, loadLabelFont } from '../lib/label-font';
import { saveFile } from '#client/lib/api/save-file';
import { unprintableOnPrinter } from '#shared/labels/label-zpl';
import { LabelPreview, MissingLabel } from './label-preview';

interface PrintDialogProps {
  queue: LabelQueue | null;
  browserPrintUrl: string;
  onOpenChange(isOpen: boolean): void;
}

/** "Print Labels - Queue {id}" (spec 03 "Label Queue Management", "Label printing preview"). */
export function PrintDialog({ queue, browserPrintUrl, onOpenChange }: PrintDialogProps) {
  const queryClient = useQueryClient();
  const details = useQueueDetails(queue?.id ?? null);
  const current = details.data?.queue ?? queue;
  const refresh = () => queryClient.invalidateQueries({ queryKey: LABEL_QUEUES_KEY });

  const markComplete = useAction({
    mutationFn: (id: number) => markQueuePrinted(id),
    onSuccess: async (result) => {
      toast({ title: 'Marked Complete', description: result.message });
      await Promise.all([refresh(), details.refetch()]);
    },
    onError: (error) => toast({ title: M.printFailed, description: getErrorMessage(error), variant: 'destructive' }),
  });

  const print = useAction({
    mutationFn: async (id: number) => {
      let zpl: Awaited<ReturnType<typeof getQueueZpl>>;
      try {
        zpl = await getQueueZpl(id);
      } catch (error) {
        throw new BrowserPrintError('service_error', M.zplFailed, getErrorMessage(error));
      }
      const client = createBrowserPrintClient(browserPrintUrl);
      const printer = await client.getDefaultPrinter();
      await client.write(printer, zpl.zpl);
      // Printed only once the printer's agent accepted the ZPL (spec 03 §4).
      await markQueuePrinted(id);
      return { count: zpl.labelCount, printer: printer.name };
    },
    onSuccess: async ({ count, printer }) => {
      toast({ title: 'Labels Sent', description: `${count} label${count === 1 ? '' : 's'} sent to ${printer}` });
      await Promise.all([refresh(), details.refetch()]);
    },
    onError: (error) =>
      toast(
        error instanceof BrowserPrintError
          ? { title: error.title, description: error.message, variant: 'destructive' }
          : { title: M.printFailed, description: getErrorMessage(error), variant: 'destructive' },
      ),
  });

  const pdf = useAction({
    mutationFn: async (id: number) => {
      // Read again: the PDF carries the catalogue's prices at the moment it is made.
      const fresh = await details.refetch({ throwOnError: true });
      const printable = (fresh.data?.labels ?? []).filter(isPrintable);
      if (printable.length === 0) throw new Error(M.nothingPrintable);
      const { labelsToPdf } = await import('#shared/labels/label-pdf');
      const bytes = await labelsToPdf(printable, { title: `Label queue ${id}`, loadUnicodeFont: loadLabelFont });
      saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `label-queue-${id}.pdf`);
    },
    onError: (error) => toast({ title: M.downloadFailed, description: getErrorMessage(error), variant: 'destructive' }),
  });

  const labels = details.data?.labels ?? [];
  const printable = labels.filter(isPrintable);
  const missing = labels.length - printable.length;
  // What the Zebra's own font cannot print (Japanese, …): the PDF carries a font that can.
  const notOnPrinter = printable.flatMap((label) => {
    const chars = unprintableOnPrinter(label.title);
    return chars.length ? [{ sku: label.sku, chars: chars.join('') }] : [];
  });
  const isPrinted = current?.printed ?? false;
  return (
    <Dialog open={queue !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Print Labels - Queue {queue?.id}</DialogTitle>
          <DialogDescription>
            {current?.store} · created by {current?.createdBy}
            {printable.length ? ` · ${printable.length} label${printable.length === 1 ? '' : 's'}` : ''}
          </DialogDescription>
        </DialogHeader>
        {notOnPrinter.length > 0 ? (
          <div role="alert" className="grid gap-1 rounded-md border border-amber-600 px-3 py-2 text-sm">
            <p className="font-medium">The Zebra printer&apos;s font cannot print some characters: use Download PDF.</p>
            <ul className="grid gap-0.5">
              {notOnPrinter.map(({ sku, chars }, index) => (
                <li key={`${sku}-${index}`}>
                  <span className="font-mono">{sku}</span>:{' '}
                  <span style={{ fontFamily: `'${LABEL_FALLBACK_FAMILY}', sans-serif` }}>{chars}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {missing > 0 ? (
          <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
            {missing === 1
              ? '1 product in this queue no longer exists: it has no label.'
              : `${missing} products in this queue no longer exist: they have no labels.`}
          </p>
        ) : null}
        <div
          className="grid max-h-[50dvh] gap-3 overflow-y-auto rounded-md bg-muted p-3 sm:grid-cols-2"
          aria-label="Label preview"
        >
          {details.isPending ? <Skeleton className="h-24" /> : null}
          {details.isError ? <p className="text-sm text-destructive">{getErrorMessage(details.error)}</p> : null}
          {labels.map((label, index) =>
            isPrintable(label) ? (
              <LabelPreview key={`${label.sku}-${index}`} label={label} />
            ) : (
              <MissingLabel key={`${label.sku}-${index}`} label={label} />
            ),
          )}
        </div>
        <DialogFooter className="flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => queue && pdf.mutate(queue.id)}
            disabled={!printable.length || pdf.isPending}
          >
            {pdf.isPending ? <Spinner /> : <FileDown aria-hidden="true" />}
            Download PDF
          </Button>
          <Button onClick={() => queue && print.mutate(queue.id)} disabled={!printable.length || print.isPending}>
            {print.isPending ? <Spinner /> : <Printer aria-hidden="true" />}
            Print ZPL Labels
          </Button>
          <Button
            variant="secondary"
            onClick={() => queue && markComplete.mutate(queue.id)}
            disabled={isPrinted || markComplete.isPending}
          >
            <CheckCircle2 aria-hidden="true" />
            {isPrinted ? 'Already Printed' : 'Mark Complete'}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
