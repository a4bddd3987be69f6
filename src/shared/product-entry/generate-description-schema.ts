import { z } from 'zod';
import { singleLineText } from '../validation/text';
import { PRODUCT_ENTRY_MESSAGES } from './messages';

const fieldText = (max = 255) => singleLineText({ max, trim: true });
const optionalText = (max = 255) => fieldText(max).optional();

/** POST /api/products/generate-description (spec 02 §7): the form as filled so far. */
export const GenerateDescriptionInputSchema = z
  .strictObject({
    producer: fieldText().default(''),
    type: fieldText().default(''),
    title: fieldText().default(''),
    typeSpecificFields: z
      .strictObject({
        subtype: optionalText(),
        countryOfOrigin: optionalText(),
        region: optionalText(),
        varietal: optionalText(),
        vintage: optionalText(20),
        alcohol: optionalText(20),
        attributes: z.array(fieldText()).max(50).optional(),
        size: optionalText(),
      })
      .default({}),
  })
  .refine((input) => input.producer !== '' && input.type !== '', PRODUCT_ENTRY_MESSAGES.generateNeedsProducerAndType);
export type GenerateDescriptionInput = z.output<typeof GenerateDescriptionInputSchema>;

export const GeneratedDescriptionSchema = z.object({
  description: z.string(),
  /** 0 to 1. */
  confidence: z.number().min(0).max(1),
});
export type GeneratedDescription = z.infer<typeof GeneratedDescriptionSchema>;
