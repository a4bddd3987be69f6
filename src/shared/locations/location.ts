import { z } from 'zod';

/** GET /api/locations (spec 02 §3, spec 03 §3). */
export const LocationSummarySchema = z.object({ id: z.string(), name: z.string() });
export type LocationSummary = z.infer<typeof LocationSummarySchema>;
