import { useQuery } from '@tanstack/react-query';
import type { Recipients } from '#shared/schedules/sick-day';
import { apiRequest } from '#client/lib/api-request';

export const RECIPIENTS_KEY = ['/api/schedule/recipients'] as const;

/** GET /api/schedule/recipients: who receives each store's sick-day notices (admins). */
export const useRecipients = () =>
  useQuery({ queryKey: RECIPIENTS_KEY, queryFn: () => apiRequest<Recipients>('GET', '/api/schedule/recipients') });
