import type { StoreCode } from '#shared/stores';
import { apiRequest } from '#client/lib/api-request';

/** PUT /api/schedule/closed-days: `shifts` answers the server's question about a day that has some. */
export const setClosedDay = (store: StoreCode, date: string, isClosed: boolean, shifts?: 'keep' | 'remove') =>
  apiRequest<{ removedShifts: number }>('PUT', '/api/schedule/closed-days', {
    store,
    date,
    isClosed,
    ...(shifts ? { shifts } : {}),
  });
