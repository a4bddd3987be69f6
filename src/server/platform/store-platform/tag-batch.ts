import { normalizeTags } from './local/local-input';
import type { TagChange } from './port';

/** What a batch does to one product: the tags to send, and the product's tags before and after. */
export interface TagPlan {
  productId: string;
  /** Tags not on the product yet, as given. */
  add: string[];
  /** Tags on the product, spelled as the product holds them. */
  remove: string[];
  before: string[];
  after: string[];
}

const lower = (tag: string) => tag.toLowerCase();

/**
 * Turns a batch into what still has to happen, from each product's current tags: several changes
 * to one product are merged, a tag to add that is there already (in any case) or a tag to remove
 * that is not there is dropped, and a product left with nothing to do is left out. Both adapters
 * plan this way, so a batch sent again after a restart finds its done part and sends only the rest.
 */
export function planTagChanges(
  current: ReadonlyMap<string, readonly string[]>,
  changes: readonly TagChange[],
): { plans: TagPlan[]; missing: string[] } {
  const merged = new Map<string, { add: string[]; remove: string[] }>();
  for (const change of changes) {
    const entry = merged.get(change.productId) ?? { add: [], remove: [] };
    entry.add.push(...(change.add ?? []));
    entry.remove.push(...(change.remove ?? []));
    merged.set(change.productId, entry);
  }
  const plans: TagPlan[] = [];
  const missing: string[] = [];
  for (const [productId, { add, remove }] of merged) {
    const before = current.get(productId);
    if (!before) {
      missing.push(productId);
      continue;
    }
    const adding = normalizeTags(add);
    const addingKeys = new Set(adding.map(lower));
    const held = new Set(before.map(lower));
    // A tag both removed and added ends up on the product: it is not taken away.
    const removing = new Set(remove.map((tag) => lower(tag.trim())).filter((tag) => tag && !addingKeys.has(tag)));
    const sendRemove = before.filter((tag) => removing.has(lower(tag)));
    const sendAdd = adding.filter((tag) => !held.has(lower(tag)));
    if (sendAdd.length === 0 && sendRemove.length === 0) continue;
    plans.push({
      productId,
      add: sendAdd,
      remove: sendRemove,
      before: [...before],
      after: normalizeTags([...before.filter((tag) => !removing.has(lower(tag))), ...sendAdd]),
    });
  }
  return { plans, missing };
}
