import { z } from 'zod';
import { positiveInt32 } from '../validation/numbers';
import { RAFFLE_MESSAGES } from './messages';
import { monthField } from './month';

/** More winners than this would be a typing slip; the draw stops anyway when entrants run out. */
const MAX_WINNERS = 10_000;
export const DEFAULT_WINNERS = 1;

/**
 * `POST /api/raffle/generate` (spec 03 §3, §5). The number of winners defaults to 1 and TOP 50
 * auto-win to on (spec §9); each raffle option defaults to off, and at least one must be on.
 */
export const RaffleOptionsSchema = z
  .object({
    month: monthField(),
    runLastMonth: z.boolean().default(false),
    runLastThreeMonths: z.boolean().default(false),
    runLastSixMonths: z.boolean().default(false),
    runYearEndRaffle: z.boolean().default(false),
    numWinners: positiveInt32({
      max: MAX_WINNERS,
      messages: { type: RAFFLE_MESSAGES.minWinners, int: RAFFLE_MESSAGES.minWinners, min: RAFFLE_MESSAGES.minWinners },
    }).default(DEFAULT_WINNERS),
    top50AutoWin: z.boolean().default(true),
  })
  .strict()
  .refine(
    (options) =>
      options.runLastMonth || options.runLastThreeMonths || options.runLastSixMonths || options.runYearEndRaffle,
    { error: RAFFLE_MESSAGES.selectOption, path: ['runLastMonth'] },
  );
export type RaffleOptionsInput = z.input<typeof RaffleOptionsSchema>;
export type RaffleOptions = z.output<typeof RaffleOptionsSchema>;

/** One winner of a draw, as the page lists them after it (ADR 069). */
const RaffleWinnerSchema = z.object({
  raffle: z.string(),
  label: z.string(),
  customerName: z.string(),
  email: z.string().nullable(),
  isAutoWin: z.boolean(),
});

export const RaffleResultSchema = z.object({
  recordsCreated: z.number().int(),
  totalTickets: z.number().int(),
  winnersSelected: z.number().int(),
  runId: z.number().int(),
  winners: z.array(RaffleWinnerSchema),
});
export type RaffleResult = z.infer<typeof RaffleResultSchema>;

export const RaffleTestResponseSchema = z.object({ connected: z.boolean(), message: z.string() });
export type RaffleTestResponse = z.infer<typeof RaffleTestResponseSchema>;
