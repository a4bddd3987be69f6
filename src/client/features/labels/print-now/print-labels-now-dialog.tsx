import { FileCode2, FileDown, Printer } from 'lucide-react';
import type { PrintableLabel } from '#shared/labels/label-queue';
import { isPrintable } from '#shared/labels/label-queue';
import { LABELS_NOW_COPIES_MAX, LABELS_NOW_MESSAGES as M } from '#shared/labels/labels-now';
import { STORES } from '#shared/stores';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { LabelPreview, MissingLabel } from '../components/label-preview';
import { ChosenList } from './chosen-list';
import { ScanCodeForm } from './scan-code-form';
import { usePrintLabelsNow, type PrintNowItem } from './use-print-labels-now';

interface PrintLabelsNowDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What to print; with `allowScan` more can be added by SKU or barcode. */
  items?: readonly PrintNowItem[];
  allowScan?: boolean;
}

/**
 * Print labels now (no queue): choose stores and copies, then print on the Zebra through its
 * Browser Print agent, or download ZPL or PDF — also what it offers when no agent answers.
 * Every action reads the labels again, so they carry the catalogue's price of the moment.
 */
export function PrintLabelsNowDialog({ open, onOpenChange, items = [], allowScan = false }: PrintLabelsNowDialogProps) {
  const labelsNow = usePrintLabelsNow(open, items);
  const { chosen, setChosen, stores, copies, setCopies, setResult, isCopiesValid, canRun, isBusy, labels } = labelsNow;
  const { print, zpl, pdf, isAgentAbsent, toggleStore } = labelsNow;

  return (
    <Dialog open={open} onOpenChange={(next) => (isBusy && !next ? null : onOpenChange(next))}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Print Labels Now</DialogTitle>
          <DialogDescription>Labels with today&apos;s price, printed or downloaded now.</DialogDescription>
        </DialogHeader>
        <div className="grid max-h-[65dvh] gap-4 overflow-y-auto pr-1">
          {allowScan ? (
            <ScanCodeForm
              code={labelsNow.code}
              setCode={labelsNow.setCode}
              onAdded={(added) => {
                setChosen((current) => [
                  ...current,
                  ...added.filter((item) => !current.some((known) => known.variantId === item.variantId)),
                ]);
                setResult(null);
              }}
            />
          ) : null}
          <ChosenList
            chosen={chosen}
            allowScan={allowScan}
            onRemove={(variantId) => {
              setChosen((current) => current.filter((known) => known.variantId !== variantId));
              setResult(null);
            }}
          />
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
