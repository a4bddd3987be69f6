import type { Queryable } from '../db/client';
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
 * owner calls `provide` while it registers, a user calls `use` when a request needs it (every area
 * has registered by then). Add an entry with its first caller, and say who provides it.
 */
export interface ProvidedServices {
  /** Employees area: the roster that sick days, time off and schedules refer to. */
  employees: {
    /** Active employees' names, sorted. */
    listActiveNames(): Promise<string[]>;
    /** The employee on today's roster linked to this user account (ADR 080), or null. */
    employeeOfUser(userId: number): Promise<{ id: number; name: string; email: string | null } | null>;
    /** The roster's spelling and e-mail of each of these names still on it (case-insensitive). */
    emailsOf(names: string[]): Promise<{ name: string; email: string | null }[]>;
    /** Users area: an invite that names its employee links them in the invite's transaction. */
    linkInvited(
      tx: Queryable,
      employeeId: number,
      userId: number,
      actor: { id: number; username: string },
    ): Promise<unknown>;
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

export type ServiceName = keyof ProvidedServices;

export interface ServiceRegistry {
  provide<K extends ServiceName>(name: K, service: ProvidedServices[K]): void;
  /** The service, or null when no registered area provides it (an area left out of the list). */
  find<K extends ServiceName>(name: K): ProvidedServices[K] | null;
}

export function createServiceRegistry(): ServiceRegistry {
  const services = new Map<ServiceName, unknown>();
  return {
    provide(name, service) {
      if (services.has(name)) throw new Error(`Service ${name} is provided twice`);
      services.set(name, service);
    },
    find<K extends ServiceName>(name: K) {
      return (services.get(name) as ProvidedServices[K] | undefined) ?? null;
    },
  };
}
