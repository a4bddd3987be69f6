import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { monthWindow } from './month';
import { computeTickets, ticketsFor, type MonthlySpend } from './tickets';

const spend = (customerKey: string, month: string, dollars: number, dblDollars = 0): MonthlySpend => ({
  customerKey,
  month,
  spendCents: Math.round(dollars * 100),
  spendDblCents: Math.round(dblDollars * 100),
});

describe('ticket formulas (spec 03 §9)', () => {
  it('gives a ticket per whole $300 for the monthly raffles and per $600 at year end', () => {
    expect(ticketsFor(29_999, 300)).toBe(0);
    expect(ticketsFor(30_000, 300)).toBe(1);
    expect(ticketsFor(59_999, 300)).toBe(1);
    expect(ticketsFor(60_000, 300)).toBe(2);
    expect(ticketsFor(59_999, 600)).toBe(0);
    expect(ticketsFor(60_000, 600)).toBe(1);
  });

  it('last month counts Month + Month DBL of the chosen month only', () => {
    const rows = [spend('a', '2026-03', 200, 100), spend('b', '2026-03', 299.99), spend('a', '2026-02', 900)];
    expect(computeTickets(rows, 'lastMonth', '2026-03')).toEqual([
      { customerKey: 'a', totalCents: 30_000, tickets: 1 },
    ]);
  });

  it('last three months sums the window before dividing, across a year end', () => {
    const rows = [
      spend('a', '2025-11', 100),
      spend('a', '2025-12', 100),
      spend('a', '2026-01', 99.99, 0.01),
      spend('a', '2025-10', 10_000),
    ];
    expect(computeTickets(rows, 'lastThreeMonths', '2026-01')).toEqual([
      { customerKey: 'a', totalCents: 30_000, tickets: 1 },
    ]);
  });

  it('last six months and year end use their windows and divisors', () => {
    const rows = monthWindow('2026-02', 13).map((month) => spend('a', month, 100));
    expect(computeTickets(rows, 'lastSixMonths', '2026-02')[0]).toEqual({
      customerKey: 'a',
      totalCents: 60_000,
      tickets: 2,
    });
    expect(computeTickets(rows, 'yearEnd', '2026-02')[0]).toEqual({
      customerKey: 'a',
      totalCents: 120_000,
      tickets: 2,
    });
    expect(computeTickets([spend('b', '2026-12', 599.99)], 'yearEnd', '2026-12')).toEqual([]);
    expect(computeTickets([spend('b', '2026-01', 300, 300)], 'yearEnd', '2026-12')[0]?.tickets).toBe(1);
    expect(computeTickets([spend('b', '2025-12', 600)], 'yearEnd', '2026-12')).toEqual([]);
  });

  it('windows end at the chosen month and cross years', () => {
    expect(monthWindow('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(monthWindow('2026-12', 12)[0]).toBe('2026-01');
    expect(monthWindow('2026-01', 6)).toEqual(['2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01']);
  });

  test.prop([
    fc.array(
      fc.record({
        customerKey: fc.constantFrom('a', 'b', 'c'),
        month: fc.constantFrom(...monthWindow('2026-06', 14)),
        spendCents: fc.integer({ min: 0, max: 100_000_000 }),
        spendDblCents: fc.integer({ min: 0, max: 100_000_000 }),
      }),
    ),
    fc.constantFrom('lastMonth', 'lastThreeMonths', 'lastSixMonths', 'yearEnd' as const),
  ])('tickets are floor(window total / divisor) for every customer', (rows, kind) => {
    const months: Record<string, number> = { lastMonth: 1, lastThreeMonths: 3, lastSixMonths: 6, yearEnd: 12 };
    const window = new Set(monthWindow('2026-06', months[kind] as number));
    const divisor = kind === 'yearEnd' ? 60_000 : 30_000;
    const result = computeTickets(rows, kind, '2026-06');
    for (const key of ['a', 'b', 'c']) {
      const total = rows
        .filter((row) => row.customerKey === key && window.has(row.month))
        .reduce((sum, row) => sum + row.spendCents + row.spendDblCents, 0);
      const found = result.find((entry) => entry.customerKey === key);
      expect(found?.tickets ?? 0).toBe(Math.floor(total / divisor));
      if (found) expect(found.totalCents).toBe(total);
    }
  });
});
