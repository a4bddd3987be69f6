/**
 * Loads a 100,000-variant catalogue into the benchmark database (DESIGN §7), PostgreSQL or, with
 * `BENCH_ENGINE=pglite` (or `--engine=pglite`), the embedded one:
 * 50,000 products × 2 variants, stock at two or three stores each, a vintage metafield each.
 * Batches go in as `unnest` of column arrays: one statement per 5,000 rows.
 *
 *   npx tsx bench/generate-catalogue.ts            # skips when the catalogue is already there
 *   npx tsx bench/generate-catalogue.ts --force    # empties the catalogue tables first
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { STORES } from '../src/shared/stores';
import { seedLocations } from '../src/server/platform/store-platform/local/local-catalogue-seed';
import {
  BENCH_DATABASE_URL,
  BENCH_PGLITE_DIR,
  benchEngine,
  openBenchDatabase,
  type BenchEngine,
} from './bench-database';

/** What both a `pg` client and PGlite offer: one parameterised statement (arrays as array parameters). */
interface RawClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export const BENCH_PRODUCTS = 50_000;
const VARIANTS_PER_PRODUCT = 2;
const BATCH = 5_000;

const PRODUCERS = [
  'Caymus',
  'Silver Oak',
  'Duckhorn',
  'Stags Leap',
  'Jordan',
  'Opus One',
  'Chateau Margaux',
  'Antinori',
  'Torres',
  'Penfolds',
  'Cloudy Bay',
  'Dr Loosen',
  'Glenfiddich',
  'Buffalo Trace',
  'Four Roses',
  'Sierra Nevada',
  'Bells',
  'Founders',
  'Macallan',
  'Lagavulin',
  'Casamigos',
  'Patron',
  'Hendricks',
  'Tanqueray',
  'Murrays',
  'Vosges',
  'Lindt',
  'Bonne Maman',
  'Riedel',
  'Coravin',
];
const ITEMS = [
  'Cabernet Sauvignon',
  'Merlot',
  'Pinot Noir',
  'Chardonnay',
  'Sauvignon Blanc',
  'Riesling',
  'Zinfandel',
  'Syrah',
  'Malbec',
  'Tempranillo',
  'Single Malt 12 Year',
  'Straight Bourbon',
  'IPA',
  'Stout',
  'Reposado',
  'London Dry Gin',
  'Brie',
  'Dark Chocolate',
  'Preserves',
  'Decanter',
];
const TYPES = [
  'USA Wine',
  'France Wine',
  'Italy Wine',
  'Australia New Zealand Wine',
  'Scotch',
  'Bourbon',
  'USA Beer',
  'Mexican Spirits',
  'Gin',
  'Gourmet Foods',
  'Accessories',
];
const SIZES = ['750ml', '1.5L', '375ml', '6pk 12oz', '50ml'];

