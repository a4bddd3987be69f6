import type { CreateLabelSessionInput, LabelSessionResponse } from '../../../../shared/labels/label-queue';
import { apiRequest } from '../../../lib/api-request';

export const createLabelSession = (input: CreateLabelSessionInput) =>
  apiRequest<LabelSessionResponse>('POST', '/api/label-queue/create-session', input);
