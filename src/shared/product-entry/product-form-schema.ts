import { z } from 'zod';
import { moneyAmount } from '../validation/money';
import { int32 } from '../validation/numbers';
import { multiLineText, singleLineText } from '../validation/text';
import { COUNTRIES } from './countries';
import { DISTRIBUTORS } from './distributors';
import { validateImageUrl, MAX_IMAGES } from './image-url';
import { PRODUCT_ENTRY_MESSAGES as M } from './messages';
import { CRITIC_SCORE_MAX, CRITIC_SCORE_MIN, REVIEWERS } from './reviewers';

const includes = (list: readonly string[]) => (value: string) => list.includes(value);
const inputOf = (issue: { input?: unknown }) => issue.input;

/** Optional free text on one line: trimmed, bounded, '' when absent. */
const text = (label: string, max = 255) =>
  singleLineText({ max, label, trim: true, typeError: `${label} must be text` }).default('');

/** Optional text that may run over several lines (descriptions, reviews). */
const longText = (label: string, max: number) =>
  multiLineText({ max, label, trim: true, typeError: `${label} must be text` }).default('');

const requiredText = (label: string, requiredMessage: string, max = 255) =>
  singleLineText({
    max,
    label,
    trim: true,
    typeError: (issue) => (inputOf(issue) == null ? requiredMessage : `${label} must be text`),
  }).min(1, requiredMessage);

/** Dollars as a JSON number; strings such as "12.50" are refused, not coerced (ADR 008). */
const money = (label: string) => moneyAmount({ label });

const wholeNumber = (label: string, min: number, message = `${label} must be a whole number of at least ${min}`) =>
  int32({
    min,
    max: 1_000_000,
    messages: {
      type: `${label} must be a number`,
      int: message,
      min: message,
      max: `${label} must be at most 1000000`,
    },
  });

/** Longest image address accepted: far past any real CDN link, short of abuse. */
const IMAGE_URL_MAX = 2048;

const TypeSpecificFieldsSchema = z.strictObject({
  subtype: text('Subtype'),
  countryOfOrigin: singleLineText({
    max: 255,
    trim: true,
    typeError: (issue) => (inputOf(issue) == null ? M.countryRequired : M.countryUnknown),
  })
    .min(1, { error: M.countryRequired, abort: true })
    .refine(includes(COUNTRIES), M.countryUnknown),
  region: text('Region'),
  varietal: text('Varietal'),
  vintage: text('Vintage', 20),
  alcohol: text('Alcohol', 20),
  attributes: z
    .array(
      singleLineText({ max: 255, label: 'Attributes', trim: true, typeError: 'Attributes must be text' }).min(
        1,
        'Attributes must not be empty',
      ),
    )
    .max(50, 'At most 50 attributes')
    .default([]),
  size: text('Size'),
});

const CriticReviewSchema = z.strictObject({
  reviewerName: z.string({ error: M.reviewerUnknown }).refine(includes(REVIEWERS), M.reviewerUnknown),
  score: wholeNumber('Critic score', CRITIC_SCORE_MIN, M.criticScoreRange).max(CRITIC_SCORE_MAX, M.criticScoreRange),
  reviewText: longText('Review text', 5000),
});

const imageUrl = singleLineText({
  max: IMAGE_URL_MAX,
  label: 'Image URL',
  trim: true,
  typeError: 'Image URL must be text',
}).superRefine((url, ctx) => {
  const check = validateImageUrl(url);
  if (!check.isValid) ctx.addIssue({ code: 'custom', message: check.description });
});

/**
 * The whole product form (spec 02 §3), used by the wizard (react-hook-form) and by
 * POST /api/products. Unknown fields are refused; numbers travel as JSON numbers (ADR 008).
 */
export const ProductFormSchema = z
  .strictObject({
    title: text('Title'),
    producer: requiredText('Producer', M.producerRequired),
    distributor: text('Distributor').refine(
      (value) => value === '' || includes(DISTRIBUTORS)(value),
      M.distributorUnknown,
    ),
    type: requiredText('Type', M.typeRequired),
    price: money('Price'),
    cost: money('Cost'),
    packCost: money('Pack cost').nullish(),
    packSize: wholeNumber('Pack size', 1, M.packSizeInteger).default(1),
    option1Name: singleLineText({ max: 255, label: 'Option name', trim: true, typeError: 'Option name must be text' })
      .min(1, 'Option name is required')
      .default('Size'),
    option1Value: text('Selling size'),
    createVariant: z.boolean({ error: 'createVariant must be true or false' }).default(false),
    quantity: wholeNumber('Quantity', 0).nullish(),
    location: text('Location'),
    locationId: text('Location id'),
    barcode: requiredText('Barcode', M.barcodeRequired, 14).regex(/^\d+$/, M.barcodeDigits),
    sku: requiredText('SKU', M.skuRequired, 64).regex(/^[^\s,]+$/, M.skuFormat),
    parValue: wholeNumber('Par value', 0).nullish(),
    twcpExclusive: z.boolean({ error: 'twcpExclusive must be true or false' }).default(false),
    directImport: z.boolean({ error: 'directImport must be true or false' }).default(false),
    published: z.boolean({ error: 'published must be true or false' }).default(true),
    typeSpecificFields: TypeSpecificFieldsSchema,
    description: longText('Description', 20_000),
    producerDescription: longText('Producer description', 20_000),
    criticReview: CriticReviewSchema.nullish(),
    images: z.array(imageUrl).max(MAX_IMAGES, `At most ${MAX_IMAGES} images`).default([]),
  })
  .superRefine((form, ctx) => {
    if ((form.quantity ?? 0) > 0 && form.locationId === '') {
      ctx.addIssue({ code: 'custom', path: ['locationId'], message: M.locationRequired });
    }
    if (form.createVariant && form.packSize < 2) {
      ctx.addIssue({ code: 'custom', path: ['packSize'], message: M.packSizeForVariant });
    }
    if (form.createVariant && !(form.packCost != null && form.packCost > 0)) {
      ctx.addIssue({ code: 'custom', path: ['packCost'], message: M.packCostForVariant });
    }
  });

/** What the form holds and the client sends (defaults still optional). */
export type ProductFormInput = z.input<typeof ProductFormSchema>;
/** What the server works with after validation. */
export type ProductForm = z.output<typeof ProductFormSchema>;

/** Answer of POST /api/products (spec 02 §3): our product log id and the platform's product GID. */
export const ProductCreatedResponseSchema = z.object({ id: z.number().int(), shopifyProductId: z.string() });
export type ProductCreatedResponse = z.infer<typeof ProductCreatedResponseSchema>;

export { IDEMPOTENCY_KEY_HEADER } from '../http/idempotency';