/** Deterministic, so every run benchmarks the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export const benchTitle = (n: number) =>
  `${PRODUCERS[n % PRODUCERS.length]} ${ITEMS[Math.floor(n / PRODUCERS.length) % ITEMS.length]} ${2000 + (n % 24)} #${n}`;
export const benchSku = (product: number, variant: number) => `BN-${String(product).padStart(6, '0')}-${variant}`;
export const benchBarcode = (product: number, variant: number) => String(700_000_000_000 + product * 10 + variant);

async function loadProducts(client: RawClient, locationIds: number[]) {
  const next = random(42);
  for (let start = 1; start <= BENCH_PRODUCTS; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, BENCH_PRODUCTS - start + 1) }, (_, index) => start + index);
    const titles = numbers.map(benchTitle);
    const types = numbers.map((n) => TYPES[n % TYPES.length] as string);
    const inserted = await client.query<{ id: number }>(
      `insert into products (title, handle, vendor, product_type, tags, option1_name)
       select t, h, v, p, string_to_array(g, '|'), 'Size'
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as u(t, h, v, p, g)
       returning id`,
      [
        titles,
        numbers.map((n) => `bench-${n}`),
        numbers.map((n) => PRODUCERS[n % PRODUCERS.length] as string),
        types,
        types.map((type, index) => `${type}|${PRODUCERS[(numbers[index] as number) % PRODUCERS.length]}`),
      ],
    );
    const productIds = inserted.rows.map((row) => row.id);
    const variantProduct: number[] = [];
    const positions: number[] = [];
    const skus: string[] = [];
    const barcodes: string[] = [];
    const options: string[] = [];
    const prices: string[] = [];
    const costs: string[] = [];
    numbers.forEach((n, index) => {
      for (let v = 1; v <= VARIANTS_PER_PRODUCT; v++) {
        const price = 8 + Math.round(next() * 20_000) / 100;
        variantProduct.push(productIds[index] as number);
        positions.push(v);
        skus.push(benchSku(n, v));
        barcodes.push(benchBarcode(n, v));
        options.push(SIZES[(n + v) % SIZES.length] as string);
        prices.push(price.toFixed(2));
        costs.push((price * (0.5 + next() * 0.25)).toFixed(2));
      }
    });
    const variants = await client.query<{ id: number }>(
      `insert into variants (product_id, position, sku, barcode, option1, price, cost)
       select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[])
       returning id`,
      [variantProduct, positions, skus, barcodes, options, prices, costs],
    );
    const variantIds = variants.rows.map((row) => row.id);
    const levelVariant: number[] = [];
    const levelLocation: number[] = [];
    const levelQuantity: number[] = [];
    for (const id of variantIds) {
      const first = Math.floor(next() * locationIds.length);
      const count = 2 + Math.floor(next() * 2);
      for (let k = 0; k < count; k++) {
        levelVariant.push(id);
        levelLocation.push(locationIds[(first + k) % locationIds.length] as number);
        levelQuantity.push(Math.floor(next() * 40));
      }
    }
    await client.query(
      `insert into inventory_levels (variant_id, location_id, available) select * from unnest($1::int[], $2::int[], $3::int[])`,
      [levelVariant, levelLocation, levelQuantity],
    );
    await client.query(
      `insert into variant_metafields (variant_id, key, value) select v, 'vintage', y from unnest($1::int[], $2::text[]) as u(v, y)`,
      [variantIds, variantIds.map((_, index) => String(2000 + (index % 24)))],
    );
    process.stdout.write(`  ${Math.min(start + BATCH - 1, BENCH_PRODUCTS)} / ${BENCH_PRODUCTS} products\r`);
  }
  process.stdout.write('\n');
}

/** Runs `work` with a raw client on the engine's benchmark database. */
async function withRawClient<T>(engine: BenchEngine, work: (client: RawClient) => Promise<T>): Promise<T> {
  if (engine === 'pglite') {
    const client = await PGlite.create({ dataDir: BENCH_PGLITE_DIR, extensions: { pg_trgm } });
    try {
      return await work(client);
    } finally {
      await client.close();
    }
  }
  const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 1 });
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
    await pool.end();
  }
}

export async function generateCatalogue(options: { force?: boolean; engine?: BenchEngine } = {}) {
  const engine = options.engine ?? benchEngine();
  const where = engine === 'pglite' ? BENCH_PGLITE_DIR : new URL(BENCH_DATABASE_URL).pathname.slice(1);
  // Migrations and the stores through the app's own code; then the bulk load on a raw client
  // (PGlite allows one instance per folder, so the app's handle is closed first).
  const database = await openBenchDatabase(engine, 2);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const existing = await withRawClient(engine, async (client) => {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from variants');
    return rows[0]?.n ?? 0;
  });
  if (existing >= BENCH_PRODUCTS * VARIANTS_PER_PRODUCT && !options.force) {
    process.stdout.write(`bench catalogue present in ${where} (${existing} variants); --force reloads it\n`);
    return;
  }
  const started = Date.now();
  await withRawClient(engine, (client) =>
    client.query('truncate products, product_creation_keys restart identity cascade'),
  );
  const seeding = await openBenchDatabase(engine, 2);
  let locationIds: number[];
  try {
    const locations = await seedLocations(seeding.db, STORES);
    locationIds = locations.map((location) => Number(location.id.split('/').pop()));
  } finally {
    await seeding.close();
  }
  process.stdout.write(`loading ${BENCH_PRODUCTS * VARIANTS_PER_PRODUCT} variants into ${where} (${engine})\n`);
  await withRawClient(engine, async (client) => {
    await client.query('begin');
    await loadProducts(client, locationIds);
    await client.query('commit');
    await client.query('vacuum analyze');
  });
  process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

// Run as a script (by name: the bench server's build bundles this module, where import.meta.url is its own).
if (process.argv[1]?.endsWith('generate-catalogue.ts')) {
  const engineArg = process.argv.find((arg) => arg.startsWith('--engine='))?.slice('--engine='.length);
  generateCatalogue({
    force: process.argv.includes('--force'),
    ...(engineArg === 'pglite' || engineArg === 'postgres' ? { engine: engineArg } : {}),
  }).catch((error: unknown) => {
    process.stderr.write(`generate-catalogue failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
