import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { products, shopifyMirrorState, shopifyWebhookDeliveries } from '#server/db/schema/index';
import {
  MIRROR_WEBHOOK_CREATE_MUTATION,
  MIRROR_WEBHOOK_TOPICS,
  MIRROR_WEBHOOKS_QUERY,
} from '../documents/mirror-webhook-documents';
import { MIRROR_CHANGED_PRODUCTS_QUERY } from '../documents/mirror-documents';
import type { ShopifyGraphqlClient } from '../shopify-graphql-client';
import type { ShopifyLogger } from '../shopify-logger';
import { assertNoUserErrors, type ShopifyUserError } from '../shopify-user-errors';
import { ensureMirrorState, updateMirrorState, type MirrorRefresh } from './mirror-refresh';
import { deleteMirrorProduct, findVariantOfInventoryItem, gidNumber, setMirrorStock } from './mirror-store';

/** `X-Shopify-Hmac-Sha256`: base64 HMAC-SHA256 of the raw body with the app's secret, compared in constant time. */
export function verifyShopifyHmac(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  let given: Buffer;
  try {
    given = Buffer.from(header, 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface MirrorEvent {
  topic: string;
  webhookId: string;
  /** `X-Shopify-Triggered-At`, when sent. */
  triggeredAt: Date | null;
  body: unknown;
}

export type MirrorEventOutcome = 'applied' | 'duplicate' | 'older' | 'ignored';

type Json = Record<string, unknown>;
const asDate = (value: unknown): Date | null => {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};
const gidOf = (kind: string, value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))
    ? `gid://shopify/${kind}/${value}`
    : null;

export interface MirrorEventsDeps {
  client: ShopifyGraphqlClient;
  database: Pick<Database, 'db' | 'changes'>;
  refresh: MirrorRefresh;
  logger: ShopifyLogger;
  now?: () => Date;
}

/**
 * Keeps the mirror current between full syncs (ADR 065): webhooks, de-duplicated by their id and
 * applied in order of `updated_at` (an event older than the mirrored row changes nothing), and a
 * poll of products changed since the newest one seen, for events that never came.
 */
export function createMirrorEvents(deps: MirrorEventsDeps) {
  const { client, database, refresh, logger } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());

  async function mirroredUpdatedAt(productGid: string): Promise<Date | null> {
    const id = gidNumber(productGid);
    if (id === null) return null;
    const [row] = await db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, id));
    return row?.updatedAt ?? null;
  }

  async function applyProductChange(body: Json): Promise<MirrorEventOutcome> {
    const gid = typeof body.admin_graphql_api_id === 'string' ? body.admin_graphql_api_id : gidOf('Product', body.id);
    if (!gid || gidNumber(gid) === null) return 'ignored';
    const updatedAt = asDate(body.updated_at);
    const held = await mirroredUpdatedAt(gid);
    // The mirror already holds this state or a later one: nothing to read.
    if (held && updatedAt && held.getTime() >= updatedAt.getTime()) return 'older';
    await refresh.refreshProducts([gid]);
    return 'applied';
  }

  async function applyDelete(body: Json, at: Date): Promise<MirrorEventOutcome> {
    const gid = gidOf('Product', body.id);
    if (!gid) return 'ignored';
    const removed = await deleteMirrorProduct(db, gid, at);
    return removed ? 'applied' : 'older';
  }

  async function applyStock(body: Json, at: Date): Promise<MirrorEventOutcome> {
    const item = gidOf('InventoryItem', body.inventory_item_id);
    const location = gidOf('Location', body.location_id);
    if (!item || !location || typeof body.available !== 'number') return 'ignored';
    const variant = await findVariantOfInventoryItem(db, item);
    if (!variant) return 'ignored';
    const productId = await setMirrorStock(db, variant, location, body.available, asDate(body.updated_at) ?? at);
    if (productId === null) return 'older';
    return 'applied';
  }

  return {
    /** Applies one verified webhook; a delivery seen before is acknowledged and skipped. */
    async receive(event: MirrorEvent): Promise<MirrorEventOutcome> {
      const [seen] = await db
        .select({ id: shopifyWebhookDeliveries.webhookId })
        .from(shopifyWebhookDeliveries)
        .where(eq(shopifyWebhookDeliveries.webhookId, event.webhookId));
      if (seen) return 'duplicate';
      const body = (typeof event.body === 'object' && event.body !== null ? event.body : {}) as Json;
      const at = event.triggeredAt ?? now();
      let outcome: MirrorEventOutcome;
      switch (event.topic) {
        case 'products/create':
        case 'products/update':
          outcome = await applyProductChange(body);
          break;
        case 'products/delete':
          outcome = await applyDelete(body, at);
          break;
        case 'inventory_levels/update':
          outcome = await applyStock(body, at);
          break;
        default:
          outcome = 'ignored';
      }
      // Recorded once applied: a delivery that failed half-way is applied again when Shopify retries it.
      await db
        .insert(shopifyWebhookDeliveries)
        .values({ webhookId: event.webhookId, topic: event.topic })
        .onConflictDoNothing();
      await updateMirrorState(db, { lastEventAt: now() });
      return outcome;
    },

    /**
     * The safety net: products Shopify changed after the newest change the mirror has seen, read
     * again where the mirror holds an older state. Answers how many were read.
     */
    async poll(): Promise<number> {
      const state = await ensureMirrorState(db);
      if (!state.pollCursor) {
        await updateMirrorState(db, { lastPollAt: now() });
        return 0;
      }
      const changed: { id: string; updatedAt: string }[] = [];
      let after: string | null = null;
      do {
        const data: {
          products: {
            nodes: { id: string; updatedAt: string }[];
            pageInfo: { hasNextPage: boolean; endCursor: string | null };
          };
        } = await client.request(MIRROR_CHANGED_PRODUCTS_QUERY, {
          query: `updated_at:>'${state.pollCursor.toISOString()}'`,
          after,
        });
        changed.push(...data.products.nodes);
        after = data.products.pageInfo.hasNextPage ? data.products.pageInfo.endCursor : null;
      } while (after);
      if (changed.length === 0) {
        await updateMirrorState(db, { lastPollAt: now() });
        return 0;
      }
      const ids = changed.map((p) => gidNumber(p.id)).filter((id): id is number => id !== null);
      const held = new Map(
        (
          await db
            .select({ id: products.id, updatedAt: products.updatedAt })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((row) => [row.id, row.updatedAt.getTime()]),
      );
      const stale = changed.filter(
        (p) => (held.get(gidNumber(p.id) as number) ?? -Infinity) < new Date(p.updatedAt).getTime(),
      );
      if (stale.length) {
        await refresh.refreshProducts(stale.map((p) => p.id));
        logger.info({ products: stale.length }, 'shopify mirror poll caught changes no webhook brought');
      }
      const newest = changed.reduce(
        (max, p) => Math.max(max, new Date(p.updatedAt).getTime()),
        state.pollCursor.getTime(),
      );
      await db
        .update(shopifyMirrorState)
        .set({ pollCursor: new Date(newest), lastPollAt: now() })
        .where(eq(shopifyMirrorState.id, 1));
      if (stale.length) await updateMirrorState(db, { lastEventAt: now() });
      return stale.length;
    },

    /** Subscribes the shop's webhooks to `uri`, once per topic. */
    async register(uri: string): Promise<number> {
      const data = await client.request<{ webhookSubscriptions: { nodes: { topic: string; uri: string }[] } }>(
        MIRROR_WEBHOOKS_QUERY,
      );
      const have = new Set(data.webhookSubscriptions.nodes.filter((w) => w.uri === uri).map((w) => w.topic));
      let made = 0;
      for (const topic of MIRROR_WEBHOOK_TOPICS) {
        if (have.has(topic)) continue;
        const created = await client.request<{ webhookSubscriptionCreate: { userErrors: ShopifyUserError[] } | null }>(
          MIRROR_WEBHOOK_CREATE_MUTATION,
          { topic, uri },
        );
        assertNoUserErrors('webhookSubscriptionCreate', created.webhookSubscriptionCreate);
        made++;
      }
      return made;
    },
  };
}

export type MirrorEvents = ReturnType<typeof createMirrorEvents>;
