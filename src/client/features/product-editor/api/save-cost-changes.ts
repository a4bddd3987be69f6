import type { CostChangeSaveInput, CostChangeSaveResponse } from '../../../../shared/product-editor/cost-queue';
import { apiRequest } from '../../../lib/api-request';

export const saveCostChanges = (input: CostChangeSaveInput) =>
  apiRequest<CostChangeSaveResponse>('POST', '/api/cost-change-queue/save', input);
