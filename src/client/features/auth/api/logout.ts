import { apiRequest } from '#client/lib/api-request';
import { getErrorStatus } from '#client/lib/error-message';

/** Ends the session; a 401 means the session had already ended, which is what we wanted. */
export async function logout(): Promise<void> {
  try {
    await apiRequest<{ success: boolean }>('POST', '/api/logout');
  } catch (error) {
    if (getErrorStatus(error) !== 401) throw error;
  }
}
