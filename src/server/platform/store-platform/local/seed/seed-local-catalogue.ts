import { existsSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { STORES } from '#shared/stores';
import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import { customers, locations } from '#server/db/schema/index';
import { SEED_DATA_DIR } from '#server/db/seed/seed-data-dir';
import { parseGid } from '../global-ids';
import { seedCustomers, seedLocations } from '../local-catalogue-seed';
import { readDemoCatalogueFile, seedDemoProducts } from './seed-demo-products';

export interface CatalogueSeedOptions {
  /** Where demo-products.json lives; a missing file skips the demo products. */
  dataDir?: string;
  now?: () => Date;
  customerCount?: number;
  /** Demo products and customers; the stores are real reference data and always seeded. */
  includeDemo?: boolean;
}

/** What one run added (a second run answers all zeros). */
export interface CatalogueSeedResult {
  locations: number;
  products: number;
  variants: number;
  collections: number;
  customers: number;
  skippedVariants: number;
}

const DAY_MS = 86_400_000;
/** New-customer counts on the dashboard need some in the last day, the rest over two months. */
const RECENT_CUSTOMERS = 6;

/** Deterministic spread (a small LCG): the same seed gives the same demo data every time. */
export function demoCustomerDates(total: number, now: Date): Date[] {
  let state = 20_240_601;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: total }, (_, index) => {
    const ageMs = index < RECENT_CUSTOMERS ? next() * (DAY_MS - 60_000) : DAY_MS + next() * 59 * DAY_MS;
    return new Date(now.getTime() - ageMs);
  }).sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The local catalogue's data: the six stores as locations always; with `includeDemo`, a demo
 * catalogue with collections and customers. Each step runs only on its empty tables, so a second run writes nothing.
 */
export async function seedLocalCatalogue(db: Db, options: CatalogueSeedOptions = {}): Promise<CatalogueSeedResult> {
  const dataDir = options.dataDir ?? SEED_DATA_DIR;
  const now = options.now?.() ?? new Date();
  const productsFile = `${dataDir}/demo-products.json`;
  // Files are read and checked before anything is written: bad data changes nothing.
  const includeDemo = options.includeDemo ?? true;
  const catalogue = includeDemo && existsSync(productsFile) ? await readDemoCatalogueFile(productsFile) : null;

  return db.transaction(async (tx) => {
    const [customersBefore] = await tx.select({ n: count() }).from(customers);
    const [locationsBefore] = await tx.select({ n: count() }).from(locations);
    const stores = await seedLocations(tx, STORES);
    const locationIdOf = new Map(
      STORES.map((store, index) => [store.code as string, parseGid('Location', stores[index]?.id ?? '') ?? 0]),
    );
    const written = catalogue
      ? await seedDemoProducts(tx, catalogue, locationIdOf)
      : { products: 0, variants: 0, collections: 0, skippedVariants: 0 };
    const addedCustomers =
      includeDemo && (customersBefore?.n ?? 0) === 0
        ? await seedCustomers(tx, demoCustomerDates(options.customerCount ?? 400, now))
        : 0;
    const addedLocations = stores.length - (locationsBefore?.n ?? 0);
    const result: CatalogueSeedResult = {
      locations: Math.max(0, addedLocations),
      ...written,
      customers: addedCustomers,
    };
    if (result.locations + written.products + addedCustomers > 0) {
      await recordAudit(tx, { action: 'catalogue.seed', subject: 'catalogue', after: result });
    }
    return result;
  });
}
