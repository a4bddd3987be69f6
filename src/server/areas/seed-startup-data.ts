import type { ServerArea } from './area';
import type { Db } from '#server/db/client';
import { seedLocalCatalogue } from '#server/platform/store-platform/local/seed/seed-local-catalogue';

export interface StartupSeedOptions {
  includeDemo: boolean;
  /** The local catalogue's own data (stores, demo products, customers); off with a remote platform. */
  includeLocalCatalogue?: boolean;
  now?: () => Date;
}

/**
 * Seeds an empty database at start-up: the reference data every install needs always, and demo
 * data when `includeDemo` is on (SEED_DEMO). Each area seeds its own tables (`ServerArea.seed`),
 * in the order of the area list. Returns whether anything was written.
 */
export async function seedStartupData(
  db: Db,
  areas: readonly ServerArea[],
  options: StartupSeedOptions,
): Promise<boolean> {
  const now = options.now ?? (() => new Date());
  const catalogue = await seedLocalCatalogue(db, {
    includeDemo: options.includeDemo && (options.includeLocalCatalogue ?? true),
    now,
  });
  let written = Object.values(catalogue).reduce((sum, added) => sum + added, 0);
  for (const area of areas) {
    if (area.seed) written += await area.seed(db, { includeDemo: options.includeDemo, now });
  }
  return written > 0;
}
