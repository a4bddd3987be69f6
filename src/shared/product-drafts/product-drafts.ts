import { z } from 'zod';
import { MAX_IMAGES } from '../product-entry/image-url';
import { STORES } from '../stores';
import { MONEY_MAX } from '../validation/money';
import { idParam, int32 } from '../validation/numbers';
import { multiLineText, singleLineText } from '../validation/text';

/** How many drafts one person keeps at once. */
export const PRODUCT_DRAFTS_MAX = 50;
/** Steps of the New Product Entry wizard (spec 02 §2). */
const WIZARD_STEP_COUNT = 5;

export const PRODUCT_DRAFT_MESSAGES = {
  saved: 'Draft saved',
  saveFailed: 'Draft could not be saved',
  deleted: 'Draft deleted',
  deleteFailed: 'Draft could not be deleted',
  notFound: 'Draft not found',
  tooMany: `You have ${PRODUCT_DRAFTS_MAX} drafts; delete one before saving another`,
  productNotFound: 'Product not found',
  untitled: 'Untitled product',
} as const;

const text = (label: string, max = 255) =>
  singleLineText({ max, label, typeError: `${label} must be text` }).optional();
const longText = (label: string, max: number) =>
  multiLineText({ max, label, typeError: `${label} must be text` }).optional();
/** A number box while it is being typed: any amount in range, or empty (null). */
const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(MONEY_MAX, `${label} must be at most ${MONEY_MAX}`)
    .nullable()
    .optional();
const count = (label: string) =>
  int32({ min: 0, max: 1_000_000, messages: { type: `${label} must be a number` } })
    .nullable()
    .optional();
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` }).optional();

/**
 * The wizard's form as it stands, unfinished: the fields of the product form (spec 02 §3), each
 * optional and bounded, none required yet. Create Product applies the full schema.
 */
const ProductDraftFormSchema = z.strictObject({
  title: text('Title'),
  producer: text('Producer'),
  distributor: text('Distributor'),
  type: text('Type'),
  price: amount('Price'),
  cost: amount('Cost'),
  packCost: amount('Pack cost'),
  packSize: count('Pack size'),
  option1Name: text('Option name'),
  option1Value: text('Selling size'),
  createVariant: flag('createVariant'),
  quantity: count('Quantity'),
  location: text('Location'),
  locationId: text('Location id'),
  barcode: text('Barcode', 64),
  sku: text('SKU', 64),
  parValue: count('Par value'),
  twcpExclusive: flag('twcpExclusive'),
  directImport: flag('directImport'),
  published: flag('published'),
  typeSpecificFields: z
    .strictObject({
      subtype: text('Subtype'),
      countryOfOrigin: text('Country of origin'),
      region: text('Region'),
      varietal: text('Varietal'),
      vintage: text('Vintage', 20),
      alcohol: text('Alcohol', 20),
      attributes: z
        .array(singleLineText({ max: 255, label: 'Attributes' }))
        .max(50, 'At most 50 attributes')
        .optional(),
      size: text('Size'),
    })
    .optional(),
  description: longText('Description', 20_000),
  producerDescription: longText('Producer description', 20_000),
  criticReview: z
    .strictObject({
      reviewerName: text('Reviewer'),
      score: count('Critic score'),
      reviewText: longText('Review text', 5000),
    })
    .nullable()
    .optional(),
  images: z
    .array(singleLineText({ max: 2048, label: 'Image URL' }))
    .max(MAX_IMAGES, `At most ${MAX_IMAGES} images`)
    .optional(),
});
export type ProductDraftForm = z.infer<typeof ProductDraftFormSchema>;

const STORE_NAMES = STORES.map((store) => store.name) as [string, ...string[]];

/** POST /api/product-drafts and PUT /api/product-drafts/:id: the form, where the person was, their choices. */
export const ProductDraftInputSchema = z.strictObject({
  form: ProductDraftFormSchema,
  step: int32({ min: 1, max: WIZARD_STEP_COUNT, message: `step must be 1 to ${WIZARD_STEP_COUNT}` }),
  isSkuManual: z.boolean({ error: 'isSkuManual must be true or false' }),
  labelStores: z
    .array(z.enum(STORE_NAMES, { error: 'labelStores must name stores' }))
    .max(STORES.length, 'labelStores must name each store once'),
});
export type ProductDraftInput = z.infer<typeof ProductDraftInputSchema>;

export const ProductDraftIdParamsSchema = z.strictObject({ id: idParam() });

/** GET /api/product-drafts/from-product: the product to copy. */
export const DraftFromProductQuerySchema = z.strictObject({
  productId: z
    .string({ error: 'productId is required' })
    .regex(/^gid:\/\/shopify\/Product\/[1-9]\d{0,18}$/, 'productId must be a product id'),
});

const ProductDraftSummarySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  step: z.number().int(),
  updatedAt: z.string(),
});
export type ProductDraftSummary = z.infer<typeof ProductDraftSummarySchema>;

export const ProductDraftListSchema = z.strictObject({ drafts: z.array(ProductDraftSummarySchema) });
export type ProductDraftList = z.infer<typeof ProductDraftListSchema>;

export const ProductDraftSchema = ProductDraftSummarySchema.extend({ draft: ProductDraftInputSchema });
export type ProductDraft = z.infer<typeof ProductDraftSchema>;

/** A product copied into the wizard: its fields, with SKU and barcode left for the new product. */
export const DraftFromProductSchema = z.strictObject({ sourceTitle: z.string(), draft: ProductDraftInputSchema });
export type DraftFromProduct = z.infer<typeof DraftFromProductSchema>;

/** What the drafts list calls a draft: its title, else its producer, else "Untitled product". */
export function draftName(form: ProductDraftForm): string {
  const name = form.title?.trim() || form.producer?.trim() || PRODUCT_DRAFT_MESSAGES.untitled;
  return name.slice(0, 255);
}
