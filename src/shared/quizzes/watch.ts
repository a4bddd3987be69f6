import { z } from 'zod';
import { UNLOCK_FRACTION } from './schemas';

/**
 * Time actually played (ADR 082): the union of the played ranges of a quiz's video, in seconds.
 * The server keeps the union per person and quiz from the player's reports and opens the
 * questions when it covers 90 % of the duration; dragging the slider plays nothing.
 */

/** Played time may grow by at most this many seconds per second of wall-clock time between reports. */
export const MAX_PLAYBACK_RATE = 2;
/** Allowance on top of that for the time a report spends travelling and the player's poll. */
const REPORT_SLACK_SECONDS = 2;
/** The player reports what it played this often while the video plays (and on pause and end). */
export const WATCH_REPORT_MS = 3000;
/** A video longer than a working day is not a training video. */
const MAX_VIDEO_SECONDS = 86_400;
/** A report holds at most this many ranges (a player seldom keeps more than a few). */
const MAX_REPORTED_RANGES = 200;

export type PlayedRange = [number, number];

const seconds = z.number().finite().min(0).max(MAX_VIDEO_SECONDS);

/** POST /api/quizzes/{id}/watch: what the player has played so far, and the video's length. */
export const WatchReportInputSchema = z.strictObject({
  durationSeconds: z.number().finite().gt(0).max(MAX_VIDEO_SECONDS),
  ranges: z
    .array(z.tuple([seconds, seconds]).refine(([start, end]) => start <= end, 'a range must not end before it starts'))
    .max(MAX_REPORTED_RANGES),
});
export type WatchReportInput = z.infer<typeof WatchReportInputSchema>;

/** How much of the video the server counts as played, and whether that opens the questions. */
export const WatchStatusSchema = z.strictObject({
  watchedSeconds: z.number(),
  durationSeconds: z.number(),
  fraction: z.number(),
  isUnlocked: z.boolean(),
  /** False when the report played faster than the playback-rate allowance: nothing of it was counted. */
  accepted: z.boolean(),
});
export type WatchStatus = z.infer<typeof WatchStatusSchema>;

/** The ranges sorted and merged: disjoint, touching ranges joined, each clipped to [0, duration]. */
function mergeRanges(ranges: readonly PlayedRange[], durationSeconds: number): PlayedRange[] {
  const clipped = ranges
    .map(([start, end]): PlayedRange => [Math.max(0, start), Math.min(durationSeconds, end)])
    .filter(([start, end]) => end > start)
    .toSorted((a, b) => a[0] - b[0]);
  const merged: PlayedRange[] = [];
  for (const [start, end] of clipped) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

const coveredSeconds = (ranges: readonly PlayedRange[]) => ranges.reduce((sum, [start, end]) => sum + (end - start), 0);

/** 90 % of the duration played; a hundredth of a second short still counts (float rounding). */
export const isWatchUnlocked = (watchedSeconds: number, durationSeconds: number) =>
  durationSeconds > 0 && watchedSeconds + 0.01 >= UNLOCK_FRACTION * durationSeconds;

/** The most the played time may have grown in `elapsedMs` since the last accepted report. */
const allowedGrowthSeconds = (elapsedMs: number) =>
  (MAX_PLAYBACK_RATE * Math.max(0, elapsedMs)) / 1000 + REPORT_SLACK_SECONDS;

/**
 * A report added to what was counted so far: the new union, and whether it is accepted (it grew
 * no faster than the allowance). A refused report leaves the count as it was.
 */
export function addReport(
  before: { ranges: readonly PlayedRange[]; watchedSeconds: number },
  reported: readonly PlayedRange[],
  durationSeconds: number,
  elapsedMs: number,
): { accepted: boolean; ranges: PlayedRange[]; watchedSeconds: number } {
  const ranges = mergeRanges([...before.ranges, ...reported], durationSeconds);
  const watchedSeconds = coveredSeconds(ranges);
  if (watchedSeconds - before.watchedSeconds > allowedGrowthSeconds(elapsedMs))
    return { accepted: false, ranges: [...before.ranges], watchedSeconds: before.watchedSeconds };
  return { accepted: true, ranges, watchedSeconds };
}
