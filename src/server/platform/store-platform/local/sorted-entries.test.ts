import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { SmallestIds } from './sorted-entries';

describe('SmallestIds', () => {
  test.prop([fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 200 }), fc.integer({ min: 0, max: 30 })])(
    'keeps the smallest distinct ids offered, ascending, whatever their order and repeats',
    (offered, count) => {
      const smallest = new SmallestIds(count);
      for (const id of offered) {
        const largest = smallest.ids[count - 1];
        const isFull = smallest.ids.length === count;
        // False exactly when nothing this large or larger could be kept any more.
        expect(smallest.offer(id)).toBe(count > 0 && !(isFull && id >= (largest as number)));
      }
      const expected = [...new Set(offered)].sort((a, b) => a - b).slice(0, count);
      expect(smallest.ids).toEqual(expected);
    },
  );
});
