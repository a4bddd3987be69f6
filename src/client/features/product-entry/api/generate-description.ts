import { useAction } from '#client/lib/use-action';
import type { GenerateDescriptionInput, GeneratedDescription } from '#shared/product-entry/generate-description-schema';
import { apiRequest } from '#client/lib/api-request';

const generateDescription = (input: GenerateDescriptionInput) =>
  apiRequest<GeneratedDescription>('POST', '/api/products/generate-description', input);

export const useGenerateDescription = () => useAction({ mutationFn: generateDescription });
