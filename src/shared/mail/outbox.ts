import { z } from 'zod';

const MAIL_STATUSES = ['stored', 'queued', 'sent', 'failed'] as const;
const OUTBOX_LIMIT_MAX = 200;

/** `GET /api/admin/outbox?limit=`: the newest messages first; limit 1–200, 50 when absent. */
export const OutboxQuerySchema = z
  .object({
    limit: z
      .string()
      .regex(/^\d{1,3}$/, 'limit must be a whole number')
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, 'limit must be at least 1')
          .max(OUTBOX_LIMIT_MAX, `limit must be at most ${OUTBOX_LIMIT_MAX}`),
      )
      .optional(),
  })
  .strict();

const OutboxMessageSchema = z
  .object({
    id: z.uuid(),
    from: z.string(),
    to: z.array(z.string()),
    subject: z.string(),
    text: z.string(),
    /** `stored`: no SMTP server is configured, the outbox is where it stays; `queued` → `sent` | `failed` otherwise. */
    status: z.enum(MAIL_STATUSES),
    transport: z.enum(['outbox', 'smtp']),
    attempts: z.number().int().min(0),
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
  })
  .strict();
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxListSchema = z.object({ messages: z.array(OutboxMessageSchema) }).strict();
export type OutboxList = z.infer<typeof OutboxListSchema>;
