import type { LabelSessionResponse } from '#shared/labels/label-queue';
import { apiRequest } from '#client/lib/api-request';

export const endLabelSession = () => apiRequest<LabelSessionResponse>('POST', '/api/label-queue/end-session');
