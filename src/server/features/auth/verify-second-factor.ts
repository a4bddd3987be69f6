import type { Queryable } from '#server/db/client';
import * as repo from './auth.repo';
import { hashRecoveryCode, isTotpCode, matchTotp } from './two-factor';

/**
 * A code from the user's authenticator (each time step accepted once, so a code seen over a
 * shoulder cannot be replayed) or one of their unused recovery codes (used up by this call).
 */
export async function verifySecondFactor(db: Queryable, user: repo.UserRow, code: string, at: Date) {
  if (!user.totpSecret) return false;
  if (isTotpCode(code)) {
    const step = matchTotp(user.totpSecret, code, at);
    return step !== null && (await repo.claimTotpStep(db, user.id, step));
  }
  return repo.useRecoveryCode(db, user.id, hashRecoveryCode(code), at);
}
