import { describe, expect, it, vi } from 'vitest';

// The hook's logic without a renderer: refs are plain boxes, callbacks are themselves, and
// react-query's mutation runs `mutationFn` as many times as `retries` asks (its retry).
vi.mock('react', () => ({
  useRef: <T>(value: T) => ({ current: value }),
  useCallback: <T>(callback: T) => callback,
}));
let retries = 0;
vi.mock('@tanstack/react-query', () => ({
  useMutation: (options: { mutationFn: (variables: unknown) => Promise<unknown> }) => ({
    isPending: false,
    mutateAsync: async (variables: unknown) => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await options.mutationFn(variables);
        } catch (error) {
          if (attempt >= retries) throw error;
        }
      }
    },
  }),
}));

const { useAction } = await import('./use-action');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('useAction (ADR 067)', () => {
  it('hands each action a fresh Idempotency-Key', async () => {
    const keys: string[] = [];
    const action = useAction({ mutationFn: async (_: { id: number }, key) => keys.push(key) });
    await action.mutateAsync({ id: 1 });
    await action.mutateAsync({ id: 1 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('does nothing for the same action while it runs (a double click), and runs a different one', async () => {
    let finish: () => void = () => undefined;
    const calls: number[] = [];
    const action = useAction({
      mutationFn: (variables: { id: number }) => {
        calls.push(variables.id);
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    const first = action.mutateAsync({ id: 1 });
    let isSecondSettled = false;
    void action.mutateAsync({ id: 1 }).finally(() => (isSecondSettled = true));
    action.mutate({ id: 1 });
    expect(calls).toEqual([1]);
    finish();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The ignored click gets no answer of its own: no second toast, no second navigation.
    expect(isSecondSettled).toBe(false);
    void action.mutateAsync({ id: 1 });
    expect(calls).toEqual([1, 1]);
    void action.mutateAsync({ id: 2 });
    expect(calls).toEqual([1, 1, 2]);
  });

  it('reuses the key when the same action is retried', async () => {
    retries = 1;
    const keys: string[] = [];
    const action = useAction({
      mutationFn: async (_: void, key) => {
        keys.push(key);
        if (keys.length === 1) throw new Error('network');
      },
    });
    await action.mutateAsync();
    retries = 0;
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('lets the action run again after a failure, with a new key', async () => {
    const keys: string[] = [];
    const action = useAction({
      mutationFn: async (_: void, key) => {
        keys.push(key);
        throw new Error('refused');
      },
    });
    await expect(action.mutateAsync()).rejects.toThrow('refused');
    await expect(action.mutateAsync()).rejects.toThrow('refused');
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
