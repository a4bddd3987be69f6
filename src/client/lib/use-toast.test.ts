import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY, dismissToast, toast, useToast } from './use-toast';

vi.mock('react', () => ({ useSyncExternalStore: (_subscribe: unknown, getSnapshot: () => unknown) => getSnapshot() }));

const current = () => useToast().toasts;

describe('toast store (spec 01 §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('shows at most one toast: a newer one replaces the visible one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(current()).toHaveLength(1);
    expect(current()[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('removes a dismissed toast after 5000 ms', () => {
    const shown = toast({ title: 'Saved' });
    shown.dismiss();
    expect(current()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(current()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(current()).toHaveLength(0);
  });
});
