import type { StoreCode } from '#shared/stores';
import { apiRequest } from '#client/lib/api-request';

/** PUT /api/schedule/recipients/:store: the store's whole list at once. */
export const saveRecipients = (store: StoreCode, emails: string[]) =>
  apiRequest<{ store: StoreCode; emails: string[] }>('PUT', `/api/schedule/recipients/${store}`, { emails });
