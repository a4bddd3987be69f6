import type { Db } from '../client';
import { seedCatalogue } from './seed-catalogue';

/**
 * Seeds demo data on an empty database; returns whether anything was written.
 * Each area adds its own seeding step here.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const catalogue = await seedCatalogue(db);
  return Object.values(catalogue).some((added) => added > 0);
}
