import type { TimeOff, TimeOffInput } from '#shared/schedules/time-off';
import { apiRequest } from '#client/lib/api-request';

/** PUT /api/exceptions/:id: corrects an entry (ADR 069). */
export const changeTimeOff = (id: number, input: TimeOffInput) =>
  apiRequest<TimeOff>('PUT', `/api/exceptions/${id}`, input);
