/** Everything under this key is schedule data: a write refreshes the week, the lists and the requests at once. */
export const SCHEDULE_KEY = ['/api/schedule'] as const;

/** Spec 03 §9: schedule data is never cached. */
export const NEVER_CACHED = { staleTime: 0, gcTime: 0, refetchOnWindowFocus: true } as const;

/** Name lists change seldom: the selects keep them 5 minutes (spec 01 §7). */
export const FIVE_MINUTES = 5 * 60_000;
