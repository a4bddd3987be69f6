import {
  useMutation,
  type DefaultError,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { createIdempotencyKey } from './idempotency-key';

/** The request of a user action: it sends `idempotencyKey` where its route is idempotent. */
type ActionFn<TData, TVariables> = (variables: TVariables, idempotencyKey: string) => Promise<TData>;

export type UseActionOptions<TData, TError, TVariables, TContext> = Omit<
  UseMutationOptions<TData, TError, TVariables, TContext>,
  'mutationFn'
> & { mutationFn: ActionFn<TData, TVariables> };

/** Two calls are the same action when their variables are the same (a File has no JSON: by name). */
function signatureOf(variables: unknown): string {
  try {
    return (
      JSON.stringify(variables, (_key, value: unknown) =>
        typeof File !== 'undefined' && value instanceof File ? `file:${value.name}:${value.size}` : value,
      ) ?? 'undefined'
    );
  } catch {
    return `unserialisable:${Math.random()}`;
  }
}

/**
 * The one way the client runs a write (ADR 067): `useMutation` with two guarantees.
 * - Each user action gets a fresh Idempotency-Key, handed to `mutationFn`; a retry of the same
 *   action (react-query's `retry`) reuses it, so the server acts once.
 * - While an action runs, the same action again (a double click, Enter twice) does nothing: its
 *   promise never settles, so no second toast or navigation follows. Buttons still show
 *   `isPending` as disabled; this covers the click that lands before the re-render.
 */
export function useAction<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseActionOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const keys = useRef(new Map<unknown, string>());
  const running = useRef(new Set<string>());
  const { mutationFn } = options;
  const mutation = useMutation<TData, TError, TVariables, TContext>({
    ...options,
    mutationFn: (variables) => mutationFn(variables, keys.current.get(variables) ?? createIdempotencyKey()),
  });
  const { mutateAsync: run } = mutation;

  const mutateAsync = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>): Promise<TData> => {
      const signature = signatureOf(variables);
      if (running.current.has(signature)) return new Promise<TData>(() => undefined);
      running.current.add(signature);
      keys.current.set(variables, createIdempotencyKey());
      return run(variables, callbacks).finally(() => {
        running.current.delete(signature);
        keys.current.delete(variables);
      });
    },
    [run],
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) => {
      // Failures reach onError and `error`; the promise itself has nobody to tell.
      mutateAsync(variables, callbacks).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<TData, TError, TVariables, TContext>;
}
