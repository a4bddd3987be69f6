import { describe, expect, it } from 'vitest';
import { MarginRuleInputSchema, thresholdFromPercentInput } from './margin-tags';

describe('thresholdFromPercentInput', () => {
  it.each([
    ['35', 0.35],
    ['35%', 0.35],
    [' 27.5 ', 0.275],
    ['27,25', 0.2725],
    ['0', 0],
    ['100', 1],
  ])('reads %j as %d on the wire', (text, value) => {
    expect(thresholdFromPercentInput(text)).toBe(value);
    expect(MarginRuleInputSchema.safeParse({ collectionName: 'Wine ALL', marginThreshold: value }).success).toBe(true);
  });

  it.each(['', 'abc', '101', '-5', '35.123', '0.35.1'])('refuses %j', (text) => {
    expect(thresholdFromPercentInput(text)).toBeNull();
  });
});
