import { apiRequest } from '#client/lib/api-request';

/** DELETE /api/exceptions/:id (ADR 069). */
export const removeTimeOff = (id: number) => apiRequest<{ id: number }>('DELETE', `/api/exceptions/${id}`);
