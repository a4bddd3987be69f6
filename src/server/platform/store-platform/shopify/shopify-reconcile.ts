import { AmbiguousOutcomeError } from './shopify-graphql-client';

const MAX_ROUNDS = 3;

/**
 * For writes that must not be applied twice: send once (no blind resend after a timeout, dropped
 * connection or 5xx), and when the outcome is unknown look at Shopify's state first. `reconcile`
 * returns the result when the write turns out to have been applied, or null to send again.
 */
export async function sendThenReconcile<T>(send: () => Promise<T>, reconcile: () => Promise<T | null>): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof AmbiguousOutcomeError) || round >= MAX_ROUNDS) throw error;
      const applied = await reconcile();
      if (applied !== null) return applied;
    }
  }
}
