import { describe, expect, it } from 'vitest';
import type { LabelQueue } from '#shared/labels/label-queue';
import { moreQueuesText, orderQueues } from './order-queues';

const queue = (id: number, printed: boolean): LabelQueue => ({
  id,
  store: 'Kirkwood',
  createdBy: 'maria',
  timestamp: new Date(2026, 10, id).toISOString(),
  productSKUs: [],
  printed,
  downloaded: false,
  labelType: 'New Product',
});

describe('orderQueues', () => {
  it('lists unprinted queues before printed ones, keeping newest first in each', () => {
    const ordered = orderQueues([queue(9, true), queue(8, false), queue(7, true), queue(6, false)]);
    expect(ordered.map((item) => item.id)).toEqual([8, 6, 9, 7]);
  });
});

describe('moreQueuesText', () => {
  it('says one queue in the singular', () => {
    expect(moreQueuesText(1)).toBe('+1 more queue');
    expect(moreQueuesText(4)).toBe('+4 more queues');
  });
});
