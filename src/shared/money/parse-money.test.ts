import { describe, expect, it } from 'vitest';
import { parseMoneyText } from './parse-money';

describe('parseMoneyText', () => {
  it.each([
    ['5,000', 5000],
    ['$5,000.00', 5000],
    [' 12.5 ', 12.5],
    ['1,234,567.89', 1234567.89],
    ['.5', 0.5],
    ['-3', -3],
    ['0', 0],
  ])('reads %j as %s', (text, value) => {
    expect(parseMoneyText(text)).toBe(value);
  });

  it('answers null for nothing typed and NaN for what is not an amount', () => {
    expect(parseMoneyText('   ')).toBeNull();
    for (const text of ['5,00', '50,00.00', 'abc', '$', '1.2.3', '12,3456', '1e3']) {
      expect(parseMoneyText(text), text).toBeNaN();
    }
  });
});
