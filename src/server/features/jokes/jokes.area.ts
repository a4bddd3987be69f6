import { defineServerArea } from '#server/areas/area';
import type { Db } from '#server/db/client';
import { jokes } from '#server/db/schema/index';
import { registerJokeRoutes } from './jokes.routes';
import { createJokesService } from './jokes.service';
import { SHIPPED_JOKES } from './shipped-jokes';

/** The shipped jokes, written once on an empty table. */
async function seedJokes(db: Db): Promise<number> {
  const existing = await db.select({ id: jokes.id }).from(jokes).limit(1);
  if (existing.length > 0) return 0;
  const rows = await db
    .insert(jokes)
    .values(SHIPPED_JOKES.map(([setup, punchline]) => ({ setup, punchline })))
    .onConflictDoNothing()
    .returning({ id: jokes.id });
  return rows.length;
}

/** Joke of the Day (spec 01 §2.6). */
export const jokesArea = defineServerArea({
  name: 'jokes',
  register(app, deps) {
    registerJokeRoutes(app, createJokesService(deps));
  },
  seed: seedJokes,
});
