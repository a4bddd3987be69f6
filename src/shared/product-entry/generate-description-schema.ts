import { z } from 'zod';
import { PRODUCT_ENTRY_MESSAGES } from './messages';

const optionalText = (max = 255) => z.string().trim().max(max).optional();

/** POST /api/products/generate-description (spec 02 §7): the form as filled so far. */
export const GenerateDescriptionInputSchema = z
  .strictObject({
    producer: z.string().trim().max(255).default(''),
    type: z.string().trim().max(255).default(''),
    title: z.string().trim().max(255).default(''),
    typeSpecificFields: z
      .strictObject({
        subtype: optionalText(),
        countryOfOrigin: optionalText(),
        region: optionalText(),
        varietal: optionalText(),
        vintage: optionalText(20),
        alcohol: optionalText(20),
        attributes: z.array(z.string().trim().max(255)).max(50).optional(),
        size: optionalText(),
      })
      .default({}),
  })
  .refine((input) => input.producer !== '' && input.type !== '', PRODUCT_ENTRY_MESSAGES.generateNeedsProducerAndType);
export type GenerateDescriptionInput = z.output<typeof GenerateDescriptionInputSchema>;

export interface GeneratedDescription {
  description: string;
  /** 0 to 1. */
  confidence: number;
}
