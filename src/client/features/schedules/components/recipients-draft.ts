import { z } from 'zod';
import { RecipientsInputSchema } from '#shared/schedules/sick-day';

/** The addresses as typed: separated by commas, semicolons or spaces. */
const splitEmails = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The one text field read into the route's body and checked by its schema; the route's first message
 * shows under the field (an address's own message would otherwise sit at `emails.N`, under no field).
 */
export const RecipientsDraftSchema = z.object({ emails: z.string() }).transform((draft, ctx) => {
  const parsed = RecipientsInputSchema.safeParse({ emails: splitEmails(draft.emails) });
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', path: ['emails'], message: parsed.error.issues[0]?.message ?? 'Invalid email' });
  return z.NEVER;
});
export type RecipientsDraft = z.input<typeof RecipientsDraftSchema>;
