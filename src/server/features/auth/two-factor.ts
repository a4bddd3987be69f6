import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '#shared/auth/two-factor';

const ISSUER = 'Mission Control';
const PERIOD_SECONDS = 30;
/** Codes from one step before or after are accepted: phones and servers drift. */
const WINDOW_STEPS = 1;
// Recovery codes avoid letters that read alike (0/o, 1/l/i).
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps read it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** `otpauth://totp/…`: what the QR code holds, for any authenticator app. */
export const otpauthUrl = (secret: string, username: string) => totpOf(secret, username).toString();

/** The time step the code belongs to, or null when it matches none within the window. */
export function matchTotp(secret: string, code: string, at: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an authenticator shows at `at` (tests and the set-up check use it). */
export const totpAt = (secret: string, at: Date) => totpOf(secret).generate({ timestamp: at.getTime() });

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** `abcde-fghij`: 50 bits each, shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes are high-entropy, so a fast hash is enough; case and the dash do not matter. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/-/g, '')).digest('hex');
