import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Joke, JokeInput, JokeList } from '#shared/jokes/jokes';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

export const JOKES_KEY = ['/api/jokes'] as const;

export const useJokeList = () =>
  useQuery(queryOptions({ queryKey: JOKES_KEY, queryFn: () => apiRequest<JokeList>('GET', '/api/jokes') }));

export const addJoke = (input: JokeInput, idempotencyKey?: string) =>
  apiRequest<Joke>('POST', '/api/jokes', input, idempotencyKey ? idempotencyHeaders(idempotencyKey) : {});

export const setJokeRetired = (id: number, isRetired: boolean) =>
  apiRequest<Joke>('POST', `/api/jokes/${id}/${isRetired ? 'retire' : 'restore'}`);
