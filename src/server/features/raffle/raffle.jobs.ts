import type { SpendSyncResponse } from '#shared/raffle/spend-import';
import type { JobRunner } from '#server/platform/jobs/port';
import type { SpendService } from './spend.service';

export const SPEND_SYNC_JOB = 'raffle.spend-sync';

export interface SpendSyncPayload {
  month: string;
  actor: { id: number; username: string };
}

/**
 * Loading a month of orders reads the store platform page by page, which can take a while on a
 * busy shop: it runs as a job. Safe to repeat, since it replaces the month it loads.
 */
export function defineRaffleJobs(jobs: JobRunner, spend: SpendService) {
  jobs.define<SpendSyncPayload, SpendSyncResponse>(
    SPEND_SYNC_JOB,
    async (payload, ctx) => {
      await ctx.progress(0, 1, `Reading the store platform's orders for ${payload.month}`);
      if (ctx.signal.aborted) throw ctx.signal.reason;
      const result = await spend.syncFromPlatform(payload.month, payload.actor);
      await ctx.progress(1, 1, `${result.orders} order(s) from ${result.customers} customer(s)`);
      return result;
    },
    { maxAttempts: 3, leaseMs: 5 * 60_000 },
  );
}
