import { describe, expect, it } from 'vitest';
import { parseGid, toGid } from '#server/platform/store-platform/local/global-ids';

describe('parseGid', () => {
  it('reads real Shopify ids, which run past PostgreSQL integer', () => {
    expect(parseGid('Product', 'gid://shopify/Product/8123456789012')).toBe(8_123_456_789_012);
    expect(parseGid('ProductVariant', 'gid://shopify/ProductVariant/2147483648')).toBe(2_147_483_648);
    expect(parseGid('Location', toGid('Location', 80_000_000_000_001))).toBe(80_000_000_000_001);
  });

  it('reads every id up to Number.MAX_SAFE_INTEGER and none beyond', () => {
    expect(parseGid('Product', `gid://shopify/Product/${Number.MAX_SAFE_INTEGER}`)).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseGid('Product', 'gid://shopify/Product/9007199254740992')).toBeNull();
    expect(parseGid('Product', 'gid://shopify/Product/99999999999999999')).toBeNull();
    expect(parseGid('Product', `gid://shopify/Product/${'9'.repeat(400)}`)).toBeNull();
  });

  it.each(['0', '-1', '+1', '01', '0008123456789012', '1.0', '1e3', '0x10', ' 1', '1 ', '', 'abc', '８'])(
    'refuses %j',
    (rest) => {
      expect(parseGid('Product', `gid://shopify/Product/${rest}`)).toBeNull();
    },
  );

  it('refuses a gid of another kind', () => {
    expect(parseGid('Product', 'gid://shopify/ProductVariant/8123456789012')).toBeNull();
    expect(parseGid('Product', '8123456789012')).toBeNull();
  });
});
