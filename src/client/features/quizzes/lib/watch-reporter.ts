import { WATCH_REPORT_MS, type PlayedRange, type WatchStatus } from '#shared/quizzes/watch';
import { reportWatch } from '../api/report-watch';

/**
 * Sends the played ranges to the server: at most one report in flight, one every few seconds
 * while something new was played, and at once when `isUrgent` (first metadata, pause, end).
 */
export function createWatchReporter(quizId: number, onStatus: (status: WatchStatus) => void) {
  let lastSent = '';
  let lastSentAt = 0;
  let inFlight = false;
  let queued: { durationSeconds: number; ranges: PlayedRange[] } | null = null;
  let isStopped = false;
  const send = (durationSeconds: number, ranges: PlayedRange[], isUrgent: boolean) => {
    if (isStopped || !(durationSeconds > 0)) return;
    const key = JSON.stringify(ranges);
    if (key === lastSent && lastSentAt > 0) return;
    if (inFlight) {
      queued = { durationSeconds, ranges };
      return;
    }
    if (!isUrgent && Date.now() - lastSentAt < WATCH_REPORT_MS) return;
    inFlight = true;
    lastSentAt = Date.now();
    reportWatch(quizId, { durationSeconds, ranges })
      .then((status) => {
        // A report the server did not count is sent again with the next one.
        if (status.accepted) lastSent = key;
        if (!isStopped) onStatus(status);
      })
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        const next = queued;
        queued = null;
        if (next) send(next.durationSeconds, next.ranges, true);
      });
  };
  return {
    send,
    stop() {
      isStopped = true;
    },
  };
}
