import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOKE_REFETCH_MS, JOKE_STALE_MS, type JokeOfTheDay } from '#shared/jokes/jokes';
import { apiRequest } from '#client/lib/api-request';

/** Spec 01 §7: fresh for 10 minutes, refetched on window focus and every 60 minutes. */
const getJokeOfTheDayQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/jokes/today'],
    queryFn: () => apiRequest<JokeOfTheDay>('GET', '/api/jokes/today'),
    staleTime: JOKE_STALE_MS,
    refetchOnWindowFocus: true,
    refetchInterval: JOKE_REFETCH_MS,
  });

export const useJokeOfTheDay = () => useQuery(getJokeOfTheDayQueryOptions());
