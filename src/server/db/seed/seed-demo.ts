import type { Db } from '../client';

/**
 * Seeds demo data on an empty database; returns whether anything was written.
 * Each area adds its own seeding step here.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  void db;
  return false;
}
