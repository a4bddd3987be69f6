import { sql } from 'drizzle-orm';
import { NotReadySchema, ReadySchema, type ReadyCheck, type ReadyMirror } from '#shared/health/ready';
import type { Database } from '../db/client';
import type { StorePlatform } from '../platform/store-platform/port';
import { catalogueMirrorOf } from '../platform/store-platform/shopify/mirror/catalogue-mirror';
import type { App } from './app-types';

type CheckName = ReadyCheck['name'];
interface ConnectionStatus {
  connected: boolean;
  adapter: string;
  message: string;
}

export interface ReadinessProbe {
  name: CheckName;
  check(): Promise<ConnectionStatus>;
}

const CHECK_TIMEOUT_MS = 5_000;

/** The database itself: one round trip. */
export function databaseProbe(database: Pick<Database, 'db' | 'engine'>): ReadinessProbe {
  return {
    name: 'database',
    async check() {
      try {
        await database.db.execute(sql`select 1`);
        return { connected: true, adapter: database.engine, message: 'answering' };
      } catch (error) {
        return { connected: false, adapter: database.engine, message: (error as Error).message };
      }
    },
  };
}

async function runProbe(probe: ReadinessProbe): Promise<ConnectionStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ConnectionStatus>((resolve) => {
    timer = setTimeout(
      () => resolve({ connected: false, adapter: 'unknown', message: 'no answer in 5 s' }),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      probe.check().catch((error: unknown) => ({ connected: false, adapter: 'unknown', message: String(error) })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/ready`: every configured adapter's `checkConnection()`, at once; 503 naming those that
 * are down. The answer is public (load balancers ask it), so it says which adapter and whether it is
 * up, never the adapters' own messages (host names, bucket names, errors): those go to the log.
 */
/** The Shopify mirror's state, or null with the local catalogue (asked on each request). */
export type MirrorProbe = () => Promise<ReadyMirror>;

/** The Shopify adapter's mirror: up unless its last full sync failed; no ids, no messages. */
export function readyMirrorProbe(platformOf: () => StorePlatform): MirrorProbe {
  return async () => {
    const mirror = catalogueMirrorOf(platformOf());
    if (!mirror) return null;
    const state = await mirror.status();
    return { name: 'catalogue mirror', isUp: state.status !== 'failed', lagSeconds: state.lagSeconds };
  };
}

export function registerReadyRoute(
  app: App,
  database: Pick<Database, 'engine'>,
  probes: readonly ReadinessProbe[],
  mirrorProbe: MirrorProbe = () => Promise.resolve(null),
) {
  app.get(
    '/api/ready',
    { config: { access: 'public' }, schema: { response: { 200: ReadySchema, 503: NotReadySchema } } },
    async (request, reply) => {
      const [results, mirror] = await Promise.all([
        Promise.all(probes.map(async (probe) => ({ probe, status: await runProbe(probe) }))),
        mirrorProbe().catch((error: unknown): ReadyMirror => {
          request.log.warn({ err: error }, 'catalogue mirror state could not be read');
          return { name: 'catalogue mirror', isUp: false, lagSeconds: null };
        }),
      ]);
      const checks: ReadyCheck[] = results.map(({ probe, status }) => ({
        name: probe.name,
        adapter: status.adapter,
        isUp: status.connected,
      }));
      const down = results.filter(({ status }) => !status.connected);
      if (down.length === 0) return { status: 'ready' as const, database: database.engine, checks, mirror };
      for (const { probe, status } of down)
        request.log.warn({ adapter: status.adapter }, `${probe.name} is down: ${status.message}`);
      const message = `Not ready: ${down.map(({ probe }) => probe.name).join(', ')}`;
      return reply
        .code(503)
        .send({ status: 'not ready' as const, message, code: 'unavailable' as const, checks, mirror });
    },
  );
}
