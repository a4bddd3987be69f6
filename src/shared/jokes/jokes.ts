import { z } from 'zod';
import { idParam } from '../validation/numbers';
import { singleLineText } from '../validation/text';

/** GET /api/jokes/today (spec 01 §3 "Joke"). */
export const JokeOfTheDaySchema = z.object({ setup: z.string(), punchline: z.string() });
export type JokeOfTheDay = z.infer<typeof JokeOfTheDaySchema>;

export const JOKE_TEXT_MAX = 300;

export const JOKE_MESSAGES = {
  setupRequired: 'Setup is required',
  punchlineRequired: 'Punchline is required',
  duplicate: 'That joke is already in the list',
  notFound: 'Joke not found',
  lastJoke: 'At least one joke must stay in rotation',
} as const;

/** POST /api/jokes (admins). */
export const JokeInputSchema = z
  .object({
    setup: singleLineText({
      max: JOKE_TEXT_MAX,
      label: 'Setup',
      trim: true,
      typeError: JOKE_MESSAGES.setupRequired,
    }).min(1, JOKE_MESSAGES.setupRequired),
    punchline: singleLineText({
      max: JOKE_TEXT_MAX,
      label: 'Punchline',
      trim: true,
      typeError: JOKE_MESSAGES.punchlineRequired,
    }).min(1, JOKE_MESSAGES.punchlineRequired),
  })
  .strict();
export type JokeInput = z.infer<typeof JokeInputSchema>;

export const JokeSchema = z.object({
  id: z.number().int(),
  setup: z.string(),
  punchline: z.string(),
  isRetired: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Joke = z.infer<typeof JokeSchema>;

export const JokeListSchema = z.object({ jokes: z.array(JokeSchema), todayId: z.number().int().nullable() });
export type JokeList = z.infer<typeof JokeListSchema>;

export const JokeIdParamsSchema = z.object({ id: idParam() }).strict();

/** Spec 01 §7, §9: fresh for 10 minutes, refetched every 60 minutes and on window focus. */
export const JOKE_STALE_MS = 10 * 60_000;
export const JOKE_REFETCH_MS = 60 * 60_000;
export const JOKE_TEXTS = {
  loading: "Loading today's joke...",
  failed: "Failed to load today's joke",
  reveal: 'Click to reveal punchline',
} as const;
