/**
 * A sorted list of (key, id) entries kept in chunks, each chunk also holding its ids in ascending
 * order. It answers "the smallest ids among the entries whose key starts with a prefix" with work
 * bounded by the number of chunks and the ids wanted, not by how many entries match: a one-letter
 * prefix over 100,000 keys reads two chunks' entries and the smallest sorted ids of the others (ADR 051).
 */
export interface Entry {
  key: string;
  id: number;
}

/**
 * Entries are held as two parallel arrays, not one object each: the index holds 300,000 keys at
 * 100,000 variants, and an object per key was 11 MB and 300,000 more objects for every full
 * garbage collection to mark (ADR 059).
 */
interface Chunk {
  keys: string[];
  /** `keys[n]`'s id. */
  keyIds: number[];
  /** The chunk's ids, ascending, one per entry (a product with two matching keys appears twice). */
  ids: number[];
}

/** Entries per chunk once built; a chunk is split when it doubles. */
export const CHUNK_SIZE = 256;

export const compareEntries = (a: Entry, b: Entry) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id);

/** Whether the chunk's entry `at` sorts before `probe` (`compareEntries` without an object). */
function isBefore(chunk: Chunk, at: number, probe: Entry): boolean {
  const key = chunk.keys[at] as string;
  return key < probe.key || (key === probe.key && (chunk.keyIds[at] as number) < probe.id);
}

