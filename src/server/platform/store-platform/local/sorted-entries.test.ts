import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { SmallestIds, compareEntries, createSortedEntries, type Entry } from './sorted-entries';

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

describe('smallestWithPrefix', () => {
  const key = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '\uffff'), maxLength: 4 });
  test.prop([
    fc.array(fc.record({ key, id: fc.integer({ min: 1, max: 40 }) }), { maxLength: 80 }),
    key.filter((term) => term.length > 0),
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 1, max: 10 }),
    fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 3 }),
  ])(
    'answers the smallest distinct ids of the keys starting with the term, whatever the chunking (U+FFFF too)',
    (entries, term, chunkSize, limit, skipped) => {
      const unique = [...new Map(entries.map((entry) => [`${entry.key}|${entry.id}`, entry])).values()];
      const sorted = createSortedEntries([...unique].sort(compareEntries), chunkSize);
      const skip = new Set(skipped);
      const expected = [
        ...new Set(unique.filter((entry: Entry) => entry.key.startsWith(term)).map((entry) => entry.id)),
      ]
        .filter((id) => !skip.has(id))
        .sort((a, b) => a - b)
        .slice(0, limit);
      expect(sorted.smallestWithPrefix(term, limit, skip)).toEqual(expected);
    },
  );
});
