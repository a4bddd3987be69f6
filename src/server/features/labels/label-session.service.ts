import {
  LABEL_MESSAGES,
  type CreateLabelSessionInput,
  type LabelSession,
  type LabelSessionResponse,
} from '#shared/labels/label-queue';
import { STORES } from '#shared/stores';
import type { QueuedLabel } from '#server/areas/provided-services';
import { recordAudit } from '#server/audit/audit-log';
import type { Queryable } from '#server/db/client';
import { badRequest } from '#server/http/errors';
import type { Actor } from '#server/platform/store-platform/port';
import * as repo from './label-queue.repo';
import { withVariantIds, type LabelQueueDeps } from './label-queue.service';

const PRICE_CHANGE = 'Price Change';

const toSession = (row: repo.LabelSessionRow): LabelSession => ({
  queueId: row.queueId,
  store: row.storeName,
  storeId: row.locationId,
  openedAt: row.openedAt.toISOString(),
});

/**
 * Label sessions (spec 03 §7 "create-session"): a user opens one for a store, and every price they
 * save while it is open lands on that store's queue. A queue already printed or downloaded is left
 * alone: the next label starts a fresh queue for the same session.
 */
export function createLabelSessionService(deps: LabelQueueDeps) {
  async function newQueue(tx: Queryable, storeCode: string, storeName: string, actor: NonNullable<Actor>) {
    return repo.insertQueue(
      tx,
      {
        storeName,
        storeCode,
        labelType: PRICE_CHANGE,
        createdById: actor.id,
        createdBy: actor.username,
        createdAt: deps.now(),
      },
      [],
    );
  }

  return {
    async createSession(input: CreateLabelSessionInput, actor: NonNullable<Actor>): Promise<LabelSessionResponse> {
      const store = STORES.find((candidate) => candidate.name === input.storeName);
      const location = (await deps.platform.listLocations()).find((candidate) => candidate.id === input.storeId);
      if (!store || !location || location.name !== store.name) throw badRequest(LABEL_MESSAGES.unknownStore);
      const session = await deps.db.transaction(async (tx) => {
        const queue = await newQueue(tx, store.code, store.name, actor);
        const row = {
          userId: actor.id,
          storeCode: store.code,
          storeName: store.name,
          locationId: location.id,
          queueId: queue.id,
          openedAt: deps.now(),
        };
        await repo.saveSession(tx, row);
        await recordAudit(tx, {
          action: 'labels.session_open',
          actor,
          subject: String(queue.id),
          before: null,
          after: { store: store.name, queueId: queue.id },
        });
        return row;
      });
      return {
        success: true,
        message: `Label session started for ${store.name}: price changes go to queue ${session.queueId}`,
        session: toSession(session),
      };
    },

    async getSession(actor: NonNullable<Actor>): Promise<LabelSessionResponse> {
      const row = await repo.findSession(deps.db, actor.id);
      return {
        success: true,
        message: row ? `Label session open for ${row.storeName}` : 'No label session open',
        session: row ? toSession(row) : null,
      };
    },

    async endSession(actor: NonNullable<Actor>): Promise<LabelSessionResponse> {
      await repo.deleteSession(deps.db, actor.id);
      return { success: true, message: 'Label session ended', session: null };
    },

    /** The provided `labelQueues.addToSession`. */
    async addToSession(actor: NonNullable<Actor>, labels: QueuedLabel[]) {
      if (labels.length === 0) return null;
      // Most saves are made without a session: nothing to look up then.
      if (!(await repo.findSession(deps.db, actor.id))) return null;
      const items = await withVariantIds(deps.platform, labels);
      return deps.db.transaction(async (tx) => {
        const session = await repo.findSession(tx, actor.id, true);
        if (!session) return null;
        let queue = await repo.findQueue(tx, session.queueId, true);
        if (!queue || queue.printed || queue.downloaded) {
          queue = await newQueue(tx, session.storeCode, session.storeName, actor);
          await repo.moveSession(tx, actor.id, queue.id);
        }
        await repo.upsertItems(tx, queue.id, items);
        return { queueId: queue.id, store: queue.storeName };
      });
    },
  };
}
export type LabelSessionService = ReturnType<typeof createLabelSessionService>;
