import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES as M,
  IDEMPOTENT_REPLAYED_HEADER,
} from '#shared/http/idempotency';
import type { Db } from '../db/client';
import { idempotentRequests } from '../db/schema/index';
import type { JobRunner } from '../platform/jobs/port';
import type { App } from './app-types';
import { HttpError, badRequest, conflict } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write a retry could repeat (ADR 067): a request with an `Idempotency-Key` is done once per
     * (user, key, route); a repeat gets the first answer, marked `idempotent-replayed: true`.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The claim this request holds on its key while it runs. */
    idempotencyClaim?: string;
  }
}

/** How long a claim may stay pending before a repeat may assume its process died. */
const IDEMPOTENCY_LEASE_MS = 2 * 60_000;
/** How long a repeat waits for the first request's answer. */
const IDEMPOTENCY_WAIT_MS = 30_000;
/** How long an answer is kept for replay. */
const IDEMPOTENCY_KEPT_MS = 24 * 3_600_000;
const EXPIRE_IDEMPOTENT_REQUESTS = 'idempotency.expire';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The request's `Idempotency-Key`, or null when it sent none (each such request is its own
 * action). A malformed key is refused: a key the server cannot keep would protect nothing.
 */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw badRequest(M.keyInvalid);
  return header;
}

/** The body as validated; a multipart body is read by the handler, so its key alone names it. */
function hashBody(request: FastifyRequest): string {
  if (request.routeOptions.config.upload) return 'multipart';
  return createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

interface IdempotencyDeps {
  db: Db;
  now: () => Date;
  jobs: JobRunner;
}

/**
 * Installs the mechanism for every route that declares `config.idempotent` (ADR 067). A request
 * with a key claims (user, key, route) before its handler runs; its successful JSON answer is
 * kept, a failure removes the claim so that a retry runs again. A repeat arriving while the first
 * runs waits for its answer (up to 30 s); one after it gets the kept answer at once.
 */
export function installIdempotency(app: App, deps: IdempotencyDeps) {
  const { db, now } = deps;
  app.decorateRequest('idempotencyClaim', undefined);

  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const key = readIdempotencyKey(request);
    const userId = request.user?.id;
    if (key === null || userId === undefined) return false;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const bodyHash = hashBody(request);
    const startedAt = Date.now();
    for (let round = 0; ; round += 1) {
      const [claimed] = await db
        .insert(idempotentRequests)
        .values({ userId, idempotencyKey: key, route, bodyHash, status: 'pending', claimedAt: now() })
        .onConflictDoNothing({
          target: [idempotentRequests.userId, idempotentRequests.idempotencyKey, idempotentRequests.route],
        })
        .returning({ id: idempotentRequests.id });
      if (claimed) {
        request.idempotencyClaim = claimed.id;
        return false;
      }
      const [seen] = await db
        .select()
        .from(idempotentRequests)
        .where(
          and(
            eq(idempotentRequests.userId, userId),
            eq(idempotentRequests.idempotencyKey, key),
            eq(idempotentRequests.route, route),
          ),
        );
      if (!seen) continue; // the first request failed and let its claim go: this one runs
      if (seen.bodyHash !== bodyHash) throw new HttpError(422, M.keyReused);
      if (seen.status === 'done') {
        void reply
          .code(seen.responseStatus ?? 200)
          .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
          .type('application/json; charset=utf-8')
          .send(seen.responseBody ?? 'null');
        return true;
      }
      if (now().getTime() - seen.claimedAt.getTime() > IDEMPOTENCY_LEASE_MS) {
        const [taken] = await db
          .update(idempotentRequests)
          .set({ claimedAt: now() })
          .where(
            and(
              eq(idempotentRequests.id, seen.id),
              eq(idempotentRequests.status, 'pending'),
              eq(idempotentRequests.claimedAt, seen.claimedAt),
            ),
          )
          .returning({ id: idempotentRequests.id });
        if (taken) {
          request.idempotencyClaim = taken.id;
          return false;
        }
        continue;
      }
      if (Date.now() - startedAt > IDEMPOTENCY_WAIT_MS) throw conflict(M.inProgress, 'in_progress');
      await sleep(Math.min(250, 20 * 1.5 ** round));
    }
  }

  // Callbacks with an early return: most routes are not idempotent and pay no promise.
  app.addHook('preHandler', (request, reply, done) => {
    if (!request.routeOptions.config.idempotent) return done();
    claimOrReplay(request, reply).then(
      (isReplayed) => {
        if (!isReplayed) done();
      },
      (error: unknown) => done(error as Error),
    );
  });

  app.addHook('preSerialization', (request, reply, payload, done) => {
    const claim = request.idempotencyClaim;
    if (!claim || reply.statusCode >= 400) return done(null, payload);
    request.idempotencyClaim = undefined;
    db.update(idempotentRequests)
      .set({ status: 'done', responseStatus: reply.statusCode, responseBody: JSON.stringify(payload) })
      .where(and(eq(idempotentRequests.id, claim), eq(idempotentRequests.status, 'pending')))
      .then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      );
  });

  // A failure (or an answer that is not JSON) is not kept: the claim goes before the answer does,
  // so a retry sent on seeing it runs again at once.
  const release = (request: FastifyRequest, then: () => void) => {
    const claim = request.idempotencyClaim;
    if (!claim) return then();
    request.idempotencyClaim = undefined;
    db.delete(idempotentRequests)
      .where(and(eq(idempotentRequests.id, claim), eq(idempotentRequests.status, 'pending')))
      .then(then, (error: unknown) => {
        request.log.error({ err: error }, 'idempotency claim was not released');
        then();
      });
  };
  app.addHook('onSend', (request, _reply, payload, done) => release(request, () => done(null, payload)));
  // An answer that was never sent (the connection went first) lets its claim go too.
  app.addHook('onResponse', (request, _reply, done) => release(request, done));

  deps.jobs.define(
    EXPIRE_IDEMPOTENT_REQUESTS,
    async () => {
      const cutoff = new Date(now().getTime() - IDEMPOTENCY_KEPT_MS);
      const deleted = await db
        .delete(idempotentRequests)
        .where(lt(idempotentRequests.claimedAt, cutoff))
        .returning({ id: idempotentRequests.id });
      return { deleted: deleted.length };
    },
    { maxAttempts: 1 },
  );
  deps.jobs.every(EXPIRE_IDEMPOTENT_REQUESTS, 3_600_000);
}
