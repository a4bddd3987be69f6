import type { EditableShift, ShiftFields } from '#shared/schedules/schedule';
import { apiRequest } from '#client/lib/api-request';

/** PUT /api/schedule/shifts/:id. */
export const changeShift = (id: number, input: ShiftFields) =>
  apiRequest<EditableShift>('PUT', `/api/schedule/shifts/${id}`, input);
