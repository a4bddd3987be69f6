import { PlatformError, type CatalogueProduct, type NewVariantInput } from '../port';
import { VARIANTS_BULK_CREATE_MUTATION } from './documents/variant-mutations';
import type { ShopifyGraphqlClient } from './shopify-graphql-client';
import { buildBulkVariantInput, duplicateSkus } from './shopify-product-input';
import { DEFAULT_OPTION_NAME, DEFAULT_OPTION_VALUE } from './shopify-product-mapper';
import type { ReadProduct, ShopifyProductReader } from './shopify-product-reader';
import type { SkuChecker } from './mirror/mirror-skus';
import { sendThenReconcile } from './shopify-reconcile';
import { assertNoUserErrors, type ShopifyUserError } from './shopify-user-errors';

type Payload = { userErrors: ShopifyUserError[] } | null;

const optionKey = (value: string | null | undefined) => (value ?? DEFAULT_OPTION_VALUE).trim().toLowerCase();

/** New variants on an existing product (edits to existing ones: shopify-variant-save.ts). */
export function createShopifyVariantWriter(deps: {
  client: ShopifyGraphqlClient;
  reader: ShopifyProductReader;
  search: SkuChecker;
}) {
  const { client, reader, search } = deps;

  async function mustRead(productId: string): Promise<ReadProduct> {
    const read = await reader.readProduct(productId);
    if (!read) throw new PlatformError(`Product ${productId} not found`, 'not_found');
    return read;
  }

  return {
    async createVariants(productId: string, newVariants: NewVariantInput[]): Promise<CatalogueProduct> {
      const read = await mustRead(productId);
      const existing = new Set(read.product.variants.map((v) => optionKey(v.option1)));
      const clash = newVariants.find((v) => existing.has(optionKey(v.option1)));
      if (clash)
        throw new PlatformError(`A variant "${clash.option1 ?? DEFAULT_OPTION_VALUE}" already exists`, 'conflict');
      const skus = newVariants.map((v) => v.sku?.trim()).filter((s): s is string => Boolean(s));
      if (duplicateSkus(newVariants).length)
        throw new PlatformError(`SKU ${duplicateSkus(newVariants)[0]} is used by more than one variant`, 'conflict');
      const taken = skus.length ? await search.findTakenSku(skus) : null;
      if (taken) throw new PlatformError(`SKU ${taken.sku} already exists (on "${taken.productTitle}")`, 'conflict');
      const optionName = read.optionNames[0] ?? DEFAULT_OPTION_NAME;
      let pending = newVariants;
      // Not idempotent on Shopify's side: after an unknown outcome, create only what is still missing.
      await sendThenReconcile(
        async () => {
          const data = await client.request<{ productVariantsBulkCreate: Payload }>(
            VARIANTS_BULK_CREATE_MUTATION,
            { productId, variants: pending.map((v) => buildBulkVariantInput(v, optionName)) },
            { retryAmbiguous: false },
          );
          assertNoUserErrors('productVariantsBulkCreate', data.productVariantsBulkCreate);
          return true;
        },
        async () => {
          const now = new Set((await mustRead(productId)).product.variants.map((v) => optionKey(v.option1)));
          pending = pending.filter((v) => !now.has(optionKey(v.option1)));
          return pending.length === 0 ? true : null;
        },
      );
      return (await mustRead(productId)).product;
    },
  };
}
