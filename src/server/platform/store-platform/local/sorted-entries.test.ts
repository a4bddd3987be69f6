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

describe('smallestWithPrefix between changes', () => {
  // Few keys and ids, so that searches repeat and changes land inside the ranges they remember.
  const key = fc.constantFrom('a', 'aa', 'ab', 'b', 'ba');
  const entry = fc.record({ key, id: fc.integer({ min: 1, max: 8 }) });
  const step = fc.oneof(
    fc.record({ kind: fc.constant('insert' as const), entry }),
    fc.record({ kind: fc.constant('remove' as const), entry }),
    fc.record({
      kind: fc.constant('search' as const),
      term: fc.constantFrom('a', 'b', 'ab'),
      limit: fc.integer({ min: 1, max: 3 }),
      skipped: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 1 }),
    }),
  );
  test.prop(
    [
      fc.array(entry, { minLength: 10, maxLength: 40 }),
      fc.array(step, { minLength: 30, maxLength: 60 }),
      fc.integer({ min: 1, max: 2 }),
    ],
    { numRuns: 200 },
  )(
    'answers as a plain filter after every insert and remove, wide ranges remembered or not',
    (initial, steps, chunkSize) => {
      const model = new Map(initial.map((item) => [`${item.key}|${item.id}`, item]));
      const sorted = createSortedEntries([...model.values()].sort(compareEntries), chunkSize);
      for (const change of steps) {
        const name = change.kind === 'search' ? '' : `${change.entry.key}|${change.entry.id}`;
        if (change.kind === 'insert' && !model.has(name)) {
          model.set(name, change.entry);
          sorted.insert(change.entry);
        } else if (change.kind === 'remove' && model.has(name)) {
          model.delete(name);
          sorted.remove(change.entry);
        } else if (change.kind === 'search') {
          const skip = new Set(change.skipped);
          const expected = [
            ...new Set([...model.values()].filter((item) => item.key.startsWith(change.term)).map((item) => item.id)),
          ]
            .filter((id) => !skip.has(id))
            .sort((a, b) => a - b)
            .slice(0, change.limit);
          expect(sorted.smallestWithPrefix(change.term, change.limit, skip)).toEqual(expected);
        }
      }
    },
  );
});