function lowerBoundEntry(chunk: Chunk, probe: Entry): number {
  let low = 0;
  let high = chunk.keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isBefore(chunk, middle, probe)) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function lowerBoundNumber(values: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function chunkOf(keys: string[], keyIds: number[]): Chunk {
  return { keys, keyIds, ids: keyIds.slice().sort((a, b) => a - b) };
}

/**
 * The `count` smallest distinct numbers offered, ascending, kept by insertion. A prefix range
 * offers its walked chunks' ids in any order and its whole chunks' sorted ids one list at a time,
 * each list only while it can still improve the page: no sort of every walked id, no heap of
 * cursors over hundreds of lists (both were a large share of a short prefix's time and garbage).
 */
export class SmallestIds {
  readonly ids: number[] = [];
  constructor(private readonly count: number) {}

  /** False once full and `id` is not below the largest kept: a larger id would not be kept either. */
  offer(id: number): boolean {
    const { ids, count } = this;
    if (count <= 0 || (ids.length === count && id >= (ids[count - 1] as number))) return false;
    let at = ids.length;
    while (at > 0 && (ids[at - 1] as number) > id) at--;
    if (at > 0 && ids[at - 1] === id) return true;
    ids.splice(at, 0, id);
    if (ids.length > count) ids.pop();
    return true;
  }
}

export interface SortedEntries {
  insert(entry: Entry): void;
  remove(entry: Entry): void;
  /** Distinct ids of entries whose key equals `term`, ascending, at most `limit`. */
  exactIds(term: string, limit: number): number[];
  /** The `limit` smallest distinct ids of entries whose key starts with `term`, skipping `skip`, ascending. */
  smallestWithPrefix(term: string, limit: number, skip: Set<number>): number[];
}

/** A prefix range is remembered once it spans this many chunks (a 1- or 2-character term). */
const WIDE_RANGE_CHUNKS = 4;
/** Wide ranges remembered per field; all are forgotten at the next insert or remove. */
const WIDE_RANGES_KEPT = 256;

/** `sorted` must be sorted by `compareEntries`; `chunkSize` is smaller only in tests, to split often. */
export function createSortedEntries(sorted: Entry[], chunkSize = CHUNK_SIZE): SortedEntries {
  const chunks: Chunk[] = [];
  /**
   * The smallest ids of wide prefix ranges, by wanted count and term: a short term's range spans
   * most chunks and every request for it offers each one's smallest id again, for the same page
   * until the entries change. Any change forgets them all (edits are rare next to searches).
   */
  const wideRanges = new Map<string, readonly number[]>();
  for (let at = 0; at < sorted.length; at += chunkSize) {
    const part = sorted.slice(at, at + chunkSize);
    chunks.push(
      chunkOf(
        part.map((entry) => entry.key),
        part.map((entry) => entry.id),
      ),
    );
  }

  /** The chunk holding the first entry not before `probe` (chunks.length when there is none). */
  function chunkFor(probe: Entry): number {
    let low = 0;
    let high = chunks.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const chunk = chunks[middle] as Chunk;
      if (isBefore(chunk, chunk.keys.length - 1, probe)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    insert(entry) {
      wideRanges.clear();
      if (chunks.length === 0) {
        chunks.push(chunkOf([entry.key], [entry.id]));
        return;
      }
      const index = Math.min(chunkFor(entry), chunks.length - 1);
      const chunk = chunks[index] as Chunk;
      const at = lowerBoundEntry(chunk, entry);
      chunk.keys.splice(at, 0, entry.key);
      chunk.keyIds.splice(at, 0, entry.id);
      chunk.ids.splice(lowerBoundNumber(chunk.ids, entry.id), 0, entry.id);
      if (chunk.keys.length >= 2 * chunkSize) {
        const half = chunk.keys.length >>> 1;
        chunks.splice(
          index,
          1,
          chunkOf(chunk.keys.slice(0, half), chunk.keyIds.slice(0, half)),
          chunkOf(chunk.keys.slice(half), chunk.keyIds.slice(half)),
        );
      }
    },

    remove(entry) {
      wideRanges.clear();
      const index = chunkFor(entry);
      const chunk = chunks[index];
      if (!chunk) return;
      const at = lowerBoundEntry(chunk, entry);
      if (at >= chunk.keys.length || chunk.keys[at] !== entry.key || chunk.keyIds[at] !== entry.id) return;
      chunk.keys.splice(at, 1);
      chunk.keyIds.splice(at, 1);
      chunk.ids.splice(lowerBoundNumber(chunk.ids, entry.id), 1);
      if (chunk.keys.length === 0) chunks.splice(index, 1);
    },

    exactIds(term, limit) {
      const ids: number[] = [];
      const probe = { key: term, id: -Infinity };
      const first = chunkFor(probe);
      for (let c = first; c < chunks.length; c++) {
        const chunk = chunks[c] as Chunk;
        for (let at = c === first ? lowerBoundEntry(chunk, probe) : 0; at < chunk.keys.length; at++) {
          if (chunk.keys[at] !== term) return ids;
          const id = chunk.keyIds[at] as number;
          // Entries of one key are in id order: a repeat can only follow its twin.
          if (ids[ids.length - 1] !== id) ids.push(id);
          if (ids.length >= limit) return ids;
        }
      }
      return ids;
    },

    smallestWithPrefix(term, limit, skip) {
      if (limit <= 0) return [];
      const count = limit + skip.size;
      const rangeKey = `${count}\u0000${term}`;
      const smallestIds = wideRanges.get(rangeKey) ?? walkRange(term, count, rangeKey);
      const result = smallestIds.filter((id) => !skip.has(id));
      if (result.length > limit) result.length = limit;
      return result;
    },
  };

  /** The `count` smallest ids of the entries starting with `term`, remembered when the range is wide. */
  function walkRange(term: string, count: number, rangeKey: string): readonly number[] {
    const probe = { key: term, id: -Infinity };
    const first = chunkFor(probe);
    /**
     * Every key from `first`'s last one to the first chunk ending at or past `term + U+FFFF`
     * starts with the term (it sorts at or after the term and before any key that does not): the
     * chunks strictly between are inside the range without a key read. From `beyond` on, keys
     * are read again, so a key holding U+FFFF right after the term is still found. `beyond` is
     * looked up only when the range goes past its first chunk (a whole code or name ends inside it).
     */
    let beyond = -1;
    /** The page's candidates: the ids it skips may take places, so there is room for them too. */
    const smallest = new SmallestIds(count);
    let c = first;
    for (; c < chunks.length; c++) {
      const chunk = chunks[c] as Chunk;
      if (c > first && beyond < 0) beyond = chunkFor({ key: `${term}\uffff`, id: -Infinity });
      if (c > first && c < beyond) {
        for (const id of chunk.ids) if (!smallest.offer(id)) break;
        continue;
      }
      const { keys } = chunk;
      const start = c === first ? lowerBoundEntry(chunk, probe) : 0;
      if (start === 0 && (keys[0] as string).startsWith(term) && (keys[keys.length - 1] as string).startsWith(term)) {
        // Wholly inside the range: its ids, ascending, never its entries.
        for (const id of chunk.ids) if (!smallest.offer(id)) break;
        continue;
      }
      // The chunks at both ends of the range: walked entry by entry.
      let at = start;
      for (; at < keys.length && (keys[at] as string).startsWith(term); at++)
        smallest.offer(chunk.keyIds[at] as number);
      if (at < keys.length) break;
    }
    if (c - first >= WIDE_RANGE_CHUNKS) {
      if (wideRanges.size >= WIDE_RANGES_KEPT) wideRanges.delete(wideRanges.keys().next().value as string);
      wideRanges.set(rangeKey, smallest.ids);
    }
    return smallest.ids;
  }
}
