import { describe, expect, it } from 'vitest';
import { coalescedRead } from './coalesced-read';

/** A read whose answers the test releases one at a time. */
function controlledRead() {
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      started += 1;
      pending.push({ resolve, reject });
    });
  return { read, started: () => started, pending };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedRead', () => {
  it('reads once for a caller alone, and again for the next caller', async () => {
    const source = controlledRead();
    const get = coalescedRead(source.read);
    const first = get();
    source.pending[0]?.resolve(1);
    expect(await first).toBe(1);
    const second = get();
    expect(source.started()).toBe(2);
    source.pending[1]?.resolve(2);
    expect(await second).toBe(2);
  });

  it('answers callers arriving during a read with one read started after it, never the older answer', async () => {
    const source = controlledRead();
    const get = coalescedRead(source.read);
    const first = get();
    const late = Array.from({ length: 50 }, () => get());
    expect(source.started()).toBe(1);
    source.pending[0]?.resolve(1);
    expect(await first).toBe(1);
    await tick();
    expect(source.started()).toBe(2);
    source.pending[1]?.resolve(2);
    expect(await Promise.all(late)).toEqual(Array.from({ length: 50 }, () => 2));
  });

  it('fails only the callers that shared a failed read', async () => {
    const source = controlledRead();
    const get = coalescedRead(source.read);
    const first = get();
    const late = get();
    source.pending[0]?.reject(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await tick();
    source.pending[1]?.resolve(3);
    expect(await late).toBe(3);
    const after = get();
    source.pending[2]?.resolve(4);
    expect(await after).toBe(4);
  });
});
