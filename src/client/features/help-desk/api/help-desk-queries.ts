import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpDeskCategory, HelpDeskEntry } from '#shared/help-desk/entries';
import { apiRequest } from '#client/lib/api-request';

export const HELP_DESK_KEY = ['/api/helpdesk'] as const;

export const useHelpDeskCategories = () =>
  useQuery(
    queryOptions({
      queryKey: [...HELP_DESK_KEY, 'categories'],
      queryFn: () => apiRequest<HelpDeskCategory[]>('GET', '/api/helpdesk/categories'),
    }),
  );

/** One category's entries; the search runs on the server (case- and accent-insensitive). */
export const useHelpDeskEntries = (category: string, search: string) =>
  useQuery(
    queryOptions({
      queryKey: [...HELP_DESK_KEY, 'entries', category, search],
      queryFn: () => {
        const query = new URLSearchParams({ category });
        if (search) query.set('search', search);
        return apiRequest<HelpDeskEntry[]>('GET', `/api/helpdesk/entries?${query}`);
      },
      placeholderData: (previous) => previous,
      enabled: category.length > 0,
    }),
  );
