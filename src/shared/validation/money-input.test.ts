import { describe, expect, it } from 'vitest';
import { parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it.each([
    ['47.99', 47.99],
    ['$47.99', 47.99],
    ['$ 47.99', 47.99],
    [' 47 ', 47],
    ['14,99', 14.99],
    ['14,9', 14.9],
    ['1,234.50', 1234.5],
    ['1,234', 1234],
    ['.5', 0.5],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseMoneyInput(text)).toEqual({ kind: 'amount', value });
  });

  it('reads nothing typed as empty', () => {
    expect(parseMoneyInput('  ')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['abc', 'Price must be an amount such as 47.99'],
    ['12.3.4', 'Price must be an amount such as 47.99'],
    ['1,2,3', 'Price must be an amount such as 47.99'],
    ['47.999', 'Price must have at most 2 decimal places'],
    ['-5', 'Price must be 0 or more'],
    ['$-5', 'Price must be 0 or more'],
    ['2000000', 'Price must be at most 1000000'],
    ['47€', 'Price must be an amount such as 47.99'],
  ])('says why %j is not an amount', (text, message) => {
    expect(parseMoneyInput(text)).toEqual({ kind: 'invalid', message });
  });

  it('names the field', () => {
    expect(parseMoneyInput('x', 'New cost')).toEqual({
      kind: 'invalid',
      message: 'New cost must be an amount such as 47.99',
    });
  });
});
