import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// N=2^15, r=8, p=1 (ADR 003 gives its cost per hash); the stored string records the parameters
// so they can be raised later without invalidating existing hashes.
const DEFAULT_PARAMS = { N: 32_768, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = DEFAULT_PARAMS;
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEMORY });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against when the username is unknown so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;
export const getDecoyHash = () => (decoyHash ??= hashPassword(randomBytes(18).toString('base64url')));

let commonPasswords: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(password.trim().toLowerCase());
}

/** A one-time password for invites and the first admin: 16 characters, ~95 bits. */
export const generateTemporaryPassword = () => randomBytes(12).toString('base64url');
