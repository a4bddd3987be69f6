import QRCode from 'qrcode';
import type { PublicUser } from '#shared/auth/schemas';
import {
  TWO_FACTOR_MESSAGES,
  type DisableTwoFactorInput,
  type EnableTwoFactorInput,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '#shared/auth/two-factor';
import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import { badRequest, conflict, forbidden, notFound } from '#server/http/errors';
import * as repo from './auth.repo';
import type { AuthService } from './auth.service';
import { verifyPassword } from './passwords';
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, otpauthUrl } from './two-factor';
import { verifySecondFactor } from './verify-second-factor';

interface TwoFactorDeps {
  db: Db;
  now: () => Date;
  requireAdminTwoFactor: boolean;
  /** The auth service's throttled check of a password or code (ADR 068). */
  checkSecret: AuthService['checkSecret'];
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/** `/api/user/2fa/*` (ADR 022): any user may turn TOTP on; REQUIRE_ADMIN_2FA makes it mandatory for admins. */
export function createTwoFactorService({ db, now, requireAdminTwoFactor, checkSecret }: TwoFactorDeps) {
  const isRequiredFor = (user: Pick<PublicUser, 'role'>) => requireAdminTwoFactor && user.role === 'admin';

  async function findUser(actor: PublicUser) {
    const user = await repo.findUserById(db, actor.id);
    if (!user) throw notFound('User not found');
    return user;
  }

  return {
    async status(actor: PublicUser): Promise<TwoFactorStatus> {
      const user = await findUser(actor);
      return {
        enabled: user.totpEnabledAt !== null,
        required: isRequiredFor(user),
        recoveryCodesLeft: user.totpEnabledAt ? await repo.countUnusedRecoveryCodes(db, user.id) : 0,
      };
    },

    /** A new secret, kept pending until a code from it is confirmed; a second set-up replaces it. */
    async setup(actor: PublicUser): Promise<TwoFactorSetup> {
      const user = await findUser(actor);
      if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
      const secret = newTotpSecret();
      await repo.updateTwoFactor(db, user.id, { totpPendingSecret: secret });
      const url = otpauthUrl(secret, user.username);
      return { otpauthUrl: url, qrCodeDataUrl: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
    },

    async enable(
      actor: PublicUser,
      input: EnableTwoFactorInput,
      ip: string,
      sessionId: string,
    ): Promise<RecoveryCodes> {
      const user = await findUser(actor);
      if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
      const pendingSecret = user.totpPendingSecret;
      if (!pendingSecret) throw conflict(TWO_FACTOR_MESSAGES.setupNotStarted);
      const at = now();
      let step: number | null = null;
      await checkSecret(
        { user, sessionId, ip, what: '2fa_enable' },
        () => Promise.resolve((step = matchTotp(pendingSecret, input.code, at)) !== null),
        () => badRequest(`code: ${TWO_FACTOR_MESSAGES.codeInvalid}`),
      );
      const recoveryCodes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await repo.updateTwoFactor(tx, user.id, {
          totpSecret: user.totpPendingSecret,
          totpPendingSecret: null,
          totpEnabledAt: at,
          totpLastStep: step,
        });
        await repo.replaceRecoveryCodes(tx, user.id, recoveryCodes.map(hashRecoveryCode));
        await recordAudit(tx, { action: 'user.2fa_enable', actor, subject: `user:${user.id}`, ip, at });
      });
      return { recoveryCodes };
    },

    async disable(
      actor: PublicUser,
      input: DisableTwoFactorInput,
      ip: string,
      sessionId: string,
    ): Promise<TwoFactorStatus> {
      const user = await findUser(actor);
      if (!user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
      if (isRequiredFor(user)) throw forbidden(TWO_FACTOR_MESSAGES.adminMustKeep);
      const at = now();
      // One check of both: a right password never clears the run of wrong codes.
      let wrongField: 'password' | 'code' = 'password';
      await checkSecret(
        { user, sessionId, ip, what: '2fa_disable' },
        async () => {
          if (!(await verifyPassword(input.password, user.passwordHash))) return false;
          wrongField = 'code';
          return verifySecondFactor(db, user, input.code, at);
        },
        () =>
          wrongField === 'password'
            ? badRequest(`password: ${TWO_FACTOR_MESSAGES.passwordWrong}`)
            : badRequest(`code: ${TWO_FACTOR_MESSAGES.codeInvalid}`),
      );
      await db.transaction(async (tx) => {
        await repo.updateTwoFactor(tx, user.id, {
          totpSecret: null,
          totpPendingSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
        });
        await repo.replaceRecoveryCodes(tx, user.id, []);
        await recordAudit(tx, { action: 'user.2fa_disable', actor, subject: `user:${user.id}`, ip, at });
      });
      return { enabled: false, required: false, recoveryCodesLeft: 0 };
    },
  };
}
