import type { LabelQueueZpl } from '#shared/labels/label-queue';
import { apiRequest } from '#client/lib/api-request';

export const getQueueZpl = (id: number) => apiRequest<LabelQueueZpl>('GET', `/api/label-queue/${id}/zpl`);
