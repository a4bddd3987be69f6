import { describe, expect, it } from 'vitest';
import {
  generateTemporaryPassword,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '#server/features/auth/passwords';

describe('password hashing', () => {
  it('stores scrypt with its parameters, a random salt, and never the password', async () => {
    const [first, second] = await Promise.all([hashPassword('tasting-notes-42'), hashPassword('tasting-notes-42')]);
    const [scheme, n, r, p, salt, key] = first.split('$');
    expect(scheme).toBe('scrypt');
    // ~95 ms on the reference machine (ADR 003); the floor is what keeps it above 50 ms.
    expect(Number(n)).toBeGreaterThanOrEqual(2 ** 15);
    expect(Number(r)).toBeGreaterThanOrEqual(8);
    expect(Number(p)).toBeGreaterThanOrEqual(1);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(first).not.toContain('tasting');
    expect(second).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('tasting-notes-42');
    expect(await verifyPassword('tasting-notes-42', stored)).toBe(true);
    expect(await verifyPassword('tasting-notes-43', stored)).toBe(false);
    expect(await verifyPassword('Tasting-notes-42', stored)).toBe(false);
  });

  it('treats canonically equal Unicode spellings as the same password', async () => {
    const stored = await hashPassword('Ch\u00e2teau-Margaux');
    expect(await verifyPassword('Cha\u0302teau-Margaux', stored)).toBe(true);
  });

  it.each(['', 'plain-text', 'bcrypt$1$2$3$4$5', 'scrypt$32768$8$1$c2FsdA=='])(
    'refuses a malformed stored hash %j',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );
});

describe('common passwords', () => {
  it.each(['password', 'PASSWORD', ' 12345678 ', 'missioncontrol', 'letmein123'])('knows %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['correct-horse-battery', 'Pinot-Noir-2019!'])('lets %j through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe('temporary passwords', () => {
  it('are 16 URL-safe characters and never repeat', () => {
    const seen = new Set(Array.from({ length: 200 }, generateTemporaryPassword));
    expect(seen.size).toBe(200);
    for (const password of seen) expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
