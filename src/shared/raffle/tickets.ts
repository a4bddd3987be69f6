import { monthWindow } from './month';

/**
 * The four raffles (spec 03 §9): how many months each counts, ending at the chosen month, and how
 * many dollars earn one ticket. Year End counts the twelve months ending at the chosen month
 * (ADR 046), so run for December it is the calendar year.
 */
export const RAFFLE_KINDS = {
  lastMonth: { months: 1, dollarsPerTicket: 300, label: 'Last Month' },
  lastThreeMonths: { months: 3, dollarsPerTicket: 300, label: 'Last Three Months' },
  lastSixMonths: { months: 6, dollarsPerTicket: 300, label: 'Last Six Months' },
  yearEnd: { months: 12, dollarsPerTicket: 600, label: 'Year End' },
} as const;
export type RaffleKind = keyof typeof RAFFLE_KINDS;
export const RAFFLE_KIND_ORDER: readonly RaffleKind[] = ['lastMonth', 'lastThreeMonths', 'lastSixMonths', 'yearEnd'];

/** One customer's spend in one month, in whole cents: all of it, and the part earned on double-ticket days. */
export interface MonthlySpend {
  customerKey: string;
  month: string;
  spendCents: number;
  spendDblCents: number;
}

export interface CustomerTickets {
  customerKey: string;
  /** Sum of Month + Month DBL over the raffle's window, in cents. */
  totalCents: number;
  tickets: number;
}

/**
 * floor(total / dollarsPerTicket), on whole cents so 299.99 never rounds up to a ticket.
 * `totalCents` is Month + Month DBL: double-ticket spend counts twice.
 */
export const ticketsFor = (totalCents: number, dollarsPerTicket: number) =>
  Math.floor(totalCents / (dollarsPerTicket * 100));

/** The months a raffle of `kind` run for `month` counts. */
const raffleWindow = (kind: RaffleKind, month: string) => monthWindow(month, RAFFLE_KINDS[kind].months);

/**
 * Tickets per customer for one raffle: the sum of Month + Month DBL over the window, then the
 * spec's formula. Customers with no ticket are left out; the order is by customer key, so the
 * same spend always yields the same list (the draw depends on it).
 */
export function computeTickets(spend: readonly MonthlySpend[], kind: RaffleKind, month: string): CustomerTickets[] {
  const window = new Set(raffleWindow(kind, month));
  const totals = new Map<string, number>();
  for (const row of spend) {
    if (!window.has(row.month)) continue;
    totals.set(row.customerKey, (totals.get(row.customerKey) ?? 0) + row.spendCents + row.spendDblCents);
  }
  const result: CustomerTickets[] = [];
  for (const [customerKey, totalCents] of totals) {
    const tickets = ticketsFor(totalCents, RAFFLE_KINDS[kind].dollarsPerTicket);
    if (tickets > 0) result.push({ customerKey, totalCents, tickets });
  }
  return result.sort((a, b) => (a.customerKey < b.customerKey ? -1 : a.customerKey > b.customerKey ? 1 : 0));
}
