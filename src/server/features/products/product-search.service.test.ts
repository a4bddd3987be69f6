import { describe, expect, it } from 'vitest';
import { codeFit } from './product-search.service';

describe('codeFit', () => {
  it('ranks a code exact, prefix or neither, ignoring case, spaces and dashes', () => {
    expect(codeFit('ABC-100', 'abc100')).toBe(0);
    expect(codeFit('ABC-1000', 'abc-100')).toBe(1);
    expect(codeFit('ZZ-ABC-100', 'abc-100')).toBe(2);
    expect(codeFit('abc 100', 'ABC-100')).toBe(0);
  });

  it('compares barcodes of up to 14 digits as GTIN-14', () => {
    expect(codeFit('012345678905', '0012345678905')).toBe(0);
    expect(codeFit('0012345678905', '012345678905')).toBe(0);
    expect(codeFit('00012345678905', '12345678905')).toBe(0);
    expect(codeFit('012345678905', '1012345678905')).toBe(2);
    expect(codeFit('123456789012345', '0123456789012345')).toBe(2);
  });
});
