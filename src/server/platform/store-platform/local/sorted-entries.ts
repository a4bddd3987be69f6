/**
 * A sorted list of (key, id) entries kept in chunks, each chunk also holding its ids in ascending
 * order. It answers "the smallest ids among the entries whose key starts with a prefix" with work
 * bounded by the number of chunks and the ids wanted, not by how many entries match: a one-letter
 * prefix over 100,000 keys reads two chunks' entries and merges the sorted ids of the others (ADR 051).
 */
export interface Entry {
  key: string;
  id: number;
}

interface Chunk {
  entries: Entry[];
  /** The chunk's ids, ascending, one per entry (a product with two matching keys appears twice). */
  ids: number[];
}

/** Entries per chunk once built; a chunk is split when it doubles. */
export const CHUNK_SIZE = 256;

export const compareEntries = (a: Entry, b: Entry) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id);

function lowerBoundEntry(entries: Entry[], probe: Entry): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareEntries(entries[middle] as Entry, probe) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function lowerBoundNumber(values: number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const chunkOf = (entries: Entry[]): Chunk => ({ entries, ids: entries.map((entry) => entry.id).sort((a, b) => a - b) });

/** A min-heap of cursors over ascending id lists. */
function mergeAscending(lists: number[][], visit: (id: number) => boolean) {
  const heap: Array<{ list: number[]; at: number }> = lists
    .filter((list) => list.length > 0)
    .map((list) => ({ list, at: 0 }));
  const head = (i: number) => {
    const cursor = heap[i] as { list: number[]; at: number };
    return cursor.list[cursor.at] as number;
  };
  const down = (start: number) => {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heap.length && head(left) < head(smallest)) smallest = left;
      if (right < heap.length && head(right) < head(smallest)) smallest = right;
      if (smallest === i) return;
      [heap[i], heap[smallest]] = [heap[smallest] as (typeof heap)[number], heap[i] as (typeof heap)[number]];
      i = smallest;
    }
  };
  for (let i = (heap.length >>> 1) - 1; i >= 0; i--) down(i);
  while (heap.length > 0) {
    const top = heap[0] as { list: number[]; at: number };
    if (!visit(top.list[top.at] as number)) return;
    top.at++;
    if (top.at >= top.list.length) {
      const last = heap.pop() as (typeof heap)[number];
      if (heap.length === 0) return;
      heap[0] = last;
    }
    down(0);
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

/** `sorted` must be sorted by `compareEntries`; `chunkSize` is smaller only in tests, to split often. */
export function createSortedEntries(sorted: Entry[], chunkSize = CHUNK_SIZE): SortedEntries {
  const chunks: Chunk[] = [];
  for (let at = 0; at < sorted.length; at += chunkSize) chunks.push(chunkOf(sorted.slice(at, at + chunkSize)));

  /** The chunk holding the first entry not before `probe` (chunks.length when there is none). */
  function chunkFor(probe: Entry): number {
    let low = 0;
    let high = chunks.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const entries = (chunks[middle] as Chunk).entries;
      if (compareEntries(entries[entries.length - 1] as Entry, probe) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    insert(entry) {
      if (chunks.length === 0) {
        chunks.push(chunkOf([entry]));
        return;
      }
      const index = Math.min(chunkFor(entry), chunks.length - 1);
      const chunk = chunks[index] as Chunk;
      chunk.entries.splice(lowerBoundEntry(chunk.entries, entry), 0, entry);
      chunk.ids.splice(lowerBoundNumber(chunk.ids, entry.id), 0, entry.id);
      if (chunk.entries.length >= 2 * chunkSize) {
        const half = chunk.entries.length >>> 1;
        chunks.splice(index, 1, chunkOf(chunk.entries.slice(0, half)), chunkOf(chunk.entries.slice(half)));
      }
    },

    remove(entry) {
      const index = chunkFor(entry);
      const chunk = chunks[index];
      if (!chunk) return;
      const at = lowerBoundEntry(chunk.entries, entry);
      const found = chunk.entries[at];
      if (!found || found.key !== entry.key || found.id !== entry.id) return;
      chunk.entries.splice(at, 1);
      chunk.ids.splice(lowerBoundNumber(chunk.ids, entry.id), 1);
      if (chunk.entries.length === 0) chunks.splice(index, 1);
    },

    exactIds(term, limit) {
      const ids: number[] = [];
      const probe = { key: term, id: -Infinity };
      const first = chunkFor(probe);
      for (let c = first; c < chunks.length; c++) {
        const entries = (chunks[c] as Chunk).entries;
        for (let at = c === first ? lowerBoundEntry(entries, probe) : 0; at < entries.length; at++) {
          const entry = entries[at] as Entry;
          if (entry.key !== term) return ids;
          // Entries of one key are in id order: a repeat can only follow its twin.
          if (ids[ids.length - 1] !== entry.id) ids.push(entry.id);
          if (ids.length >= limit) return ids;
        }
      }
      return ids;
    },

    smallestWithPrefix(term, limit, skip) {
      if (limit <= 0) return [];
      const probe = { key: term, id: -Infinity };
      const first = chunkFor(probe);
      /** Ids from entries walked one by one (the chunks at both ends of the range). */
      const walked: number[] = [];
      /** Chunks wholly inside the range: their sorted ids are merged, never walked. */
      const whole: number[][] = [];
      for (let c = first; c < chunks.length; c++) {
        const chunk = chunks[c] as Chunk;
        const { entries } = chunk;
        const start = c === first ? lowerBoundEntry(entries, probe) : 0;
        if (
          start === 0 &&
          (entries[0] as Entry).key.startsWith(term) &&
          (entries[entries.length - 1] as Entry).key.startsWith(term)
        ) {
          whole.push(chunk.ids);
          continue;
        }
        let at = start;
        for (; at < entries.length && (entries[at] as Entry).key.startsWith(term); at++)
          walked.push((entries[at] as Entry).id);
        if (at < entries.length) break;
      }
      walked.sort((a, b) => a - b);
      const result: number[] = [];
      let last = -Infinity;
      mergeAscending([walked, ...whole], (id) => {
        if (id !== last && !skip.has(id)) result.push(id);
        last = id;
        return result.length < limit;
      });
      return result;
    },
  };
}
