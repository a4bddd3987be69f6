import { MISSING_PRODUCT_NOTE, isPrintable } from '#shared/labels/label-queue';
import { labelsToZpl } from '#shared/labels/label-zpl';
import { LABELS_NOW_MESSAGES as M, expandLabels, type LabelsNow, type LabelsNowInput } from '#shared/labels/labels-now';
import { unprocessable } from '#server/http/errors';
import type { CatalogueReader } from '#server/platform/store-platform/port';
import { labelTitle } from './current-labels';

/**
 * Labels printed now, without a queue (from the Product Editor, a scan or a selection): each
 * variant read as the catalogue has it at this moment (ADR 066), in one port call.
 */
export function createLabelsNowService(deps: { platform: CatalogueReader }) {
  return {
    async labels(input: LabelsNowInput): Promise<LabelsNow> {
      const found = new Map((await deps.platform.getVariantsByIds(input.variantIds)).map((v) => [v.id, v]));
      const labels = input.variantIds.map((variantId) => {
        const variant = found.get(variantId);
        if (!variant)
          return { variantId, sku: '', title: MISSING_PRODUCT_NOTE, price: null, barcode: null, missing: true };
        return {
          variantId,
          sku: variant.sku ?? '',
          title: labelTitle(variant),
          price: variant.price,
          barcode: variant.barcode,
          missing: false,
        };
      });
      const printable = labels.filter(isPrintable);
      if (printable.length === 0) throw unprocessable(M.nothingPrintable, 'nothing_printable');
      const copies = expandLabels(printable, input.stores, input.copies);
      return { labels, zpl: labelsToZpl(copies), labelCount: copies.length };
    },
  };
}
