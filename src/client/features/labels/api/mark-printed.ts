import type { LabelQueuePrinted } from '#shared/labels/label-queue';
import { apiRequest } from '#client/lib/api-request';

export const markQueuePrinted = (id: number) => apiRequest<LabelQueuePrinted>('POST', `/api/label-queue/${id}/print`);
