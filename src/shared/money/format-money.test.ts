import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [56257.41, '$56,257.41'],
    [1234567.5, '$1,234,567.50'],
    [12.5, '$12.50'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [-12.5, '-$12.50'],
    [-1000, '-$1,000.00'],
    [999.999, '$1,000.00'],
  ])('shows %s as %s', (value, shown) => {
    expect(formatMoney(value)).toBe(shown);
  });

  it('keeps up to four decimals when asked, without rounding them away', () => {
    expect(formatMoney(12.3456, { maxFractionDigits: 4 })).toBe('$12.3456');
    expect(formatMoney(12345.6, { maxFractionDigits: 4 })).toBe('$12,345.60');
    expect(formatMoney(-0.00001, { maxFractionDigits: 4 })).toBe('$0.00');
  });

  it('shows a dash, or the given text, for a missing amount', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatMoney(null, { empty: 'any' })).toBe('any');
  });

  it('shows whole cents as dollars', () => {
    expect(formatCents(5625741)).toBe('$56,257.41');
    expect(formatCents(-1250)).toBe('-$12.50');
    expect(formatCents(null)).toBe('—');
  });
});

describe('money on screens', () => {
  it('is formatted by formatMoney alone: no source file builds "$" + toFixed by hand', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(import.meta.dirname, '../..');
    const handMade = /\$\$\{[^}]*toFixed\(|['"`]\$['"`]\s*\+[^;\n]*toFixed\(/;
    const offenders = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      .filter((file) => handMade.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
