import type { ProductDraftForm, ProductDraftInput } from '#shared/product-drafts/product-drafts';
import { MAX_IMAGES } from '#shared/product-entry/image-url';
import type { CatalogueProduct, CatalogueVariant } from '#server/platform/store-platform/port';

// C0 and C1 controls, DEL, line separators and lone surrogates: what the draft's text fields refuse.
const LINE_UNSAFE =
  // eslint-disable-next-line no-control-regex -- these controls are what is removed
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const TEXT_UNSAFE =
  // eslint-disable-next-line no-control-regex -- these controls are what is removed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Catalogue text as a draft field holds it: one line, within `max` characters. */
const line = (value: string | null | undefined, max = 255) =>
  (value ?? '').replace(LINE_UNSAFE, ' ').trim().slice(0, max).trim();
const paragraphs = (value: string, max: number) => value.replace(TEXT_UNSAFE, ' ').trim().slice(0, max);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The product's description as the plain text the wizard takes (the reverse of plainTextToHtml). */
function htmlToPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}

const wholeNumber = (value: string | undefined) => {
  const number = value === undefined ? NaN : Number(value);
  return Number.isInteger(number) && number >= 0 && number <= 1_000_000 ? number : null;
};

/** The pack and its single unit, as New Product Entry creates them with createVariant. */
function packAndUnit(variants: readonly CatalogueVariant[]) {
  const [main, second] = variants;
  const packSize = wholeNumber(main?.metafields.pack_size);
  const isPack = variants.length === 2 && packSize !== null && packSize > 1 && second?.metafields.pack_size === '1';
  return { main, unit: isPack ? second : undefined, packSize };
}

/**
 * A product's fields as a new draft of the wizard (Duplicate): everything the wizard can take
 * back from the catalogue, with SKU, barcode and opening stock left empty for the new product.
 */
export function draftFromProduct(product: CatalogueProduct): ProductDraftInput {
  const { main, unit, packSize } = packAndUnit(product.variants);
  const metafields = main?.metafields ?? {};
  const reviewer = line(metafields.reviewer_name);
  const option = main?.option1 && main.option1 !== 'Default Title' ? main.option1 : '';
  const form: ProductDraftForm = {
    title: line(product.title),
    producer: line(product.vendor),
    distributor: line(product.metafields.distributor),
    type: line(product.productType),
    price: main ? main.price : null,
    cost: unit ? unit.cost : (main?.cost ?? null),
    packCost: unit ? (main?.cost ?? null) : null,
    packSize: packSize ?? 1,
    option1Name: 'Size',
    option1Value: line(option),
    createVariant: unit !== undefined,
    quantity: null,
    location: '',
    locationId: '',
    barcode: '',
    sku: '',
    parValue: wholeNumber(metafields.par_value),
    twcpExclusive: product.tags.includes('TWCP Exclusive'),
    directImport: product.tags.includes('Direct Import'),
    published: product.status === 'ACTIVE',
    typeSpecificFields: {
      subtype: '',
      countryOfOrigin: line(metafields.country_of_origin),
      region: '',
      varietal: '',
      vintage: line(metafields.vintage, 20),
      alcohol: line(product.metafields.alcohol, 20),
      attributes: [],
      size: '',
    },
    description: paragraphs(htmlToPlainText(product.descriptionHtml), 20_000),
    producerDescription: paragraphs(product.metafields.producer_description ?? '', 20_000),
    criticReview: reviewer
      ? {
          reviewerName: reviewer,
          score: wholeNumber(metafields.reviewer_score),
          reviewText: paragraphs(metafields.reviewer_text ?? '', 5000),
        }
      : { reviewerName: '', score: null, reviewText: '' },
    images: product.images
      .map((image) => image.src)
      .filter((src) => src.length <= 2048 && src.search(LINE_UNSAFE) === -1)
      .slice(0, MAX_IMAGES),
  };
  return { form, step: 1, isSkuManual: false, labelStores: [] };
}
