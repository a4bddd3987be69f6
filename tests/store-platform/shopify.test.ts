import { describe, expect, it } from 'vitest';
import { createShopifyHarness, type ShopifyHarness } from './shopify-harness';
import { describeStorePlatformBehaviour } from './store-platform.behaviour';

let harness: ShopifyHarness | undefined;

describeStorePlatformBehaviour('shopify', async () => {
  harness = await createShopifyHarness();
  return harness;
});

describe('what the Shopify adapter sent during the behaviour suite', () => {
  it('sent only documents and variables that the 2026-07 schema accepts', () => {
    expect(harness?.fake.received.length).toBeGreaterThan(50);
    expect(harness?.fake.invalidRequests()).toEqual([]);
  });

  it('caused no execution errors and used only search filters Shopify has', () => {
    expect(harness?.fake.received.filter((r) => r.executionErrors.length)).toEqual([]);
    expect(harness?.fake.searchWarnings).toEqual([]);
  });
});
