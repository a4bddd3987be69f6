import type { CostChangeFetchResponse } from '#shared/product-editor/cost-queue';
import { apiRequest } from '#client/lib/api-request';

export const fetchCostChanges = (costChangeId: string) =>
  apiRequest<CostChangeFetchResponse>('POST', '/api/cost-change-queue/fetch', { costChangeId });
