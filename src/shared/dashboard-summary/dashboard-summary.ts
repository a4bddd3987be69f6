import { z } from 'zod';

/** GET /api/dashboard/summary (spec 01 §2.5, §3 "Dashboard summary"). */
export const DashboardSummarySchema = z.object({
  pendingImageReviews: z.number().int().min(0),
  pendingCriticReviews: z.number().int().min(0),
  newCustomers24h: z.number().int().min(0),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

/**
 * GET /api/dashboard/stats: its fields are not shown in the spec (ADR 035). `products` is null when
 * the store platform cannot count its catalogue cheaply; `quizzesTakenThisWeek` null while no
 * quiz area is installed.
 */
export const DashboardStatsSchema = z.object({
  products: z.number().int().min(0).nullable(),
  openLabelQueues: z.number().int().min(0),
  quizzesTakenThisWeek: z.number().int().min(0).nullable(),
  sickDaysToday: z.number().int().min(0),
});

/** Spec 01 §9. */
export const SUMMARY_REFRESH_MS = 60_000;
export const NEW_CUSTOMERS_HIGHLIGHT_ABOVE = 5;
export const PENDING_ALERT_ABOVE = 0;
export const SUMMARY_FAILED_TEXT = 'Unable to load summary';
