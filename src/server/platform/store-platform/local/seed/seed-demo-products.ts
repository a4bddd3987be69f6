import { readFile } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import { slugify, normalizeTags } from '../local-input';
import type { Queryable } from '#server/db/client';
import {
  collectionProducts,
  collections,
  inventoryLevels,
  productImages,
  productMetafields,
  products,
  variantMetafields,
  variants,
} from '#server/db/schema/index';

const money = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);
const text = z.union([z.string(), z.number()]).transform(String);

const DemoVariantSchema = z.object({
  option1: z.string().nullish(),
  sku: z.string().nullish(),
  barcode: z.string().nullish(),
  price: money,
  cost: money.nullish(),
  metafields: z.record(z.string(), text.nullish()).default({}),
  stock: z.record(z.string(), z.number().int()).default({}),
});

const DemoProductSchema = z.object({
  title: z.string().trim().min(1),
  vendor: z.string().default(''),
  productType: z.string().default(''),
  distributor: z.string().nullish(),
  descriptionHtml: z.string().default(''),
  status: z.enum(['ACTIVE', 'DRAFT', 'ARCHIVED']).default('ACTIVE'),
  tags: z.array(z.string()).default([]),
  option1Name: z.string().default('Size'),
  categoryId: z.string().nullish(),
  collections: z.array(z.string()).default([]),
  images: z.array(z.union([z.string(), z.object({ src: z.string(), alt: z.string().nullish() })])).default([]),
  variants: z.array(DemoVariantSchema).min(1),
});

const DemoCatalogueSchema = z.object({ products: z.array(DemoProductSchema) });
export type DemoCatalogue = z.infer<typeof DemoCatalogueSchema>;

export async function readDemoCatalogueFile(file: string): Promise<DemoCatalogue> {
  return DemoCatalogueSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/**
 * Bulk-loads the demo catalogue into an empty products table: a handful of multi-row inserts,
 * not one call per product. A SKU seen twice keeps its first variant. `locationIdOf` maps a
 * store code to its location. Returns what was written.
 */
export async function seedDemoProducts(db: Queryable, catalogue: DemoCatalogue, locationIdOf: Map<string, number>) {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0 || catalogue.products.length === 0)
    return { products: 0, variants: 0, collections: 0, skippedVariants: 0 };

  const handles = new Set<string>();
  const uniqueHandle = (title: string) => {
    const slug = slugify(title);
    let handle = slug;
    for (let n = 1; handles.has(handle); n++) handle = `${slug}-${n}`;
    handles.add(handle);
    return handle;
  };
  const productRows = catalogue.products.map((product) => ({
    title: product.title,
    handle: uniqueHandle(product.title),
    vendor: product.vendor,
    productType: product.productType,
    descriptionHtml: product.descriptionHtml,
    status: product.status,
    tags: normalizeTags(product.tags),
    categoryId: product.categoryId ?? null,
    option1Name: product.option1Name,
  }));
  const idOfHandle = new Map<string, number>();
  await insertChunked(productRows, async (chunk) => {
    const rows = await db.insert(products).values(chunk).returning({ id: products.id, handle: products.handle });
    for (const row of rows) idOfHandle.set(row.handle, row.id);
  });
  const productIds = productRows.map((row) => idOfHandle.get(row.handle) as number);

  const skus = new Set<string>();
  let skippedVariants = 0;
  const variantRows = catalogue.products.flatMap((product, index) =>
    product.variants.flatMap((variant, position) => {
      const sku = variant.sku?.trim() || null;
      if (sku && skus.has(sku.toLowerCase())) {
        skippedVariants++;
        return [];
      }
      if (sku) skus.add(sku.toLowerCase());
      const row = {
        productId: productIds[index] as number,
        position: position + 1,
        option1: variant.option1?.trim() || null,
        sku,
        barcode: variant.barcode?.trim() || null,
        price: Math.round(variant.price * 100) / 100,
        cost: variant.cost == null ? null : Math.round(variant.cost * 100) / 100,
      };
      return [{ row, variant }];
    }),
  );
  const variantIdOf = new Map<string, number>();
  await insertChunked(variantRows, async (chunk) => {
    const rows = await db
      .insert(variants)
      .values(chunk.map((entry) => entry.row))
      .returning({ id: variants.id, productId: variants.productId, position: variants.position });
    for (const row of rows) variantIdOf.set(`${row.productId}:${row.position}`, row.id);
  });
  const variantIdFor = (entry: (typeof variantRows)[number]) =>
    variantIdOf.get(`${entry.row.productId}:${entry.row.position}`) as number;

  const metafieldRows = variantRows.flatMap((entry) =>
    Object.entries(entry.variant.metafields).flatMap(([key, value]) =>
      value != null && value.trim() !== '' ? [{ variantId: variantIdFor(entry), key, value: value.trim() }] : [],
    ),
  );
  await insertChunked(metafieldRows, (chunk) => db.insert(variantMetafields).values(chunk));

  const stockRows = variantRows.flatMap((entry) =>
    Object.entries(entry.variant.stock).flatMap(([code, quantity]) => {
      const locationId = locationIdOf.get(code);
      return locationId ? [{ variantId: variantIdFor(entry), locationId, available: Math.max(0, quantity) }] : [];
    }),
  );
  await insertChunked(stockRows, (chunk) => db.insert(inventoryLevels).values(chunk));

  const distributorRows = catalogue.products.flatMap((product, index) =>
    product.distributor?.trim()
      ? [{ productId: productIds[index] as number, key: 'distributor', value: product.distributor.trim() }]
      : [],
  );
  await insertChunked(distributorRows, (chunk) => db.insert(productMetafields).values(chunk));

  const imageRows = catalogue.products.flatMap((product, index) =>
    product.images.map((image, position) => ({
      productId: productIds[index] as number,
      position: position + 1,
      src: typeof image === 'string' ? image : image.src,
      alt: typeof image === 'string' ? null : (image.alt ?? null),
    })),
  );
  await insertChunked(imageRows, (chunk) => db.insert(productImages).values(chunk));

  const collectionTitles = [
    ...new Set(catalogue.products.flatMap((product) => product.collections.map((title) => title.trim()))),
  ].filter(Boolean);
  const collectionIdOf = new Map<string, number>();
  if (collectionTitles.length > 0) {
    await db
      .insert(collections)
      .values(collectionTitles.map((title) => ({ title, handle: slugify(title) })))
      .onConflictDoNothing({ target: collections.handle });
    for (const row of await db.select({ id: collections.id, handle: collections.handle }).from(collections)) {
      collectionIdOf.set(row.handle, row.id);
    }
  }
  const memberRows = catalogue.products.flatMap((product, index) =>
    [...new Set(product.collections.map((title) => slugify(title.trim())))].flatMap((handle) => {
      const collectionId = collectionIdOf.get(handle);
      return collectionId ? [{ collectionId, productId: productIds[index] as number, position: index }] : [];
    }),
  );
  await insertChunked(memberRows, (chunk) => db.insert(collectionProducts).values(chunk).onConflictDoNothing());

  return {
    products: productRows.length,
    variants: variantRows.length,
    collections: collectionTitles.length,
    skippedVariants,
  };
}
