import type { QueueLabel } from '#shared/labels/label-queue';
import type { CatalogueReader, VariantSummary } from '#server/platform/store-platform/port';
import type { LabelItemRow } from './label-queue.repo';

/**
 * A label's title is its product's title; when the product has several variants and the title
 * does not already name this one (e.g. "750ml"), the variant's title follows, so two sizes of one
 * wine do not get the same label.
 */
export function labelTitle(variant: VariantSummary): string {
  const title = variant.productTitle.trim();
  const option = variant.variantTitle.trim();
  if (variant.productVariantCount < 2 || !option || option === 'Default Title') return title;
  return title.toLowerCase().includes(option.toLowerCase()) ? title : `${title} ${option}`;
}

/**
 * The queue's labels as the catalogue has them now (ADR 066): every variant read in one call, so
 * a price changed after queuing (in the editor, without a label session) is the price printed.
 * A label whose variant is gone is `missing`, with the SKU and title it was queued with.
 */
export async function currentLabels(platform: CatalogueReader, items: LabelItemRow[]): Promise<QueueLabel[]> {
  const ids = items.flatMap((item) => (item.variantId ? [item.variantId] : []));
  const variants = new Map((await platform.getVariantsByIds(ids)).map((variant) => [variant.id, variant]));
  return items.map((item): QueueLabel => {
    const variant = item.variantId ? variants.get(item.variantId) : undefined;
    if (!variant) return { sku: item.sku, title: item.title, price: null, barcode: null, missing: true };
    return {
      sku: variant.sku || item.sku,
      title: labelTitle(variant),
      price: variant.price,
      barcode: variant.barcode,
      missing: false,
    };
  });
}
