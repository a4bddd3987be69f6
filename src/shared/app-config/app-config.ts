import { z } from 'zod';

/** External link targets, configured on the server; an unset link is null and is not shown (spec 01 §1). */
const ExternalLinksSchema = z
  .object({
    website: z.string().nullable(),
    shopifyAdmin: z.string().nullable(),
    timeClock: z.string().nullable(),
    payroll: z.string().nullable(),
  })
  .strict();
export type ExternalLinks = z.infer<typeof ExternalLinksSchema>;

/** GET /api/app-config: run-time settings the client needs. */
export const AppConfigSchema = z.object({ links: ExternalLinksSchema, browserPrintUrl: z.string() }).strict();
export type AppConfig = z.infer<typeof AppConfigSchema>;
