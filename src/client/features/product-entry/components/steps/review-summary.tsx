import type { ProductFormInput } from '#shared/product-entry/product-form-schema';
import { buildTitle } from '#shared/product-entry/title';
import { buildSingleUnitVariant } from '#shared/product-entry/variants';
import { formatMoney } from '#client/features/product-entry/format-money';
import { ReviewSection, type ReviewRow } from './review-section';

interface ReviewSummaryProps {
  values: ProductFormInput;
  labelStores: readonly string[];
  onEdit: (step: number) => void;
}

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');
const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/** Every value entered, grouped by the step it was entered on. */
export function ReviewSummary({ values, labelStores, onEdit }: ReviewSummaryProps) {
  const fields = values.typeSpecificFields;
  const review = values.criticReview;
  const title = buildTitle(values);
  const variant = buildSingleUnitVariant(values.sku, values.price, values.packSize);
  const core: ReviewRow[] = [
    [
      'Title',
      values.title?.trim()
        ? title
        : title && (
            <>
              {title} <span className="font-normal text-muted-foreground">(generated)</span>
            </>
          ),
    ],
    ['Producer', values.producer],
    ['Distributor', values.distributor],
    ['Type', values.type],
    ['Price', values.price == null ? '' : formatMoney(values.price)],
    ['Cost', values.cost == null ? '' : formatMoney(values.cost)],
    ['Pack Cost', values.packCost == null ? '' : formatMoney(values.packCost)],
    ['Pack Size', text(values.packSize)],
    ['Option Name', values.option1Name],
    ['Selling Size', values.option1Value],
    ['Single-unit variant', values.createVariant ? `${variant.sku} at ${formatMoney(variant.price)}` : 'No'],
    ['Quantity', text(values.quantity)],
    ['Location', values.location],
    ['Barcode', values.barcode],
    ['SKU', values.sku],
    ['Par Value', text(values.parValue)],
    ['Published', yesNo(values.published)],
    ['TWCP Exclusive', yesNo(values.twcpExclusive)],
    ['Direct Import', yesNo(values.directImport)],
    ['Label stores', labelStores.join(', ')],
  ];
  const typeSpecific: ReviewRow[] = [
    ['Subtype', fields.subtype],
    ['Country of Origin', fields.countryOfOrigin],
    ['Region', fields.region],
    ['Varietal', fields.varietal],
    ['Vintage', fields.vintage],
    ['Alcohol', fields.alcohol],
    ['Size', fields.size],
    ['Attributes', (fields.attributes ?? []).join(', ')],
  ];
  const description: ReviewRow[] = [
    ['Critic', review?.reviewerName],
    ['Score', text(review?.score)],
  ];
  const images = values.images ?? [];

  return (
    <div className="grid gap-4">
      <ReviewSection title="Core Details" rows={core} onEdit={() => onEdit(1)} />
      <ReviewSection title="Type-Specific" rows={typeSpecific} onEdit={() => onEdit(2)} />
      <ReviewSection title="Description" rows={description} onEdit={() => onEdit(3)}>
        <LongText label="Description" value={values.description} />
        <LongText label="Producer Description" value={values.producerDescription} />
        <LongText label="Review Text" value={review?.reviewText} />
      </ReviewSection>
      <ReviewSection
        title="Images"
        rows={[['Images', images.length === 0 ? '' : `${images.length} (first is main)`]]}
        onEdit={() => onEdit(4)}
      >
        {images.length > 0 ? (
          <ol className="grid gap-1 text-sm">
            {images.map((url, index) => (
              <li key={`${index}-${url}`} className="break-all text-muted-foreground">
                {index + 1}. {url}
              </li>
            ))}
          </ol>
        ) : null}
      </ReviewSection>
    </div>
  );
}

function LongText({ label, value }: { label: string; value: string | undefined }) {
  if (!value?.trim()) return null;
  return (
    <div className="grid min-w-0 gap-1 text-sm">
      <p className="text-muted-foreground">{label}</p>
      <p className="line-clamp-6 whitespace-pre-wrap wrap-anywhere">{value}</p>
    </div>
  );
}
