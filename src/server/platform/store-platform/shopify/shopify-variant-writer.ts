import {
  PlatformError,
  StaleEditError,
  VARIANT_METAFIELD_KEYS,
  type CatalogueProduct,
  type NewVariantInput,
  type VariantEdit,
} from '../port';
import {
  METAFIELDS_DELETE_MUTATION,
  METAFIELDS_PER_CALL,
  METAFIELDS_SET_MUTATION,
  VARIANTS_BULK_CREATE_MUTATION,
  VARIANTS_BULK_UPDATE_MUTATION,
} from './documents/variant-mutations';
import type { ShopifyGraphqlClient } from './shopify-graphql-client';
import { buildBulkVariantInput, duplicateSkus } from './shopify-product-input';
import { DEFAULT_OPTION_NAME, DEFAULT_OPTION_VALUE, formatMoney } from './shopify-product-mapper';
import type { ReadProduct, ShopifyProductReader } from './shopify-product-reader';
import type { ShopifyProductSearch } from './shopify-product-search';
import { sendThenReconcile } from './shopify-reconcile';
import type { ShopifyStockAdjuster } from './shopify-stock-adjuster';
import { assertNoUserErrors, type ShopifyUserError } from './shopify-user-errors';
import { findStaleEdits } from '../stale-edits';

type Payload = { userErrors: ShopifyUserError[] } | null;
const KNOWN_KEYS = new Set<string>(VARIANT_METAFIELD_KEYS);

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

function bulkUpdateInput(edit: VariantEdit, optionName: string) {
  const inventoryItem = {
    ...(edit.sku !== undefined ? { sku: edit.sku } : {}),
    ...(edit.cost !== undefined ? { cost: edit.cost === null ? null : formatMoney(edit.cost) } : {}),
  };
  const fields = {
    ...(edit.price !== undefined ? { price: formatMoney(edit.price) } : {}),
    ...(edit.barcode !== undefined ? { barcode: edit.barcode } : {}),
    ...(edit.option1 !== undefined
      ? { optionValues: [{ optionName, name: edit.option1 ?? DEFAULT_OPTION_VALUE }] }
      : {}),
    ...(Object.keys(inventoryItem).length ? { inventoryItem } : {}),
  };
  return Object.keys(fields).length ? { id: edit.id, ...fields } : null;
}

const optionKey = (value: string | null | undefined) => (value ?? DEFAULT_OPTION_VALUE).trim().toLowerCase();

export function createShopifyVariantWriter(deps: {
  client: ShopifyGraphqlClient;
  reader: ShopifyProductReader;
  search: ShopifyProductSearch;
  stock: ShopifyStockAdjuster;
}) {
  const { client, reader, search, stock } = deps;

  async function mustRead(productId: string): Promise<ReadProduct> {
    const read = await reader.readProduct(productId);
    if (!read) throw new PlatformError(`Product ${productId} not found`, 'not_found');
    return read;
  }

  async function writeMetafields(edits: readonly VariantEdit[]): Promise<void> {
    const entries = edits.flatMap((e) =>
      Object.entries(e.metafields ?? {}).map(([key, value]) => ({ ownerId: e.id, key, value })),
    );
    const unknown = entries.find((m) => !KNOWN_KEYS.has(m.key));
    if (unknown) throw new PlatformError(`Unknown variant metafield "${unknown.key}"`, 'invalid');
    const sets = entries
      .filter((m): m is typeof m & { value: string } => typeof m.value === 'string')
      .map((m) => ({
        ownerId: m.ownerId,
        namespace: 'custom',
        key: m.key,
        type: 'single_line_text_field',
        value: m.value,
      }));
    const deletes = entries
      .filter((m) => m.value === null)
      .map((m) => ({ ownerId: m.ownerId, namespace: 'custom', key: m.key }));
    for (const metafields of chunk(sets, METAFIELDS_PER_CALL)) {
      const data = await client.request<{ metafieldsSet: Payload }>(METAFIELDS_SET_MUTATION, { metafields });
      assertNoUserErrors('metafieldsSet', data.metafieldsSet);
    }
    for (const metafields of chunk(deletes, METAFIELDS_PER_CALL)) {
      const data = await client.request<{ metafieldsDelete: Payload }>(METAFIELDS_DELETE_MUTATION, { metafields });
      assertNoUserErrors('metafieldsDelete', data.metafieldsDelete);
    }
  }

  return {
    async updateVariants(
      productId: string,
      edits: VariantEdit[],
      locationId: string | null,
    ): Promise<CatalogueProduct> {
      if (edits.some((e) => e.stockDelta) && !locationId) {
        throw new PlatformError('A location is required to change stock', 'invalid');
      }
      const read = await mustRead(productId);
      const variants = new Map(read.product.variants.map((v) => [v.id, v]));
      const missing = edits.find((e) => !variants.has(e.id));
      if (missing) throw new PlatformError(`Variant ${missing.id} not found on product ${productId}`, 'not_found');
      // Shopify has no compare-and-set for variant fields: read, compare, then write. A change made
      // in the moment between this read and the writes below is not caught (ADR 015).
      const stale = findStaleEdits(read.product.variants, edits);
      if (stale.length > 0) throw new StaleEditError(stale);
      const newSkus = edits.flatMap((e) =>
        e.sku?.trim() && e.sku.trim() !== variants.get(e.id)?.sku ? [e.sku.trim()] : [],
      );
      const repeated = newSkus.find((sku, i) => newSkus.findIndex((s) => s.toLowerCase() === sku.toLowerCase()) !== i);
      if (repeated) throw new PlatformError(`SKU ${repeated} is used by more than one variant`, 'conflict');
      const taken = newSkus.length
        ? await search.findTakenSku(
            newSkus,
            edits.map((e) => e.id),
          )
        : null;
      if (taken) throw new PlatformError(`SKU ${taken.sku} already exists (on "${taken.productTitle}")`, 'conflict');

      const optionName = read.optionNames[0] ?? DEFAULT_OPTION_NAME;
      const updates = edits.map((e) => bulkUpdateInput(e, optionName)).filter((u) => u !== null);
      if (updates.length) {
        const data = await client.request<{ productVariantsBulkUpdate: Payload }>(VARIANTS_BULK_UPDATE_MUTATION, {
          productId,
          variants: updates,
        });
        assertNoUserErrors('productVariantsBulkUpdate', data.productVariantsBulkUpdate);
      }
      await writeMetafields(edits);
      for (const edit of edits) {
        const item = variants.get(edit.id)?.inventoryItemId;
        if (edit.stockDelta && item && locationId) await stock.applyDelta(item, locationId, edit.stockDelta);
      }
      return (await mustRead(productId)).product;
    },

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
