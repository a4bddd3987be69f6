import { RAFFLE_MESSAGES } from '#shared/raffle/messages';
import { monthWindow } from '#shared/raffle/month';
import type { RaffleOptions, RaffleResult, RaffleTestResponse } from '#shared/raffle/raffle-options';
import type { RaffleVerification } from '#shared/raffle/runs';
import type { AreaDeps } from '#server/areas/area';
import { recordAudit } from '#server/audit/audit-log';
import { notFound, unprocessable } from '#server/http/errors';
import { digestOf, drawRun, entrantsOf, type RaffleEntrants, type RecordedWinner } from './raffle-draw';
import * as repo from './raffle.repo';
import { newSeed } from './seeded-stream';

type Deps = Pick<AreaDeps, 'db' | 'now' | 'storePlatform'>;
type Actor = { id: number; username: string };

const key = (raffle: string, customerKey: string) => `${raffle}|${customerKey}`;

/** Ticket generation, the draw and its verification (spec 03 §3, §7, §9; ADR 045). */
export function createRaffleService(deps: Deps) {
  const { db } = deps;

  async function testConnection(): Promise<RaffleTestResponse> {
    try {
      const months = await repo.summariseSpendMonths(db);
      const latest = months[0];
      return {
        connected: true,
        message: latest
          ? `Customer spend on file for ${months.length} month(s), latest ${latest.month} (${latest.customers} customers). Store platform: ${deps.storePlatform.name}.`
          : `No customer spend on file yet. Store platform: ${deps.storePlatform.name}.`,
      };
    } catch {
      return { connected: false, message: 'The raffle database is not answering' };
    }
  }

  async function generate(options: RaffleOptions, actor: Actor): Promise<RaffleResult> {
    return db.transaction(async (tx) => {
      await repo.lockFor(tx, 'raffle.tickets');
      const spend = await repo.listSpend(tx, monthWindow(options.month, 12));
      const relevant = spend.filter((row) => row.spendCents + row.spendDblCents > 0);
      if (relevant.length === 0) throw unprocessable(RAFFLE_MESSAGES.noSpend, 'no_spend');
      const entrants = entrantsOf(spend, options);
      const seed = newSeed();
      const winners = drawRun(options, entrants, seed);
      const names = new Map(spend.map((row) => [row.customerKey, row]));
      const won = new Map(winners.map((winner) => [key(winner.raffle, winner.customerKey), winner]));
      const at = deps.now();
      const totalTickets = entrants.reduce(
        (sum, raffle) => sum + raffle.entrants.reduce((inner, entrant) => inner + entrant.tickets, 0),
        0,
      );
      const recordsCreated = entrants.reduce((sum, raffle) => sum + raffle.entrants.length, 0);
      const runId = await repo.insertRun(tx, {
        createdAt: at,
        createdById: actor.id,
        createdBy: actor.username,
        options,
        seed,
        inputDigest: digestOf(options, entrants),
        entrants,
        winners,
        recordsCreated,
        totalTickets,
        winnersSelected: winners.length,
      });
      await repo.replaceTickets(
        tx,
        entrants.flatMap(({ raffle, entrants: list }) =>
          list.map((entrant) => {
            const winner = won.get(key(raffle, entrant.customerKey));
            const customer = names.get(entrant.customerKey);
            return {
              runId,
              raffle,
              customerKey: entrant.customerKey,
              customerName: customer?.customerName ?? entrant.customerKey,
              email: customer?.email ?? null,
              totalCents: entrant.totalCents,
              tickets: entrant.tickets,
              winner: winner?.label ?? null,
              winnerPosition: winner ? Number(winner.label.slice(3)) : null,
              isAutoWin: winner?.isAutoWin ?? false,
            };
          }),
        ),
      );
      const result = { recordsCreated, totalTickets, winnersSelected: winners.length, runId };
      await recordAudit(tx, {
        action: 'raffle.generate',
        actor,
        subject: `raffle-run:${runId}`,
        after: { options, ...result },
        at,
      });
      return {
        ...result,
        winners: winners.map((winner) => {
          const customer = names.get(winner.customerKey);
          return {
            raffle: winner.raffle,
            label: winner.label,
            customerName: customer?.customerName ?? winner.customerKey,
            email: customer?.email ?? null,
            isAutoWin: winner.isAutoWin,
          };
        }),
      };
    });
  }

  /** Replays a recorded run from its seed and recorded entrants, and checks the entrants against their digest. */
  async function verify(runId: number): Promise<RaffleVerification> {
    const run = await repo.getRun(db, runId);
    if (!run) throw notFound('Raffle run not found');
    const options = run.options as RaffleOptions;
    const entrants = run.entrants as RaffleEntrants[];
    const recorded = run.winners as RecordedWinner[];
    const replayed = drawRun(options, entrants, run.seed);
    const strip = (list: RecordedWinner[]) =>
      list.map(({ raffle, label, customerKey }) => ({ raffle, label, customerKey }));
    return {
      runId,
      seed: run.seed,
      inputDigest: run.inputDigest,
      isInputIntact: digestOf(options, entrants) === run.inputDigest,
      isReproduced: JSON.stringify(strip(replayed)) === JSON.stringify(strip(recorded)),
      recordedWinners: strip(recorded),
      replayedWinners: strip(replayed),
    };
  }

  return { testConnection, generate, verify };
}
export type RaffleService = ReturnType<typeof createRaffleService>;
