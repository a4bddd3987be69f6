import { readFileSync } from 'node:fs';
import { createLocalStorePlatform } from '../../src/server/platform/store-platform/local/local-store-platform';
import {
  seedCollection,
  seedCustomers,
  seedLocations,
} from '../../src/server/platform/store-platform/local/local-catalogue-seed';
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

describeStorePlatformBehaviour('local', async () => {
  const database = await openTestDatabase();
  return {
    platform: createLocalStorePlatform(database.db, { taxonomyRows: fixtureTaxonomyRows() }),
    seedLocations: (stores) => seedLocations(database.db, stores),
    seedCollection: (collection) => seedCollection(database.db, collection),
    seedCustomers: async (createdAt) => {
      await seedCustomers(database.db, createdAt);
    },
    close: () => database.close(),
  };
});
