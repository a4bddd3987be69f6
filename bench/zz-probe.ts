// Temporary probe (not committed): where a single-product search's time goes on an engine.
import { sql } from 'drizzle-orm';
import { openBenchDatabase, benchEngine } from './bench-database';
import { BENCH_PRODUCTS, benchTitle, benchSku, generateCatalogue } from './generate-catalogue';
import { createLocalStorePlatform } from '../src/server/platform/store-platform/local/local-store-platform';

const engine = benchEngine();
await generateCatalogue({ engine });
const database = await openBenchDatabase(engine, 4);
const platform = createLocalStorePlatform(database);
const pick = () => 1 + Math.floor(Math.random() * BENCH_PRODUCTS);
async function time(name: string, n: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await run(i);
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) await run(i);
  const used = process.cpuUsage(cpu);
  console.log(name, ((performance.now() - started) / n).toFixed(3), 'ms/op wall,', ((used.user + used.system) / n / 1000).toFixed(3), 'ms/op cpu');
}
const N = Number(process.env.N ?? 400);
for (let round = 0; round < 2; round++) {
  await time('name exact', N, () => platform.searchProducts(benchTitle(pick()).toLowerCase(), 'name'));
  await time('name any order', N, () => platform.searchProducts(benchTitle(pick()).split(' ').reverse().join(' '), 'name'));
  await time('sku exact', N, () => platform.searchProducts(benchSku(pick(), 1), 'code'));
  await time('load 1 product by id', N, () => platform.getProduct(`gid://shopify/Product/${pick()}`));
  await time('select 1', N, () => database.db.execute(sql`select 1`));
}
await database.close();
