import type { AreaDeps } from '#server/areas/area';
import type { CatalogueSyncStatus } from '#shared/catalogue-sync/catalogue-sync';
import {
  catalogueMirrorOf,
  type CatalogueMirror,
} from '#server/platform/store-platform/shopify/mirror/catalogue-mirror';
import {
  verifyShopifyHmac,
  type MirrorEventOutcome,
} from '#server/platform/store-platform/shopify/mirror/mirror-events';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const NOT_MIRRORED: CatalogueSyncStatus = {
  mirrored: false,
  status: 'idle',
  phase: null,
  linesDone: 0,
  linesTotal: null,
  productsDone: 0,
  startedAt: null,
  lastFullSyncAt: null,
  lastEventAt: null,
  lastPollAt: null,
  lagSeconds: null,
  products: 0,
  variants: 0,
  error: null,
};

export interface WebhookRequest {
  rawBody: string;
  hmac: string | undefined;
  topic: string | undefined;
  webhookId: string | undefined;
  triggeredAt: string | undefined;
}

/**
 * The Shopify mirror's life in the app (ADR 065): the full sync at first start (or the one a
 * previous process left unfinished), again every night; the poll every minute; webhooks.
 */
export function createCatalogueSyncService(deps: Pick<AreaDeps, 'storePlatform' | 'config' | 'log' | 'now'>) {
  // Asked each time: a test app is handed its adapter after the app is built.
  const mirrorOf = (): CatalogueMirror | null => catalogueMirrorOf(deps.storePlatform);
  let timer: ReturnType<typeof setInterval> | null = null;
  let ticking: Promise<void> | null = null;

  function startSync() {
    const mirror = mirrorOf();
    if (!mirror || mirror.sync.isRunning()) return;
    mirror.sync.run().catch((error: unknown) => deps.log.error({ err: error }, 'shopify mirror sync failed'));
  }

  /** Once a minute: the nightly sync when it is due, else the poll. */
  async function tick() {
    const mirror = mirrorOf();
    if (!mirror) return;
    const status = await mirror.status();
    const due = !status.lastFullSyncAt || deps.now().getTime() - Date.parse(status.lastFullSyncAt) >= DAY;
    if (status.status !== 'idle' || due) return startSync();
    if (!mirror.sync.isRunning()) await mirror.events.poll();
  }

  return {
    mirrorOf,
    status: (): Promise<CatalogueSyncStatus> => mirrorOf()?.status() ?? Promise.resolve(NOT_MIRRORED),
    /** Starts a full sync now (or leaves the running one be); false with no mirror. */
    startSync(): boolean {
      if (!mirrorOf()) return false;
      startSync();
      return true;
    },

    /** Background work; tests drive the sync and the poll themselves. */
    start() {
      const mirror = mirrorOf();
      if (!mirror || deps.config.NODE_ENV === 'test') return;
      const url = deps.config.SHOPIFY_WEBHOOK_URL;
      if (url) {
        mirror.events
          .register(url)
          .catch((error: unknown) => deps.log.error({ err: error }, 'shopify webhooks could not be subscribed'));
      }
      const run = () => {
        ticking ??= tick()
          .catch((error: unknown) => deps.log.warn({ err: error }, 'shopify mirror poll failed'))
          .finally(() => {
            ticking = null;
          });
      };
      run();
      timer = setInterval(run, MINUTE);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
    },

    /** 401 unless signed with the app secret; otherwise applied (or skipped as a repeat). */
    async receiveWebhook(request: WebhookRequest): Promise<{ status: 200 | 401 | 404; outcome?: MirrorEventOutcome }> {
      const mirror = mirrorOf();
      if (!mirror) return { status: 404 };
      const secret = deps.config.SHOPIFY_WEBHOOK_SECRET ?? '';
      if (!verifyShopifyHmac(Buffer.from(request.rawBody, 'utf8'), request.hmac, secret)) return { status: 401 };
      let body: unknown;
      try {
        body = JSON.parse(request.rawBody);
      } catch {
        body = null;
      }
      const triggered = request.triggeredAt ? new Date(request.triggeredAt) : null;
      const outcome = await mirror.events.receive({
        topic: request.topic ?? '',
        webhookId: request.webhookId ?? '',
        triggeredAt: triggered && !Number.isNaN(triggered.getTime()) ? triggered : null,
        body,
      });
      return { status: 200, outcome };
    },
  };
}
