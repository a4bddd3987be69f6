import type { LabelQueue } from '#shared/labels/label-queue';

/**
 * A store's queues as its card lists them: the ones still to print first, printed ones after,
 * each group newest first (the server's order), so an old unprinted queue is never behind a
 * printed one.
 */
export function orderQueues(queues: readonly LabelQueue[]): LabelQueue[] {
  return [...queues.filter((queue) => !queue.printed), ...queues.filter((queue) => queue.printed)];
}

/** "+1 more queue", "+4 more queues". */
export const moreQueuesText = (count: number) => `+${count} more queue${count === 1 ? '' : 's'}`;
