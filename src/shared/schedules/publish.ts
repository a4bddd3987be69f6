import { z } from 'zod';
import { STORE_CODES } from '../stores';
import { isIsoDate, mondayOf } from './dates';

/** Publishing a store's week (ADR 081): its employees are mailed their shifts. */
export const PUBLISH_MESSAGES = {
  notMonday: 'weekStart must be a Monday',
  noShifts: 'This week has no shifts to publish',
  nothingChanged: 'Nothing changed since the week was published',
  published: 'Week published',
  changesPublished: 'Changes published',
} as const;

export const PublishInputSchema = z
  .object({
    store: z.enum(STORE_CODES, { error: 'Store is required' }),
    weekStart: z
      .string({ error: 'weekStart is required' })
      .refine(isIsoDate, 'Invalid date')
      .refine((value) => !isIsoDate(value) || mondayOf(value) === value, PUBLISH_MESSAGES.notMonday),
  })
  .strict();
export type PublishInput = z.infer<typeof PublishInputSchema>;

export const PublishResponseSchema = z.object({
  version: z.number().int(),
  /** The people mailed: everyone scheduled the first time, those whose shifts changed afterwards. */
  mailed: z.array(z.string()),
  /** People concerned who have no e-mail on the roster. */
  withoutEmail: z.array(z.string()),
});
export type PublishResponse = z.infer<typeof PublishResponseSchema>;

/** The week editor's publishing state: when it was last published and whose shifts changed since. */
export const PublicationSchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  changed: z.array(z.string()),
});
export type Publication = z.infer<typeof PublicationSchema>;

export interface PublishedShift {
  employee: string;
  date: string;
  startTime: string;
  endTime: string;
}

const key = (name: string) => name.toLowerCase();
const lineOf = (shift: PublishedShift) => `${shift.date} ${shift.startTime}-${shift.endTime}`;

/** The people whose shifts differ between two versions of a week (by name, case-insensitive). */
export function changedPeople(before: readonly PublishedShift[], after: readonly PublishedShift[]): string[] {
  const group = (shifts: readonly PublishedShift[]) => {
    const map = new Map<string, { name: string; lines: string[] }>();
    for (const shift of shifts) {
      const entry = map.get(key(shift.employee)) ?? { name: shift.employee, lines: [] };
      entry.lines.push(lineOf(shift));
      map.set(key(shift.employee), entry);
    }
    return map;
  };
  const [was, now] = [group(before), group(after)];
  const changed: string[] = [];
  for (const k of new Set([...was.keys(), ...now.keys()])) {
    const a = (was.get(k)?.lines ?? []).sort().join('|');
    const b = (now.get(k)?.lines ?? []).sort().join('|');
    if (a !== b) changed.push(now.get(k)?.name ?? was.get(k)?.name ?? k);
  }
  return changed.sort((a, b) => a.localeCompare(b));
}
