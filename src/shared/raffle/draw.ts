import type { CustomerTickets } from './tickets';

/** How many of the highest spenders win outright when TOP 50 auto-win is on (spec 03 §9). */
export const TOP_AUTO_WINNERS = 50;

/** A source of uniformly random unsigned 32-bit integers; the server's is a seeded CSPRNG stream. */
export type Uint32Source = () => number;

export interface Winner {
  customerKey: string;
  /** `WIN1`, `WIN2`, … in the order they won. */
  label: string;
  position: number;
  /** Won as one of the TOP 50 spenders rather than by the draw. */
  isAutoWin: boolean;
}

const TWO_POW_32 = 0x1_0000_0000;
const TWO_POW_53 = 2 ** 53;

/** A uniform integer in [0, n) from 53 random bits, rejecting the biased top slice. */
export function uniformBelow(n: number, next: Uint32Source): number {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`uniformBelow: bad bound ${n}`);
  const limit = Math.floor(TWO_POW_53 / n) * n;
  for (;;) {
    const value = (next() & 0x1f_ffff) * TWO_POW_32 + (next() >>> 0);
    if (value < limit) return value % n;
  }
}

const byKey = (a: CustomerTickets, b: CustomerTickets) =>
  a.customerKey < b.customerKey ? -1 : a.customerKey > b.customerKey ? 1 : 0;

/** The highest spenders first; equal spend in customer-key order, so the list never depends on input order. */
const bySpendDescending = (a: CustomerTickets, b: CustomerTickets) => b.totalCents - a.totalCents || byKey(a, b);

/**
 * Draws `numWinners` winners: each ticket is one chance and a customer wins at most once (a
 * winner's tickets leave the drum). With `top50AutoWin` and 50 or more winners asked for, the 50
 * highest spenders win first (WIN1–WIN50, by spend) and the rest are drawn. Stops early when no
 * entrant is left. The result depends only on the entrants (in any order), the options and the
 * random source, so replaying the recorded seed reproduces it.
 */
export function drawWinners(
  entrants: readonly CustomerTickets[],
  options: { numWinners: number; top50AutoWin: boolean },
  next: Uint32Source,
): Winner[] {
  const drum = entrants.filter((entrant) => entrant.tickets > 0).sort(byKey);
  const winners: Winner[] = [];
  const add = (customerKey: string, isAutoWin: boolean) =>
    winners.push({ customerKey, label: `WIN${winners.length + 1}`, position: winners.length + 1, isAutoWin });

  if (options.top50AutoWin && options.numWinners >= TOP_AUTO_WINNERS) {
    const top = new Set(
      [...drum]
        .sort(bySpendDescending)
        .slice(0, TOP_AUTO_WINNERS)
        .map((entrant) => entrant.customerKey),
    );
    for (const entrant of [...drum].sort(bySpendDescending))
      if (top.has(entrant.customerKey)) add(entrant.customerKey, true);
    for (let index = drum.length - 1; index >= 0; index -= 1) {
      if (top.has((drum[index] as CustomerTickets).customerKey)) drum.splice(index, 1);
    }
  }

  let ticketsLeft = drum.reduce((sum, entrant) => sum + entrant.tickets, 0);
  while (winners.length < options.numWinners && drum.length > 0) {
    let ticket = uniformBelow(ticketsLeft, next);
    let index = 0;
    while (ticket >= (drum[index] as CustomerTickets).tickets) {
      ticket -= (drum[index] as CustomerTickets).tickets;
      index += 1;
    }
    const [won] = drum.splice(index, 1) as [CustomerTickets];
    ticketsLeft -= won.tickets;
    add(won.customerKey, false);
  }
  return winners;
}
