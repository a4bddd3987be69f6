import { FileCode2, FileDown, Plus, Printer, ScanBarcode, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isPrintable, type PrintableLabel } from '../../../../shared/labels/label-queue';
import {
  LABELS_NOW_COPIES_MAX,
  LABELS_NOW_MESSAGES as M,
  expandLabels,
  type LabelsNow,
} from '../../../../shared/labels/labels-now';
import { cleanCodeTerm, codeKey } from '../../../../shared/products/search-codes';
import { STORES } from '../../../../shared/stores';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage, getErrorStatus } from '../../../lib/error-message';
import { useAction } from '../../../lib/use-action';
import { toast } from '../../../lib/use-toast';
import { useAppConfig } from '../../../lib/api/get-app-config';
import { findProductByCode, getLabelsNow } from '../api/labels-now';
import { LabelPreview, MissingLabel } from '../components/label-preview';
import { BrowserPrintError, createBrowserPrintClient } from '../lib/browser-print';
import { loadLabelFont } from '../lib/label-font';
import { saveFile } from '../../../lib/api/save-file';

const DEFAULT_AGENT = 'http://127.0.0.1:9100';
/** The agent did not answer at all: offer the files instead. */
const AGENT_ABSENT = new Set(['not_available', 'connection_error', 'no_printer']);

/** A variant to print, and how the dialog names it. */
export interface PrintNowItem {
  variantId: string;
  name: string;
}

interface PrintLabelsNowDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What to print; with `allowScan` more can be added by SKU or barcode. */
  items?: readonly PrintNowItem[];
  allowScan?: boolean;
}

const fileStamp = () => new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');

/**
 * Print labels now (no queue): choose stores and copies, then print on the Zebra through its
 * Browser Print agent, or download ZPL or PDF — also what it offers when no agent answers.
 * Every action reads the labels again, so they carry the catalogue's price of the moment.
 */
