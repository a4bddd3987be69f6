import { PRODUCT_ENTRY_MESSAGES as M } from '#shared/product-entry/messages';
import { badRequest, conflict } from '#server/http/errors';
import type { CatalogueReader, NewProductInput, PlatformLocations } from '#server/platform/store-platform/port';

/** Opening stock needs a real location; checked before anything is written. */
export async function assertStockLocation(platform: PlatformLocations, input: NewProductInput) {
  const wanted = input.variants.flatMap((variant) => (variant.stock ? [variant.stock.locationId] : []));
  if (wanted.length === 0) return;
  const known = new Set((await platform.listLocations()).map((location) => location.id));
  const unknown = wanted.find((id) => !known.has(id));
  if (unknown) throw badRequest(`locationId: ${M.unknownLocation(unknown)}`);
}

/** A SKU (any case, as the catalogue compares them) or barcode already in the catalogue refuses the product. */
export async function assertNotInCatalogue(platform: CatalogueReader, input: NewProductInput) {
  for (const variant of input.variants) {
    const sku = variant.sku;
    if (!sku) continue;
    const matches = await platform.searchProducts(sku, 'sku', 5, 'prefix');
    const isTaken = matches.some((product) =>
      product.variants.some((other) => other.sku?.toLowerCase() === sku.toLowerCase()),
    );
    if (isTaken) throw conflict(M.duplicateSku(sku));
  }
  for (const variant of input.variants) {
    const barcode = variant.barcode;
    if (!barcode) continue;
    const matches = await platform.searchProducts(barcode, 'barcode', 5, 'prefix');
    if (matches.some((product) => product.variants.some((other) => other.barcode === barcode))) {
      throw conflict(M.duplicateBarcode(barcode));
    }
  }
}
