import { drawWinners, type Uint32Source } from '#shared/raffle/draw';
import type { RaffleOptions } from '#shared/raffle/raffle-options';
import { computeTickets, RAFFLE_KIND_ORDER, type MonthlySpend, type RaffleKind } from '#shared/raffle/tickets';
import { seededStream, sha256Hex } from './seeded-stream';

export interface RaffleEntrants {
  raffle: RaffleKind;
  entrants: { customerKey: string; tickets: number; totalCents: number }[];
}
export interface RecordedWinner {
  raffle: RaffleKind;
  label: string;
  customerKey: string;
  isAutoWin: boolean;
}

const OPTION_OF: Record<RaffleKind, keyof RaffleOptions> = {
  lastMonth: 'runLastMonth',
  lastThreeMonths: 'runLastThreeMonths',
  lastSixMonths: 'runLastSixMonths',
  yearEnd: 'runYearEndRaffle',
};

const selectedRaffles = (options: RaffleOptions) => RAFFLE_KIND_ORDER.filter((kind) => options[OPTION_OF[kind]]);

/** Each selected raffle's entrants, in the canonical order the draw and the digest use. */
export const entrantsOf = (spend: readonly MonthlySpend[], options: RaffleOptions): RaffleEntrants[] =>
  selectedRaffles(options).map((raffle) => ({
    raffle,
    entrants: computeTickets(spend, raffle, options.month).map(({ customerKey, tickets, totalCents }) => ({
      customerKey,
      tickets,
      totalCents,
    })),
  }));

/** JSON with object keys sorted: PostgreSQL's jsonb does not keep key order, the digest must not depend on it. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The digest a run records of what it drew from, options included, so a changed input is visible. */
export const digestOf = (options: RaffleOptions, entrants: readonly RaffleEntrants[]) =>
  sha256Hex(canonicalJson({ options, entrants }));

/**
 * The draw of a whole run: one stream from the seed, used by the raffles in the fixed order
 * Last Month, Last Three, Last Six, Year End, each drawing `numWinners` winners of its own
 * (ADR 045). Pure given the seed, so verification calls the same function.
 */
export function drawRun(options: RaffleOptions, entrants: readonly RaffleEntrants[], seed: string): RecordedWinner[] {
  const next: Uint32Source = seededStream(seed);
  return entrants.flatMap(({ raffle, entrants: drum }) =>
    drawWinners(drum, options, next).map((winner) => ({
      raffle,
      label: winner.label,
      customerKey: winner.customerKey,
      isAutoWin: winner.isAutoWin,
    })),
  );
}
