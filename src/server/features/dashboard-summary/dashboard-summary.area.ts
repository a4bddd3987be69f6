import { and, count, eq } from 'drizzle-orm';
import { DashboardStatsSchema, DashboardSummarySchema } from '#shared/dashboard-summary/dashboard-summary';
import { dateInZone, STORE_TIME_ZONE } from '#shared/schedules/dates';
import { defineServerArea, type AreaDeps } from '#server/areas/area';
import { coalescedRead } from '#server/db/coalesced-read';
import { labelQueues, products, sickDayNotices } from '#server/db/schema/index';

const DAY_MS = 24 * 3_600_000;

/**
 * The dashboard's summary strip and stats (spec 01 §2.5, §7). The pending counts and the quiz
 * count come from the review queues' and the quizzes' provided services, needed at start-up.
 */
export function createDashboardSummaryService(deps: Pick<AreaDeps, 'db' | 'now' | 'services' | 'storePlatform'>) {
  const imageReviewQueue = deps.services.need('imageReviewQueue', 'dashboard-summary');
  const criticReviewQueue = deps.services.need('criticReviewQueue', 'dashboard-summary');
  const quizResults = deps.services.need('quizResults', 'dashboard-summary');
  return {
    async summary() {
      const [pendingImageReviews, pendingCriticReviews, newCustomers24h] = await Promise.all([
        imageReviewQueue().countPending(),
        criticReviewQueue().countPending(),
        deps.storePlatform.countCustomersSince(new Date(deps.now().getTime() - DAY_MS)),
      ]);
      return { pendingImageReviews, pendingCriticReviews, newCustomers24h };
    },
    async stats() {
      const today = dateInZone(deps.now(), STORE_TIME_ZONE);
      const [queues] = await deps.db
        .select({ n: count() })
        .from(labelQueues)
        .where(and(eq(labelQueues.printed, false), eq(labelQueues.downloaded, false)));
      const [sick] = await deps.db.select({ n: count() }).from(sickDayNotices).where(eq(sickDayNotices.date, today));
      // The local catalogue is ours to count; the Shopify catalogue has no cheap count (ADR 035).
      const productCount =
        deps.storePlatform.name === 'local' ? ((await deps.db.select({ n: count() }).from(products))[0]?.n ?? 0) : null;
      return {
        products: productCount,
        openLabelQueues: queues?.n ?? 0,
        quizzesTakenThisWeek: await quizResults().countTakenThisWeek(),
        sickDaysToday: sick?.n ?? 0,
      };
    },
  };
}

export const dashboardSummaryArea = defineServerArea({
  name: 'dashboard-summary',
  register(app, deps) {
    const service = createDashboardSummaryService(deps);
    // Every signed-in dashboard asks these at once; callers at the same moment share one read (ADR 057).
    const summary = coalescedRead(service.summary);
    const stats = coalescedRead(service.stats);
    app.get(
      '/api/dashboard/summary',
      { config: { access: 'user' }, schema: { response: { 200: DashboardSummarySchema } } },
      () => summary(),
    );
    app.get(
      '/api/dashboard/stats',
      { config: { access: 'user' }, schema: { response: { 200: DashboardStatsSchema } } },
      () => stats(),
    );
  },
});
