import { AUTH_MESSAGES, type LoginInput } from '#shared/auth/schemas';
import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import { HttpError } from '#server/http/errors';
import * as repo from './auth.repo';
import type { AuthSessions, RequestMeta } from './auth-sessions';
import { getDecoyHash, verifyPassword } from './passwords';
import { verifySecondFactor } from './verify-second-factor';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one username from one address before that address is refused for it (ADR 049). */
const LOGIN_MAX_FAILURES = 10;
/** Failures from one address, whatever the usernames, before the address is refused (ADR 049). */
const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
/**
 * Failures of one username from all addresses after which every attempt for it is slowed down, never
 * refused: the first delay, doubled with each further failure up to the cap (ADR 049).
 */
const LOGIN_SLOWDOWN_AFTER = 10;
const LOGIN_SLOWDOWN_FIRST_MS = 250;
export const LOGIN_SLOWDOWN_MAX_MS = 4000;
/** Wrong passwords or codes in a row after which a signed-in session ends (ADR 068). */
const SESSION_MAX_WRONG_ANSWERS = 10;
/** One counter per account however the name is typed (" Admin" and "admin" share it). */
const loginSubject = (username: string) => `username:${username.trim().toLowerCase()}`;

/** How long an attempt for a username waits, given its failures from every address in the window. */
export function loginSlowdownMs(failuresForUsername: number) {
  const excess = failuresForUsername - LOGIN_SLOWDOWN_AFTER;
  if (excess <= 0) return 0;
  return Math.min(LOGIN_SLOWDOWN_MAX_MS, LOGIN_SLOWDOWN_FIRST_MS * 2 ** Math.min(excess - 1, 16));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Signing in, and every other check of a password or code, under one throttle (ADR 049, ADR 068). */
export function createAuthSignIn(db: Db, sessions: AuthSessions, now: () => Date) {
  /** Seconds until one more attempt fits under the limit for every dimension that is over it. */
  async function secondsUntilAllowed(over: Array<{ by: repo.FailureKey; limit: number }>, at: Date, since: Date) {
    let latest = at.getTime() + 1000;
    for (const { by, limit } of over) {
      // The attempt is allowed once only limit - 1 failures remain in the window,
      // i.e. when the limit-th most recent one leaves it.
      const expiring = await repo.nthRecentFailureAt(db, by, limit, since);
      if (expiring) latest = Math.max(latest, expiring.getTime() + LOGIN_WINDOW_MS);
    }
    return Math.max(1, Math.ceil((latest - at.getTime()) / 1000));
  }

  /**
   * The throttle of sign-in (ADR 049) before a check of a password or code: the attempt is written
   * first and counted for the account and for the address; 429 with `Retry-After` when over.
   * Answers the attempt's id, to settle once the outcome is known.
   */
  async function throttled(subject: string, ip: string, message: string, actor?: { id: number; username: string }) {
    const at = now();
    const since = new Date(at.getTime() - LOGIN_WINDOW_MS);
    const attemptId = await recordAudit(db, {
      action: repo.LOGIN_ATTEMPT,
      subject,
      ip,
      at,
      ...(actor ? { actor } : {}),
    });
    const failures = await repo.countRecentFailures(db, subject, ip, since);
    const over = [
      ...(failures.byPair > LOGIN_MAX_FAILURES ? [{ by: { subject, ip }, limit: LOGIN_MAX_FAILURES }] : []),
      ...(failures.byIp > LOGIN_MAX_FAILURES_PER_ADDRESS
        ? [{ by: { ip }, limit: LOGIN_MAX_FAILURES_PER_ADDRESS }]
        : []),
    ];
    if (over.length > 0) {
      await repo.settleLoginAttempt(db, attemptId, { action: 'auth.login_throttled' });
      const retryAfter = await secondsUntilAllowed(over, at, since);
      throw new HttpError(429, message, { 'retry-after': String(retryAfter) });
    }
    // This attempt is counted too: the first delay comes with the first failure over the threshold.
    const delayMs = loginSlowdownMs(failures.byUser);
    if (delayMs > 0) await sleep(delayMs);
    return { attemptId, at };
  }

  /**
   * Every check of a password or code by a signed-in user (changing the password, turning two-factor
   * sign-in on or off) goes through here: throttled like sign-in, for the account and the address
   * (wrong answers count with failed sign-ins), and after SESSION_MAX_WRONG_ANSWERS wrong answers in a
   * row the session ends, so a stolen session cannot guess on (ADR 068). `verify` answers whether the
   * secret was right; `wrong` is the error for a wrong one.
   */
  async function checkSecret(
    who: { user: { id: number; username: string }; sessionId: string; ip: string; what: string },
    verify: (at: Date) => Promise<boolean>,
    wrong: () => Error,
  ): Promise<void> {
    const { attemptId, at } = await throttled(
      loginSubject(who.user.username),
      who.ip,
      AUTH_MESSAGES.tooManyWrongAnswers,
      who.user,
    );
    if (await verify(at)) {
      await repo.settleLoginAttempt(db, attemptId, { action: `auth.check_passed:${who.what}` });
      await repo.clearWrongAnswers(db, who.sessionId);
      return;
    }
    await repo.settleLoginAttempt(db, attemptId, { action: repo.CHECK_FAILED });
    const inARow = await repo.addWrongAnswer(db, who.sessionId);
    if (inARow >= SESSION_MAX_WRONG_ANSWERS) {
      await repo.deleteSession(db, who.sessionId);
      await recordAudit(db, {
        action: 'auth.session_ended_wrong_answers',
        actor: who.user,
        subject: `user:${who.user.id}`,
        ip: who.ip,
        at,
      });
      throw new HttpError(401, AUTH_MESSAGES.signedOutAfterWrongAnswers, {}, 'signed_out_wrong_answers');
    }
    throw wrong();
  }

  return {
    checkSecret,

    /**
     * The attempt is written before it is counted and before the password is checked, so that
     * parallel requests cannot all slip under the limit while each other's scrypt is running.
     * Only the failing address is refused (per address, and per username from that address); a
     * username's failures from everywhere only slow its attempts down, so nobody elsewhere can lock
     * a colleague out (ADR 049). The counts include this attempt, hence `>`.
     */
    async login(input: LoginInput, meta: RequestMeta) {
      const { attemptId, at } = await throttled(loginSubject(input.username), meta.ip, AUTH_MESSAGES.tooManyAttempts);
      const user = await repo.findUserByUsername(db, input.username.trim());
      const isValid = await verifyPassword(input.password, user?.passwordHash ?? (await getDecoyHash()));
      if (!user || !isValid) {
        await repo.settleLoginAttempt(db, attemptId, { action: repo.LOGIN_FAILED });
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials, {}, 'invalid_credentials');
      }
      // An invite's temporary password works for a limited time (ADR 031).
      if (user.passwordExpiresAt && user.passwordExpiresAt.getTime() <= at.getTime()) {
        await repo.settleLoginAttempt(db, attemptId, { action: 'auth.login_expired', subject: `user:${user.id}` });
        throw new HttpError(401, AUTH_MESSAGES.inviteExpired, {}, 'invite_expired');
      }
      if (user.totpSecret && user.totpEnabledAt) {
        // The password was right: asking for the code is not a failure, a wrong code is.
        if (!input.code) {
          await repo.settleLoginAttempt(db, attemptId, { action: 'auth.login_code_asked' });
          throw new HttpError(401, AUTH_MESSAGES.twoFactorRequired, {}, 'two_factor_required');
        }
        if (!(await verifySecondFactor(db, user, input.code, at))) {
          await repo.settleLoginAttempt(db, attemptId, { action: repo.LOGIN_FAILED });
          throw new HttpError(401, AUTH_MESSAGES.twoFactorInvalid, {}, 'two_factor_invalid');
        }
      }
      const token = await sessions.start(user, meta);
      await repo.settleLoginAttempt(db, attemptId, { action: 'auth.login', actor: user, subject: `user:${user.id}` });
      return { token, ...sessions.publicUser(user) };
    },
  };
}

export type AuthSignIn = ReturnType<typeof createAuthSignIn>;
