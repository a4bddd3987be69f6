import type { PublicUser } from '#shared/auth/schemas';
import type { Queryable } from '../db/client';
import type { StoredFile } from '../platform/file-store/port';
import type { Actor } from '../platform/store-platform/port';

/** One shelf label to queue: what it shows, and the SKU that names it. */
export interface QueuedLabel {
  sku: string;
  /** The catalogue variant; looked up by SKU when left out. */
  variantId?: string;
  title: string;
  price: number | null;
  barcode: string | null;
}

/**
 * What one area offers others, named here so that neither imports the other's internals: the
 * owner calls `provide` while it registers, a user calls `need` while it registers and reaches
 * the service when a request needs it (every area has registered by then; a missing provider
 * stops the app at start-up). Add an entry with its first caller, and say who provides it.
 */
export interface ProvidedServices {
  /** Employees area: the roster that sick days, time off and schedules refer to. */
  employees: {
    /** Active employees' names, sorted. */
    listActiveNames(): Promise<string[]>;
    /** The employee on today's roster linked to this user account (ADR 080), or null. */
    employeeOfUser(userId: number): Promise<{ id: number; name: string; email: string | null } | null>;
    /**
     * The roster's spelling and e-mail of each of these names still on it (case-insensitive), read
     * on the caller's transaction when it is in one (PGlite has a single connection).
     */
    emailsOf(names: string[], on?: Queryable): Promise<{ name: string; email: string | null }[]>;
    /** Users area: an invite that names its employee links them in the invite's transaction. */
    linkInvited(
      tx: Queryable,
      employeeId: number,
      userId: number,
      actor: { id: number; username: string },
    ): Promise<unknown>;
  };
  /** Files area: the rules every route serving stored bytes applies (`GET /api/files/:id`'s, ADR 068). */
  fileAccess: {
    /**
     * Whether `user` may be sent `file` now: its visibility, the rule of its kind (file-kinds.ts)
     * and its expiry. A file refused is answered like a missing one.
     */
    mayServe(file: StoredFile, user: PublicUser): boolean;
  };
  /** Images area: the product editor queues a product whose images need work (spec 03 §2). */
  imageReviewQueue: {
    /** Queues every variant of the product not already pending; answers how many were added. */
    addProduct(productId: string, actor: NonNullable<Actor>): Promise<number>;
    /** Records waiting for review (the dashboard's Pending Image Reviews). */
    countPending(): Promise<number>;
  };
  /** Labels area: the shelf-label queues that price changes feed (spec 03 "Label Queue Management"). */
  labelQueues: {
    /**
     * Adds labels to the queue of the user's open label session (a label already there is
     * refreshed); answers that queue, or null when the user has no session open.
     */
    addToSession(actor: NonNullable<Actor>, labels: QueuedLabel[]): Promise<{ queueId: number; store: string } | null>;
    /** One new queue per store code with its labels (stores without labels are skipped). */
    addToStores(
      entries: { storeCode: string; labels: QueuedLabel[] }[],
      labelType: string,
      actor: NonNullable<Actor>,
    ): Promise<{ queueId: number; store: string; skus: string[] }[]>;
  };
  /** Quizzes area: how many people took this week's quiz (the dashboard's stats). */
  quizResults: {
    countTakenThisWeek(): Promise<number>;
  };
  /** Critic reviews area: records waiting for a review (the dashboard's Pending Critic Reviews). */
  criticReviewQueue: {
    countPending(): Promise<number>;
  };
}

type ServiceName = keyof ProvidedServices;

export interface ServiceRegistry {
  provide<K extends ServiceName>(name: K, service: ProvidedServices[K]): void;
  /**
   * Declares, while the caller registers, that it cannot work without `name`, and answers how to
   * reach it once every area has registered. The app refuses to start when a needed service has
   * no provider (`assertComplete`), so nothing skips its work at run time for want of one.
   */
  need<K extends ServiceName>(name: K, by: string): () => ProvidedServices[K];
  /** Throws, naming each one, when a needed service has no provider. Called once all areas have registered. */
  assertComplete(): void;
}

export function createServiceRegistry(): ServiceRegistry {
  const services = new Map<ServiceName, unknown>();
  const needs = new Map<ServiceName, Set<string>>();
  return {
    provide(name, service) {
      if (services.has(name)) throw new Error(`Service ${name} is provided twice`);
      services.set(name, service);
    },
    need<K extends ServiceName>(name: K, by: string) {
      const users = needs.get(name) ?? new Set<string>();
      users.add(by);
      needs.set(name, users);
      return () => {
        const service = services.get(name) as ProvidedServices[K] | undefined;
        if (!service) throw new Error(`Service ${name} is needed by ${[...users].join(', ')} but no area provides it`);
        return service;
      };
    },
    assertComplete() {
      const missing = [...needs].filter(([name]) => !services.has(name));
      if (missing.length === 0) return;
      const lines = missing.map(([name, users]) => `${name} (needed by ${[...users].join(', ')})`);
      throw new Error(`No area provides: ${lines.join('; ')}`);
    },
  };
}
