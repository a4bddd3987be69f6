import { z } from 'zod';
import { ClassifyResponseSchema } from './classifier';
import { ReconciliationResponseSchema } from './credit-reconciliation';

/**
 * The `result` of a bookkeeping job (`GET /api/jobs/:id`), for a run that answered 202: the
 * route's answer, or why the files were refused.
 */
const outcomeOf = <T extends z.ZodType>(response: T) =>
  z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), response }).strict(),
    z.object({ ok: z.literal(false), message: z.string() }).strict(),
  ]);

export const ClassifyOutcomeSchema = outcomeOf(ClassifyResponseSchema);
export const ReconciliationOutcomeSchema = outcomeOf(ReconciliationResponseSchema);
