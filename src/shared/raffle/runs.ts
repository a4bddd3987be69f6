import { z } from 'zod';
import { idParam } from '../validation/numbers';

export const RaffleRunParamsSchema = z.object({ id: idParam() }).strict();

/** `GET /api/raffle/runs/:id/verification`: the recorded draw replayed from its seed and inputs. */
export const RaffleVerificationSchema = z.object({
  runId: z.number().int(),
  seed: z.string(),
  inputDigest: z.string(),
  isInputIntact: z.boolean(),
  isReproduced: z.boolean(),
  recordedWinners: z.array(z.object({ raffle: z.string(), label: z.string(), customerKey: z.string() })),
  replayedWinners: z.array(z.object({ raffle: z.string(), label: z.string(), customerKey: z.string() })),
});
export type RaffleVerification = z.infer<typeof RaffleVerificationSchema>;
