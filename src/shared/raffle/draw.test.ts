import { createHash } from 'node:crypto';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { drawWinners, TOP_AUTO_WINNERS, uniformBelow, type Uint32Source } from './draw';
import type { CustomerTickets } from './tickets';

/** A deterministic stream for tests: SHA-256 of seed and counter. */
function streamOf(seed: string): Uint32Source {
  let counter = 0;
  let buffer = Buffer.alloc(0);
  return () => {
    if (buffer.length < 4) buffer = createHash('sha256').update(`${seed}:${counter++}`).digest();
    const value = buffer.readUInt32BE(0);
    buffer = buffer.subarray(4);
    return value;
  };
}

const entrant = (customerKey: string, tickets: number, totalCents = tickets * 30_000): CustomerTickets => ({
  customerKey,
  tickets,
  totalCents,
});

const entrantsArb = fc.uniqueArray(
  fc.record({
    customerKey: fc.string({ minLength: 1, maxLength: 6 }),
    tickets: fc.integer({ min: 1, max: 40 }),
    totalCents: fc.integer({ min: 30_000, max: 5_000_000 }),
  }),
  { selector: (row) => row.customerKey, maxLength: 120 },
);

describe('the draw', () => {
  test.prop([entrantsArb, fc.integer({ min: 1, max: 150 }), fc.boolean(), fc.string()])(
    'never picks a customer twice, labels WIN1… in order and stops when entrants run out',
    (entrants, numWinners, top50AutoWin, seed) => {
      const winners = drawWinners(entrants, { numWinners, top50AutoWin }, streamOf(seed));
      expect(winners.length).toBe(Math.min(numWinners, entrants.length));
      expect(new Set(winners.map((winner) => winner.customerKey)).size).toBe(winners.length);
      winners.forEach((winner, index) => {
        expect(winner.label).toBe(`WIN${index + 1}`);
        expect(winner.position).toBe(index + 1);
      });
    },
  );

  test.prop([entrantsArb, fc.integer({ min: 1, max: 150 }), fc.boolean(), fc.string()])(
    'replaying the same seed reproduces the winners, whatever order the entrants come in',
    (entrants, numWinners, top50AutoWin, seed) => {
      const first = drawWinners(entrants, { numWinners, top50AutoWin }, streamOf(seed));
      const replay = drawWinners([...entrants].reverse(), { numWinners, top50AutoWin }, streamOf(seed));
      expect(replay).toEqual(first);
    },
  );

  it('TOP 50: with 50 or more winners the 50 highest spenders win first, by spend', () => {
    const entrants = Array.from({ length: 80 }, (_, index) =>
      entrant(`c${String(index).padStart(2, '0')}`, 1, (index + 1) * 30_000),
    );
    const winners = drawWinners(entrants, { numWinners: 55, top50AutoWin: true }, streamOf('x'));
    expect(winners).toHaveLength(55);
    const top = winners.slice(0, TOP_AUTO_WINNERS);
    expect(top.map((winner) => winner.customerKey)).toEqual(
      Array.from({ length: 50 }, (_, index) => `c${String(79 - index).padStart(2, '0')}`),
    );
    expect(top.every((winner) => winner.isAutoWin)).toBe(true);
    const drawn = winners.slice(TOP_AUTO_WINNERS);
    expect(drawn.every((winner) => !winner.isAutoWin && Number(winner.customerKey.slice(1)) < 30)).toBe(true);
  });

  it('TOP 50 does not apply below 50 winners or when switched off', () => {
    const entrants = Array.from({ length: 80 }, (_, index) => entrant(`c${index}`, 1, (index + 1) * 30_000));
    expect(drawWinners(entrants, { numWinners: 49, top50AutoWin: true }, streamOf('y')).some((w) => w.isAutoWin)).toBe(
      false,
    );
    expect(drawWinners(entrants, { numWinners: 60, top50AutoWin: false }, streamOf('y')).some((w) => w.isAutoWin)).toBe(
      false,
    );
  });

  it('gives each ticket one chance', () => {
    const counts = { heavy: 0, light: 0 };
    const next = streamOf('fair');
    for (let round = 0; round < 4000; round += 1) {
      const [winner] = drawWinners(
        [entrant('heavy', 3), entrant('light', 1)],
        { numWinners: 1, top50AutoWin: true },
        next,
      );
      counts[winner?.customerKey as 'heavy' | 'light'] += 1;
    }
    expect(counts.heavy / 4000).toBeGreaterThan(0.72);
    expect(counts.heavy / 4000).toBeLessThan(0.78);
  });

  it('uniformBelow stays in range and refuses a bad bound', () => {
    const next = streamOf('u');
    for (let index = 0; index < 500; index += 1) {
      const value = uniformBelow(7, next);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(7);
    }
    expect(() => uniformBelow(0, next)).toThrow(RangeError);
  });
});
