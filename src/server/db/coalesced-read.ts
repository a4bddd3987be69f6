/**
 * One read shared by the callers that ask for it at the same time, each still answered by a read
 * that began after it asked: while a read runs, the callers arriving join the single read that
 * starts when it ends. Under load the database answers once per read's duration however many ask,
 * and nobody sees an answer older than their own request, so a write they made just before is in it
 * (ADR 057). A failed read fails only the callers that shared it.
 */
export function coalescedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;

  const start = () => {
    const current = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  const settle = () => undefined;

  return () => {
    if (!running) return start();
    next ??= running.then(settle, settle).then(() => {
      next = null;
      return start();
    });
    return next;
  };
}
