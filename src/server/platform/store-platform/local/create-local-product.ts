import { recordAudit } from '#server/audit/audit-log';
import type { Db, Queryable } from '#server/db/client';
import { PlatformError, type Actor, type CatalogueProduct, type NewProductInput, type NewVariantInput } from '../port';
import { parseGid } from './global-ids';
import {
  assertDistinctSkus,
  assertStockQuantity,
  metafieldRows,
  normalizeTags,
  rethrowSkuRace,
  skuConflict,
  slugify,
  variantValuesOf,
} from './local-input';
import { loadProduct } from './product-load.repo';
import * as writes from './product-write.repo';
import { locationExists } from './store-data.repo';
import type { TaxonomyIndex } from './taxonomy';

/** Resolves each opening-stock location once; an unknown one refuses the whole request. */
export async function resolveStockLocations(db: Queryable, variants: NewVariantInput[]): Promise<(number | null)[]> {
  const resolved: (number | null)[] = [];
  for (const variant of variants) {
    if (!variant.stock) {
      resolved.push(null);
      continue;
    }
    assertStockQuantity(variant.stock.quantity);
    const id = parseGid('Location', variant.stock.locationId);
    if (id === null || !(await locationExists(db, id))) {
      throw new PlatformError(`Location ${variant.stock.locationId} not found`, 'not_found');
    }
    resolved.push(id);
  }
  return resolved;
}

/** Inserts variants with their metafields and opening stock; the caller has checked SKUs and locations. */
export async function insertVariantsWithStock(
  tx: Queryable,
  productId: number,
  variants: NewVariantInput[],
  locationIds: (number | null)[],
): Promise<number[]> {
  const firstPosition = await writes.nextVariantPosition(tx, productId);
  const ids = await writes.insertVariants(tx, productId, firstPosition, variants.map(variantValuesOf));
  await writes.upsertVariantMetafields(
    tx,
    ids.flatMap((id, index) => metafieldRows(id, variants[index]?.metafields)),
  );
  for (const [index, id] of ids.entries()) {
    const locationId = locationIds[index];
    const quantity = variants[index]?.stock?.quantity ?? 0;
    if (locationId != null) await writes.adjustStock(tx, id, locationId, quantity);
  }
  return ids;
}

export async function assertSkusFree(db: Queryable, skus: (string | null)[], exceptVariantIds: number[] = []) {
  assertDistinctSkus(skus);
  const taken = await writes.findTakenSkus(
    db,
    skus.filter((sku): sku is string => Boolean(sku)),
    exceptVariantIds,
  );
  const first = skus.find((sku) => sku && taken.some((other) => other.toLowerCase() === sku.toLowerCase()));
  if (first) throw skuConflict(first);
}

async function readCreated(
  db: Queryable,
  productId: number | null | undefined,
  key: string,
): Promise<CatalogueProduct> {
  const product = productId ? await loadProduct(db, productId) : null;
  if (!product)
    throw new PlatformError(`The product created with idempotency key ${key} no longer exists`, 'not_found');
  return product;
}

/**
 * Creates a product once per idempotency key. The key is claimed by the creating transaction:
 * a concurrent caller with the same key blocks on that row, and once the winner commits it reads
 * the winner's product instead of creating another (DESIGN §5).
 */
export async function createLocalProduct(
  db: Db,
  input: NewProductInput,
  idempotencyKey: string,
  actor: Actor,
  taxonomy: () => Promise<TaxonomyIndex>,
): Promise<CatalogueProduct> {
  const key = idempotencyKey.trim();
  if (!key) throw new PlatformError('An idempotency key is required', 'invalid');
  const known = await writes.findCreationKey(db, key);
  if (known) return readCreated(db, known, key);

  const title = input.title.trim();
  if (!title) throw new PlatformError("Title can't be blank", 'invalid');
  const categoryId = input.categoryId ?? null;
  if (categoryId && !(await taxonomy()).byId.has(categoryId)) {
    throw new PlatformError(`Category ${categoryId} not found`, 'invalid');
  }
  // Like productCreate, a product always has at least one variant.
  const variants: NewVariantInput[] =
    input.variants.length > 0 ? input.variants : [{ option1: null, price: 0, cost: null, sku: null, barcode: null }];
  const values = variants.map(variantValuesOf);
  const skus = values.map((variant) => variant.sku ?? null);

  try {
    return await db.transaction(async (tx) => {
      if (!(await writes.claimCreationKey(tx, key))) return readCreated(tx, await writes.findCreationKey(tx, key), key);
      await assertSkusFree(tx, skus);
      const locationIds = await resolveStockLocations(tx, variants);
      const productId = await writes.insertProduct(
        tx,
        {
          title,
          vendor: input.vendor.trim(),
          productType: input.productType.trim(),
          descriptionHtml: input.descriptionHtml,
          status: input.status,
          tags: normalizeTags(input.tags),
          categoryId,
          option1Name: input.option1Name.trim() || 'Title',
        },
        slugify(title),
      );
      await writes.insertProductMetafields(
        tx,
        Object.entries(input.metafields ?? {})
          .filter(([, value]) => value.trim() !== '')
          .map(([metafieldKey, value]) => ({ productId, key: metafieldKey, value })),
      );
      await insertVariantsWithStock(tx, productId, variants, locationIds);
      await writes.replaceProductImages(tx, productId, input.images);
      await writes.attachCreationKey(tx, key, productId);
      const product = await readCreated(tx, productId, key);
      await recordAudit(tx, {
        action: 'catalogue.product_create',
        actor,
        subject: product.id,
        before: null,
        after: product,
      });
      return product;
    });
  } catch (error) {
    rethrowSkuRace(error, skus);
  }
}
