import {
  isPrintable,
  LABEL_MESSAGES,
  MISSING_PRODUCT_NOTE,
  type LabelQueue,
  type LabelQueueDetails,
  type QueueLabel,
} from '#shared/labels/label-queue';
import { formatLabelPrice } from '#shared/labels/label-layout';
import { labelsToZpl } from '#shared/labels/label-zpl';
import { recordAudit } from '#server/audit/audit-log';
import { badRequest, notFound } from '#server/http/errors';
import { coalescedRead } from '#server/db/coalesced-read';
import type { Actor, CatalogueLister } from '#server/platform/store-platform/port';
import { toCsv, type ExportColumn } from '#server/exports/csv';
import * as repo from './label-queue.repo';
import { currentLabels } from './current-labels';
import { toLabelQueue, variantIdsBySku, type LabelQueueDeps } from './label-queue.service';

const CSV_COLUMNS = (store: string): ExportColumn<QueueLabel>[] => [
  { header: 'SKU', value: (label) => label.sku },
  { header: 'Title', value: (label) => label.title },
  { header: 'Price', value: (label) => (label.price === null ? '' : formatLabelPrice(label.price)) },
  { header: 'Barcode', value: (label) => label.barcode ?? '' },
  { header: 'Store', value: () => store },
  { header: 'Note', value: (label) => (label.missing ? MISSING_PRODUCT_NOTE : '') },
];

/** The Label Queue screen lists the newest queues; older ones stay in the database. */
const QUEUES_LISTED_MAX = 1000;

/** Listing, details, ZPL, print and download of label queues (spec 03 "Label Queue Management"). */
export function createLabelPrintService(
  deps: LabelQueueDeps & { platform: LabelQueueDeps['platform'] & CatalogueLister },
) {
  async function mustFind(id: number) {
    const row = await repo.findQueue(deps.db, id);
    if (!row) throw notFound(LABEL_MESSAGES.queueNotFound);
    return row;
  }

  /**
   * The queue's labels as the catalogue has them now: one read for the whole queue. Labels whose
   * SKU named no variant when queued (a store platform's search index a moment behind a new
   * product) are looked up by SKU once more, all in one read, and their variants kept when found.
   */
  async function labelsOf(id: number): Promise<QueueLabel[]> {
    const items = await repo.listItems(deps.db, id);
    const unresolved = items.filter((item) => !item.variantId);
    if (unresolved.length > 0) {
      const found = await variantIdsBySku(
        deps.platform,
        unresolved.map((item) => item.sku),
      );
      for (const item of unresolved) {
        const variantId = found.get(item.sku.toLowerCase());
        if (!variantId) continue;
        await repo.setItemVariant(deps.db, item.id, variantId);
        item.variantId = variantId;
      }
    }
    return currentLabels(deps.platform, items);
  }

  /**
   * The queue list as read at a version. Every request asks the version (one row) and reads the
   * list again only when a write anywhere has changed it since: the Label Queue screen and the
   * dashboard ask often, labels change at the pace of people (ADR 057). Requests arriving while
   * the list is being read share that read. The answer is an ordinary one: the route's response
   * schema checks and serialises it (ADR 089).
   */
  let listed: { version: number; queues: Promise<LabelQueue[]> } | null = null;
  /**
   * Requests arriving while the version is being read share the next read, which begins after
   * they asked (db/coalesced-read.ts): one round trip at a time however many screens ask.
   */
  const readVersion = coalescedRead(() => repo.readLabelListVersion(deps.db));

  return {
    async listQueues(): Promise<LabelQueue[]> {
      // The version first: a list read after it is at least that new, so it is never kept too long.
      const version = await readVersion();
      if (listed?.version !== version) {
        const queues = repo
          .listQueuesWithSkus(deps.db, QUEUES_LISTED_MAX)
          .then((rows) => rows.map((row): LabelQueue => toLabelQueue(row.queue, row.skus)));
        listed = { version, queues };
        queues.catch(() => {
          if (listed?.queues === queues) listed = null;
        });
      }
      return listed.queues;
    },

    async details(id: number): Promise<LabelQueueDetails> {
      const row = await mustFind(id);
      const labels = await labelsOf(id);
      return {
        queue: toLabelQueue(
          row,
          labels.map((label) => label.sku),
        ),
        labels,
      };
    },

    async zpl(id: number) {
      await mustFind(id);
      const labels = await labelsOf(id);
      if (labels.length === 0) throw badRequest(LABEL_MESSAGES.queueEmpty, 'queue_empty');
      const printable = labels.filter(isPrintable);
      if (printable.length === 0) throw badRequest(LABEL_MESSAGES.nothingPrintable, 'nothing_printable');
      return { success: true as const, zpl: labelsToZpl(printable), labelCount: printable.length };
    },

    /** Marks a queue printed: after the printer accepted its ZPL, or by Mark Complete (spec 03 §4). */
    async markPrinted(id: number, actor: NonNullable<Actor>) {
      const row = await deps.db.transaction(async (tx) => {
        const before = await repo.findQueue(tx, id, true);
        if (!before) throw notFound(LABEL_MESSAGES.queueNotFound);
        const after = await repo.markPrinted(tx, id, deps.now());
        if (!before.printed) {
          await recordAudit(tx, {
            action: 'labels.queue_printed',
            actor,
            subject: String(id),
            before: { printed: false },
            after: { printed: true },
          });
        }
        return after ?? before;
      });
      const skus = (await repo.listQueueSkus(deps.db, [id])).get(id) ?? [];
      return {
        message: `Label queue ${id} marked as printed`,
        queue: toLabelQueue(row, skus),
      };
    },

    /** The queue as CSV (`label-queue-{id}.csv`); marks it downloaded. */
    async download(id: number, actor: NonNullable<Actor>): Promise<{ fileName: string; csv: Buffer }> {
      const row = await mustFind(id);
      const labels = await labelsOf(id);
      const csv = toCsv(labels, CSV_COLUMNS(row.storeName));
      await deps.db.transaction(async (tx) => {
        await repo.markDownloaded(tx, id, deps.now());
        if (!row.downloaded) {
          await recordAudit(tx, {
            action: 'labels.queue_downloaded',
            actor,
            subject: String(id),
            before: { downloaded: false },
            after: { downloaded: true },
          });
        }
      });
      return { fileName: `label-queue-${id}.csv`, csv };
    },
  };
}
export type LabelPrintService = ReturnType<typeof createLabelPrintService>;
