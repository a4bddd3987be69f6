import { MAX_PLAYBACK_RATE, type PlayedRange } from '#shared/quizzes/watch';

/** The ranges an HTML5 video element has played (its `played` TimeRanges). */
export function rangesOf(played: TimeRanges): PlayedRange[] {
  const ranges: PlayedRange[] = [];
  for (let index = 0; index < played.length; index += 1) ranges.push([played.start(index), played.end(index)]);
  return ranges;
}

/**
 * Played ranges for a player that only tells its position (the YouTube player): each poll adds the
 * stretch from the last position when the position moved forward no faster than playing could
 * move it; a jump (the slider dragged) adds nothing.
 */
export function createPlayTracker() {
  const ranges: PlayedRange[] = [];
  let last: { position: number; at: number } | null = null;
  return {
    ranges: () => ranges.map(([start, end]): PlayedRange => [start, end]),
    poll(position: number, at: number) {
      if (last) {
        const moved = position - last.position;
        const elapsed = (at - last.at) / 1000;
        if (moved > 0 && moved <= MAX_PLAYBACK_RATE * elapsed + 0.25) {
          const previous = ranges.at(-1);
          if (previous && previous[1] === last.position) previous[1] = position;
          else ranges.push([last.position, position]);
        }
      }
      last = { position, at };
    },
  };
}
