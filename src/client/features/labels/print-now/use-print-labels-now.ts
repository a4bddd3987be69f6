import { useEffect, useState } from 'react';
import { isPrintable } from '#shared/labels/label-queue';
import { LABELS_NOW_COPIES_MAX, expandLabels, type LabelsNow } from '#shared/labels/labels-now';
import { STORES } from '#shared/stores';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { useAppConfig } from '#client/lib/api/get-app-config';
import { getLabelsNow } from '../api/labels-now';
import { BrowserPrintError, createBrowserPrintClient } from '../lib/browser-print';
import { loadLabelFont } from '../lib/label-font';
import { saveFile } from '#client/lib/api/save-file';

const DEFAULT_AGENT = 'http://127.0.0.1:9100';
/** The agent did not answer at all: offer the files instead. */
const AGENT_ABSENT = new Set(['not_available', 'connection_error', 'no_printer']);

/** A variant to print, and how the dialog names it. */
export interface PrintNowItem {
  variantId: string;
  name: string;
}

const fileStamp = () => new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');

/**
 * The dialog's state: what to print, for which stores, how many copies, and its three outputs
 * (print, ZPL, PDF). Every output reads the labels again, so they carry the price of the moment.
 */
export function usePrintLabelsNow(open: boolean, items: readonly PrintNowItem[]) {
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
      const { labelsToPdf } = await import('#shared/labels/label-pdf');
      const bytes = await labelsToPdf(expandLabels(printable, stores, copyCount), {
        title: 'Shelf labels',
        loadUnicodeFont: loadLabelFont,
      });
      saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `labels-${fileStamp()}.pdf`);
    },
    onError: (error) =>
      toast({ title: 'Download failed', description: getErrorMessage(error), variant: 'destructive' }),
  });
  const isBusy = print.isPending || zpl.isPending || pdf.isPending;
  const labels = result?.labels ?? [];
  const toggleStore = (name: string, isOn: boolean) =>
    setStores((current) =>
      STORES.map((store) => store.name).filter((store) => (store === name ? isOn : current.includes(store))),
    );

  return {
    chosen,
    setChosen,
    stores,
    copies,
    setCopies,
    code,
    setCode,
    setResult,
    isAgentAbsent,
    isCopiesValid,
    canRun,
    print,
    zpl,
    pdf,
    isBusy,
    labels,
    toggleStore,
  };
}
