import type { Db } from '../client';
import { seedCatalogue } from './seed-catalogue';

/**
 * Seeds an empty database at start-up: the reference data every install needs (stores, type
 * tree) always, and demo data (catalogue, customers) when `includeDemo` is on (SEED_DEMO).
 * Returns whether anything was written. Each area adds its own seeding step here.
 */
export async function seedStartupData(db: Db, options: { includeDemo: boolean }): Promise<boolean> {
  const catalogue = await seedCatalogue(db, { includeDemo: options.includeDemo });
  return Object.values(catalogue).some((added) => added > 0);
}
