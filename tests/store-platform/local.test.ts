import { readFileSync } from 'node:fs';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import {
  seedCollection,
  seedCustomers,
  seedLocations,
} from '#server/platform/store-platform/local/local-catalogue-seed';
import { openTestDatabase } from '../support/test-database';
import { describeStorePlatformBehaviour } from './store-platform.behaviour';

const PREFIX = 'gid://shopify/TaxonomyCategory/';

/** The same taxonomy subset the fake Shopify serves, in the local adapter's compact row format. */
function fixtureTaxonomyRows(): [string, string, string | null][] {
  const file = new URL('../fixtures/shopify/taxonomy-categories.json', import.meta.url);
  const { categories } = JSON.parse(readFileSync(file, 'utf8')) as {
    categories: { id: string; name: string; parent_id: string | null }[];
  };
  return categories.map((c) => [
    c.id.slice(PREFIX.length),
    c.name,
    c.parent_id ? c.parent_id.slice(PREFIX.length) : null,
  ]);
}

/** The local adapter over a fresh database. */
function localHarness() {
  return async () => {
    const database = await openTestDatabase();
    const platform = createLocalStorePlatform(database, { taxonomyRows: fixtureTaxonomyRows() });
    return {
      platform,
      seedLocations: (stores: { name: string; code: string }[]) => seedLocations(database.db, stores),
      seedCollection: (collection: { title: string; handle: string; productIds: string[] }) =>
        seedCollection(database.db, collection),
      seedCustomers: async (createdAt: Date[]) => {
        await seedCustomers(database.db, createdAt);
      },
      close: async () => {
        platform.close?.();
        await database.close();
      },
    };
  };
}

describeStorePlatformBehaviour('local', localHarness());
