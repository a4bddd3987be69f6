import type { LabelQueueZpl } from '../../../../shared/labels/label-queue';
import { apiRequest } from '../../../lib/api-request';

export const getQueueZpl = (id: number) => apiRequest<LabelQueueZpl>('GET', `/api/label-queue/${id}/zpl`);