export function PrintLabelsNowDialog({ open, onOpenChange, items = [], allowScan = false }: PrintLabelsNowDialogProps) {
  const config = useAppConfig();
  const [chosen, setChosen] = useState<PrintNowItem[]>([...items]);
  const [stores, setStores] = useState<string[]>([]);
  const [copies, setCopies] = useState('1');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<LabelsNow | null>(null);
  const [isAgentAbsent, setIsAgentAbsent] = useState(false);
  const itemsKey = items.map((item) => item.variantId).join(',');

  useEffect(() => {
    if (!open) return;
    setChosen([...items]);
    setResult(null);
    setIsAgentAbsent(false);
    // Only a new opening (or a new selection) starts over; `items` is a fresh array each render.
  }, [open, itemsKey]);

  const copyCount = Number(copies);
  const isCopiesValid = Number.isInteger(copyCount) && copyCount >= 1 && copyCount <= LABELS_NOW_COPIES_MAX;
  const canRun = chosen.length > 0 && stores.length > 0 && isCopiesValid;

  const read = async () => {
    const answer = await getLabelsNow({ variantIds: chosen.map((item) => item.variantId), stores, copies: copyCount });
    setResult(answer);
    return answer;
  };

  const print = useAction({
    mutationFn: async () => {
      const answer = await read();
      const client = createBrowserPrintClient(config.data?.browserPrintUrl ?? DEFAULT_AGENT);
      const printer = await client.getDefaultPrinter();
      await client.write(printer, answer.zpl);
      return { count: answer.labelCount, printer: printer.name };
    },
    onSuccess: ({ count, printer }) => {
      setIsAgentAbsent(false);
      toast({ title: 'Labels Sent', description: `${count} label${count === 1 ? '' : 's'} sent to ${printer}` });
    },
    onError: (error) => {
      if (error instanceof BrowserPrintError) {
        if (AGENT_ABSENT.has(error.kind)) setIsAgentAbsent(true);
        toast({ title: error.title, description: error.message, variant: 'destructive' });
      } else toast({ title: 'Labels not printed', description: getErrorMessage(error), variant: 'destructive' });
    },
  });

  const zpl = useAction({
    mutationFn: async () => {
      const answer = await read();
      saveFile(new Blob([answer.zpl], { type: 'text/plain' }), `labels-${fileStamp()}.zpl`);
      return answer.labelCount;
    },
    onError: (error) =>
      toast({ title: 'Download failed', description: getErrorMessage(error), variant: 'destructive' }),
  });

  const pdf = useAction({
    mutationFn: async () => {
      const answer = await read();
      const printable = answer.labels.filter(isPrintable);
      const { labelsToPdf } = await import('../../../../shared/labels/label-pdf');
      const bytes = await labelsToPdf(expandLabels(printable, stores, copyCount), {
        title: 'Shelf labels',
        loadUnicodeFont: loadLabelFont,
      });
      saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `labels-${fileStamp()}.pdf`);
    },
    onError: (error) =>
      toast({ title: 'Download failed', description: getErrorMessage(error), variant: 'destructive' }),
  });

  const lookUp = useAction({
    mutationFn: (term: string) => findProductByCode(term),
    onSuccess: ({ product }, term) => {
      // The variant the code names; a code that only found the product (a name) adds each variant.
      const key = codeKey(term);
      const exact = product.variants.filter(
        (variant) => codeKey(variant.sku ?? '') === key || codeKey(variant.barcode ?? '') === key,
      );
      const added = (exact.length ? exact : product.variants).map((variant) => ({
        variantId: variant.id,
        name: `${product.title}${variant.sku ? ` · ${variant.sku}` : ''}`,
      }));
      setChosen((current) => [
        ...current,
        ...added.filter((item) => !current.some((known) => known.variantId === item.variantId)),
      ]);
      setCode('');
      setResult(null);
    },
    onError: (error) =>
      toast({
        title: getErrorStatus(error) === 404 ? M.notFound : 'Search failed',
        description: getErrorStatus(error) === 404 ? undefined : getErrorMessage(error),
        variant: 'destructive',
      }),
  });

  const isBusy = print.isPending || zpl.isPending || pdf.isPending;
  const labels = result?.labels ?? [];
  const toggleStore = (name: string, isOn: boolean) =>
    setStores((current) =>
      STORES.map((store) => store.name).filter((store) => (store === name ? isOn : current.includes(store))),
    );

  return (
    <Dialog open={open} onOpenChange={(next) => (isBusy && !next ? null : onOpenChange(next))}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Print Labels Now</DialogTitle>
          <DialogDescription>Labels with today&apos;s price, printed or downloaded now.</DialogDescription>
        </DialogHeader>
        <div className="grid max-h-[65dvh] gap-4 overflow-y-auto pr-1">
          {allowScan ? (
            <form
              className="grid gap-2"
              role="search"
              aria-label="Add a product by SKU or barcode"
              onSubmit={(event) => {
                event.preventDefault();
                const term = cleanCodeTerm(code);
                if (term) lookUp.mutate(term);
              }}
            >
              <Label htmlFor="print-now-code">SKU or barcode</Label>
              <div className="flex gap-2">
                <Input
                  id="print-now-code"
                  placeholder="Type or scan a SKU or barcode"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                />
                <Button type="submit" variant="outline" disabled={lookUp.isPending || !code.trim()}>
                  {lookUp.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
                  Add
                </Button>
              </div>
            </form>
          ) : null}
          {chosen.length > 0 ? (
            <ul className="grid gap-1" aria-label="Products to label">
              {chosen.map((item) => (
                <li
                  key={item.variantId}
                  className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5"
                >
                  <span className="min-w-0 text-sm wrap-anywhere">{item.name}</span>
                  {allowScan ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${item.name}`}
                      onClick={() => {
                        setChosen((current) => current.filter((known) => known.variantId !== item.variantId));
                        setResult(null);
                      }}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <ScanBarcode className="size-4" aria-hidden="true" />
              {M.noVariants}: scan or type its SKU or barcode.
            </p>
          )}
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Stores</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {STORES.map((store) => (
                <label key={store.code} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={stores.includes(store.name)}
                    onChange={(event) => toggleStore(store.name, event.target.checked)}
                  />
                  {store.name}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid max-w-40 gap-1">
            <Label htmlFor="print-now-copies">Copies per store</Label>
            <Input
              id="print-now-copies"
              type="number"
              min={1}
              max={LABELS_NOW_COPIES_MAX}
              inputMode="numeric"
              value={copies}
              onChange={(event) => setCopies(event.target.value)}
              aria-invalid={!isCopiesValid || undefined}
            />
          </div>
          {isAgentAbsent ? (
            <div role="alert" className="grid gap-1 rounded-md border border-amber-600 px-3 py-2 text-sm">
              <p className="font-medium">{M.noPrinter}</p>
              <p>{M.noPrinterHint}</p>
            </div>
          ) : null}
          {labels.length > 0 ? (
            <div className="grid gap-3 rounded-md bg-muted p-3 sm:grid-cols-2" aria-label="Label preview">
              {labels.map((label) =>
                isPrintable(label) ? (
                  <LabelPreview key={label.variantId} label={label as PrintableLabel} />
                ) : (
                  <MissingLabel key={label.variantId} label={label} />
                ),
              )}
            </div>
          ) : null}
        </div>
        <DialogFooter className="flex-wrap gap-2">
          <Button variant="outline" onClick={() => zpl.mutate()} disabled={!canRun || isBusy}>
            {zpl.isPending ? <Spinner /> : <FileCode2 aria-hidden="true" />}
            Download ZPL
          </Button>
          <Button variant="outline" onClick={() => pdf.mutate()} disabled={!canRun || isBusy}>
            {pdf.isPending ? <Spinner /> : <FileDown aria-hidden="true" />}
            Download PDF
          </Button>
          <Button onClick={() => print.mutate()} disabled={!canRun || isBusy}>
            {print.isPending ? <Spinner /> : <Printer aria-hidden="true" />}
            Print
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
