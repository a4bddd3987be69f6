import type { GenerateDescriptionInput, GeneratedDescription } from '#shared/product-entry/generate-description-schema';
import { PRODUCT_ENTRY_MESSAGES } from '#shared/product-entry/messages';
import { HttpError } from '#server/http/errors';
import type { DescriptionWriter } from '#server/platform/description-writer/port';
import { createProductOnce } from './create-product';
import type { CreateProductCall, CreateProductDeps, CreateProductOutcome } from './creation-types';

export interface ProductEntryService {
  createProduct(call: CreateProductCall): Promise<CreateProductOutcome>;
  generateDescription(input: GenerateDescriptionInput): Promise<GeneratedDescription>;
}

export function createProductEntryService(
  deps: CreateProductDeps & { writer: DescriptionWriter },
): ProductEntryService {
  return {
    createProduct: (call) => createProductOnce(deps, call),

    async generateDescription(input) {
      try {
        const { description, confidence } = await deps.writer.write(input);
        return { description, confidence: Math.min(1, Math.max(0, confidence)) };
      } catch (error) {
        deps.logError(error, 'description writer failed');
        throw new HttpError(502, PRODUCT_ENTRY_MESSAGES.descriptionUnavailable);
      }
    },
  };
}
