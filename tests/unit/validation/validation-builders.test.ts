import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hasAtMostTwoDecimals, moneyAmount } from '#shared/validation/money';
import { INT32_MAX, INT32_MIN, idParam, int32, positiveInt32 } from '#shared/validation/numbers';
import { multiLineText, singleLineText } from '#shared/validation/text';

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const C1_AND_DEL = Array.from({ length: 0x21 }, (_, offset) => String.fromCharCode(0x7f + offset));
const SEPARATORS = ['\u2028', '\u2029'];
const LINE_KEEPERS = ['\t', '\n', '\r'];

/** Text a person could type: no control characters, no line separators, no lone surrogates. */
const typedText = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  .filter((value) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value));

const withInserted = (forbidden: readonly string[]) =>
  fc
    .tuple(typedText, fc.constantFrom(...forbidden), typedText)
    .map(([before, character, after]) => `${before}${character}${after}`);

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('singleLineText', () => {
  const schema = singleLineText({ max: 200, label: 'Title' });

  test.prop([typedText])('accepts typed text unchanged', (value) => {
    expect(schema.parse(value)).toBe(value);
  });

  test.prop([withInserted([...C0, ...C1_AND_DEL, ...SEPARATORS])])(
    'refuses any control character, tab and line breaks included',
    (value) => {
      expect(issueOf(schema.safeParse(value))).toBe('Title must not contain control characters');
    },
  );

  it('refuses an unpaired surrogate, which the database drivers would silently replace', () => {
    expect(schema.safeParse('abc\ud800').success).toBe(false);
    expect(schema.safeParse('wine 🍷').success).toBe(true);
  });

  it('keeps surrounding spaces unless asked to trim, and trims before checking', () => {
    expect(schema.parse('  Ridge  ')).toBe('  Ridge  ');
    const trimmed = singleLineText({ max: 5, trim: true });
    expect(trimmed.parse('\t Ridge \n')).toBe('Ridge');
    expect(issueOf(trimmed.safeParse('Ridge\t!'))).toBe('must not contain control characters');
  });

  it('bounds the length with a message naming the field', () => {
    expect(issueOf(singleLineText({ max: 3, label: 'SKU' }).safeParse('ABCD'))).toBe(
      'SKU must be at most 3 characters',
    );
    expect(issueOf(singleLineText({ max: 3, tooLong: 'Too long' }).safeParse('ABCD'))).toBe('Too long');
  });

  it('refuses other types with the given message, never coercing', () => {
    const required = singleLineText({ max: 10, typeError: 'Name is required' });
    for (const input of [undefined, null, 5, ['a'], { a: 'b' }]) {
      expect(issueOf(required.safeParse(input))).toBe('Name is required');
    }
  });
});

describe('multiLineText', () => {
  const schema = multiLineText({ max: 500, label: 'Description' });

  test.prop([fc.array(fc.oneof(typedText, fc.constantFrom(...LINE_KEEPERS)), { maxLength: 10 })])(
    'keeps tab, line feed and carriage return',
    (parts) => {
      const value = parts.join('');
      expect(schema.parse(value)).toBe(value);
    },
  );

  test.prop([withInserted([...C0.filter((c) => !LINE_KEEPERS.includes(c)), ...C1_AND_DEL, ...SEPARATORS])])(
    'refuses every other control character',
    (value) => {
      expect(issueOf(schema.safeParse(value))).toBe('Description must not contain control characters');
    },
  );
});

describe('int32 and positiveInt32', () => {
  test.prop([fc.integer({ min: INT32_MIN, max: INT32_MAX })])('accept every value of an integer column', (value) => {
    expect(int32().parse(value)).toBe(value);
  });

  test.prop([
    fc.oneof(
      fc.double({ min: INT32_MAX + 1, noNaN: true }),
      fc.double({ max: INT32_MIN - 1, noNaN: true }),
      fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 31) - 1, Number.MAX_VALUE, Infinity, -Infinity, NaN, 0.5),
    ),
  ])('refuse values the column cannot hold, fractions and non-finite numbers', (value) => {
    expect(int32().safeParse(value).success).toBe(false);
  });

  it('refuse numeric strings rather than coercing them', () => {
    expect(issueOf(int32({ label: 'Quantity' }).safeParse('5'))).toBe('Quantity must be a number');
  });

  it('start positive ids at 1, with one message for every refusal when given', () => {
    const id = positiveInt32({ message: 'Pick one' });
    expect(id.parse(1)).toBe(1);
    for (const input of [0, -1, 2 ** 31, 1.5, '1', null]) expect(issueOf(id.safeParse(input))).toBe('Pick one');
  });

  it('never widen past the column', () => {
    expect(() => int32({ max: 2 ** 31 })).toThrow(RangeError);
  });
});

describe('idParam', () => {
  test.prop([fc.integer({ min: 1, max: INT32_MAX })])('parses the decimal form of every positive id', (id) => {
    expect(idParam().parse(String(id))).toBe(id);
  });

  it.each(['0', '-1', '01', '+1', ' 1', '1 ', '1.0', '1e3', '0x10', '2147483648', '99999999999', '', 'abc'])(
    'refuses %j',
    (value) => {
      expect(issueOf(idParam('Bad id').safeParse(value))).toBe('Bad id');
    },
  );
});

describe('moneyAmount', () => {
  const price = moneyAmount({ label: 'Price' });

  test.prop([fc.integer({ min: 0, max: 100_000_000 })])('accepts whole cents up to the maximum', (cents) => {
    expect(price.parse(cents / 100)).toBe(cents / 100);
    expect(hasAtMostTwoDecimals(cents / 100)).toBe(true);
  });

  it.each([
    [undefined, 'Price is required'],
    ['12.50', 'Price must be a number'],
    [-0.01, 'Price must be 0 or more'],
    [1_000_000.01, 'Price must be at most 1000000'],
    [2 ** 53, 'Price must be at most 1000000'],
    [1.005, 'Price must have at most 2 decimal places'],
  ])('refuses %j: %s', (value, message) => {
    expect(issueOf(price.safeParse(value))).toBe(message);
  });
});
