import { STORES } from '#shared/stores';
import { seedCollection, seedLocations } from '#server/platform/store-platform/local/local-catalogue-seed';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import type { CatalogueProduct, CatalogueVariant } from '#server/platform/store-platform/port';
import type { VariantEditInput } from '#shared/product-editor/product-edit';
import { productInput, variantInput } from '../support/catalogue-fixtures';
import type { TestApp } from '../support/test-app';

let counter = 0;

/** The six stores and a wine with stock at Kirkwood (5) and Clayton (2), in the Wine ALL collection. */
export async function seedEditorCatalogue(testApp: TestApp) {
  const locations = await seedLocations(testApp.database.db, STORES);
  const byName = (name: string) => locations.find((location) => location.name === name)!;
  const platform = createLocalStorePlatform(testApp.database);
  const createWine = async (title: string, sku: string, price = 30, cost = 15) => {
    const product = await platform.createProduct(
      productInput({
        title,
        variants: [
          variantInput({
            sku,
            barcode: `0${String(++counter).padStart(11, '7')}`,
            price,
            cost,
            metafields: { vintage: '2020', par_value: '2' },
            stock: { locationId: byName('Kirkwood').id, quantity: 5 },
          }),
        ],
      }),
      `fixture-${sku}`,
      null,
    );
    await platform.updateVariants(
      product.id,
      [{ id: product.variants[0]!.id, stockDelta: 2 }],
      byName('Clayton').id,
      null,
    );
    return (await platform.getProduct(product.id)) as CatalogueProduct;
  };
  return {
    locations,
    byName,
    platform,
    createWine,
    seedCollection: (title: string, productIds: string[]) =>
      seedCollection(testApp.database.db, {
        title,
        handle: `${title.toLowerCase().replace(/\W+/g, '-')}-${++counter}`,
        productIds,
      }),
  };
}

/** A variant edit that changes nothing yet: the values as read. */
export function unchangedEdit(variant: CatalogueVariant): VariantEditInput {
  return {
    id: variant.id,
    sku: variant.sku,
    price: variant.price,
    cost: variant.cost,
    inventory_quantity: 0,
    vintage: variant.metafields.vintage ?? null,
    par_value: variant.metafields.par_value ?? null,
    oldSku: variant.sku,
    oldPrice: variant.price,
    oldCost: variant.cost,
    oldVintage: variant.metafields.vintage ?? null,
    oldParValue: variant.metafields.par_value ?? null,
  };
}
