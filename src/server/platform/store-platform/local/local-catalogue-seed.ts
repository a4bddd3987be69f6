import { inArray } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { collectionProducts, collections, customers, locations } from '#server/db/schema/index';
import type { Location } from '../port';
import { parseGid, toGid } from './global-ids';

/**
 * Fixtures the port has no write call for (locations, collections, customers live in the
 * platform's admin): used by demo seeding and by the behavioural suite shared with the fake.
 */

/** Adds missing locations (matched by code) and returns the requested ones, in the order given. */
export async function seedLocations(
  db: Queryable,
  stores: readonly { name: string; code: string }[],
): Promise<Location[]> {
  if (stores.length === 0) return [];
  await db
    .insert(locations)
    .values(stores.map((store) => ({ name: store.name, code: store.code })))
    .onConflictDoNothing({ target: locations.code });
  const rows = await db
    .select()
    .from(locations)
    .where(
      inArray(
        locations.code,
        stores.map((store) => store.code),
      ),
    );
  return stores.flatMap((store) => {
    const row = rows.find((candidate) => candidate.code === store.code);
    return row ? [{ id: toGid('Location', row.id), name: row.name }] : [];
  });
}

/** A manual collection with these products (product GIDs) in this order; an existing handle gains them. */
export async function seedCollection(
  db: Queryable,
  collection: { title: string; handle: string; productIds: string[] },
): Promise<{ id: string; title: string; handle: string }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(collections)
      .values({ title: collection.title, handle: collection.handle })
      .onConflictDoNothing({ target: collections.handle });
    const [row] = await tx
      .select()
      .from(collections)
      .where(inArray(collections.handle, [collection.handle]));
    if (!row) throw new Error(`collection ${collection.handle} was not stored`);
    const members = collection.productIds.map((gid, position) => {
      const productId = parseGid('Product', gid);
      if (productId === null) throw new Error(`not a product id: ${gid}`);
      return { collectionId: row.id, productId, position };
    });
    if (members.length > 0) await tx.insert(collectionProducts).values(members).onConflictDoNothing();
    return { id: toGid('Collection', row.id), title: row.title, handle: row.handle };
  });
}

const FIRST_NAMES = [
  'Avery',
  'Blake',
  'Casey',
  'Devon',
  'Emery',
  'Finley',
  'Harper',
  'Jordan',
  'Kendall',
  'Logan',
  'Morgan',
  'Parker',
  'Quinn',
  'Reese',
  'Riley',
  'Sawyer',
  'Taylor',
];
const LAST_NAMES = [
  'Adams',
  'Brooks',
  'Carter',
  'Diaz',
  'Ellis',
  'Foster',
  'Garcia',
  'Hughes',
  'Jensen',
  'Kim',
  'Lopez',
  'Miller',
  'Nguyen',
  'Owens',
  'Patel',
  'Reed',
  'Schmidt',
];

/** One customer per timestamp (names and example.com addresses are made up); returns how many were added. */
export async function seedCustomers(db: Queryable, createdAt: Date[]): Promise<number> {
  const rows = createdAt.map((at, index) => {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Customer';
    const lastName = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Demo';
    return {
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${index + 1}@example.com`.toLowerCase(),
      createdAt: at,
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(customers).values(rows.slice(start, start + 1000));
  }
  return rows.length;
}
