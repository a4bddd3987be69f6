import { JOKE_MESSAGES as M, type Joke, type JokeInput, type JokeList } from '#shared/jokes/jokes';
import { dateInZone, STORE_TIME_ZONE } from '#shared/schedules/dates';
import type { AreaDeps } from '#server/areas/area';
import { recordAudit } from '#server/audit/audit-log';
import { badRequest, conflict, notFound } from '#server/http/errors';
import * as repo from './jokes.repo';

type Actor = { id: number; username: string };

const toJoke = (row: repo.JokeRow): Joke => ({
  id: row.id,
  setup: row.setup,
  punchline: row.punchline,
  isRetired: row.isRetired,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Joke of the Day (spec 01 §2.6): the first request of a day (the stores' day) fixes its joke, the
 * next active one after yesterday's, so everyone sees the same joke all day and the rotation goes
 * through every joke (ADR 039).
 */
export function createJokesService(deps: Pick<AreaDeps, 'db' | 'now'>) {
  const today = () => dateInZone(deps.now(), STORE_TIME_ZONE);

  async function todayJoke() {
    const day = today();
    const chosen = await repo.findDay(deps.db, day);
    if (chosen) return chosen;
    const next = await repo.nextActive(deps.db, await repo.previousPick(deps.db, day));
    if (next === null) return null;
    await repo.insertDay(deps.db, day, next);
    return repo.findDay(deps.db, day);
  }

  return {
    async today() {
      const joke = await todayJoke();
      if (!joke) throw notFound('No jokes available', 'no_jokes');
      return { setup: joke.setup, punchline: joke.punchline };
    },
    async list(): Promise<JokeList> {
      const [rows, chosen] = await Promise.all([repo.listAll(deps.db), repo.findDay(deps.db, today())]);
      return { jokes: rows.map(toJoke), todayId: chosen?.jokeId ?? null };
    },
    async add(input: JokeInput, actor: Actor): Promise<Joke> {
      return deps.db.transaction(async (tx) => {
        const row = await repo.insertJoke(tx, { ...input, createdBy: actor.username, createdAt: deps.now() });
        if (!row) throw conflict(M.duplicate, 'duplicate_joke');
        await recordAudit(tx, { action: 'joke.add', actor, subject: `joke:${row.id}`, after: input, at: deps.now() });
        return toJoke(row);
      });
    },
    async setRetired(id: number, isRetired: boolean, actor: Actor): Promise<Joke> {
      return deps.db.transaction(async (tx) => {
        const existing = await repo.findById(tx, id);
        if (!existing) throw notFound(M.notFound);
        if (isRetired && !existing.isRetired && (await repo.countActive(tx)) <= 1)
          throw badRequest(M.lastJoke, 'last_joke');
        const row = await repo.setRetired(tx, id, isRetired, deps.now());
        if (!row) throw notFound(M.notFound);
        await recordAudit(tx, {
          action: isRetired ? 'joke.retire' : 'joke.restore',
          actor,
          subject: `joke:${id}`,
          at: deps.now(),
        });
        return toJoke(row);
      });
    },
  };
}
export type JokesService = ReturnType<typeof createJokesService>;
