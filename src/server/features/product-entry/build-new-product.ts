import type { ProductForm } from '#shared/product-entry/product-form-schema';
import { buildTags } from '#shared/product-entry/tags';
import { buildTitle } from '#shared/product-entry/title';
import { buildSingleUnitVariant } from '#shared/product-entry/variants';
import type { NewProductInput, NewVariantInput, VariantMetafields } from '#server/platform/store-platform/port';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** User text is plain (DESIGN §4): escaped, paragraphs on blank lines, single newlines kept. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** Metafields both variants share: what the bottle is, and the critic's word on it. */
function sharedMetafields(form: ProductForm): VariantMetafields {
  const fields = form.typeSpecificFields;
  const review = form.criticReview;
  return {
    ...(fields.vintage ? { vintage: fields.vintage } : {}),
    country_of_origin: fields.countryOfOrigin,
    ...(review
      ? {
          reviewer_name: review.reviewerName,
          reviewer_score: String(review.score),
          ...(review.reviewText ? { reviewer_text: review.reviewText } : {}),
        }
      : {}),
  };
}

/** The pack's option value, and a different one for the single unit (Shopify needs them distinct). */
function optionValues(form: ProductForm): { main: string | null; single: string } {
  const main = form.option1Value || (form.createVariant ? `${form.packSize} Pack` : null);
  const size = form.typeSpecificFields.size;
  const single = size ? `1 x ${size}` : 'Single';
  return { main, single: single.toLowerCase() === main?.toLowerCase() ? 'Single Unit' : single };
}

/**
 * The product as the platform should create it (ADR 008): with createVariant the main variant is
 * the pack (pack price, pack cost, the barcode, the opening stock) and the single unit gets
 * SKU-1, price ÷ pack size and the unit cost; without it, one variant at the unit cost.
 */
export function buildNewProductInput(form: ProductForm): NewProductInput {
  const options = optionValues(form);
  const shared = sharedMetafields(form);
  const quantity = form.quantity ?? 0;
  const main: NewVariantInput = {
    option1: options.main,
    price: form.price,
    cost: form.createVariant ? (form.packCost ?? null) : form.cost,
    sku: form.sku,
    barcode: form.barcode,
    metafields: {
      ...shared,
      pack_size: String(form.packSize),
      ...(form.parValue != null ? { par_value: String(form.parValue) } : {}),
    },
    ...(quantity > 0 ? { stock: { locationId: form.locationId, quantity } } : {}),
  };
  const variants = [main];
  if (form.createVariant) {
    const single = buildSingleUnitVariant(form.sku, form.price, form.packSize);
    variants.push({
      option1: options.single,
      price: single.price ?? 0,
      cost: form.cost,
      sku: single.sku,
      barcode: null,
      metafields: { ...shared, pack_size: '1' },
    });
  }
  const productMetafields: Record<string, string> = {
    ...(form.producerDescription ? { producer_description: form.producerDescription } : {}),
    ...(form.distributor ? { distributor: form.distributor } : {}),
    ...(form.typeSpecificFields.alcohol ? { alcohol: form.typeSpecificFields.alcohol } : {}),
  };
  return {
    title: buildTitle(form),
    vendor: form.producer,
    productType: form.type,
    descriptionHtml: plainTextToHtml(form.description),
    status: form.published ? 'ACTIVE' : 'DRAFT',
    tags: buildTags(form),
    option1Name: form.option1Name,
    metafields: productMetafields,
    images: form.images,
    variants,
  };
}
