import { PlatformError, type CatalogueProduct, type NewProductInput, type NewVariantInput } from '../port';
import { CREATION_KEY_DEFINITION_MUTATION, PRODUCT_SET_MUTATION } from './documents/product-mutations';
import { PRODUCT_BY_CREATION_KEY_QUERY } from './documents/product-search-queries';
import type { ShopifyGraphqlClient } from './shopify-graphql-client';
import { buildProductSetInput, CREATION_KEY, CREATION_KEY_DEFINITION, duplicateSkus } from './shopify-product-input';
import type { ShopifyProductReader } from './shopify-product-reader';
import type { SkuChecker } from './mirror/mirror-skus';
import { sendThenReconcile } from './shopify-reconcile';
import { assertNoUserErrors, userErrorsToPlatformError, type ShopifyUserError } from './shopify-user-errors';

type UserErrors = { userErrors: ShopifyUserError[] };

/**
 * Idempotent creation: the caller's key is stored in a unique-valued product metafield and the
 * create is a `productSet` upsert keyed on it (`identifier.customId`). After a lost response -
 * ours or the caller's - the key is looked up first, so the product the first attempt made is
 * returned instead of a second one; concurrent creates with one key converge on one product.
 */
export function createShopifyProductCreator(
  client: ShopifyGraphqlClient,
  reader: ShopifyProductReader,
  search: SkuChecker,
) {
  let definitionReady: Promise<void> | null = null;

  function ensureCreationKeyDefinition(): Promise<void> {
    definitionReady ??= (async () => {
      const data = await client.request<{ metafieldDefinitionCreate: UserErrors | null }>(
        CREATION_KEY_DEFINITION_MUTATION,
        { definition: CREATION_KEY_DEFINITION },
      );
      const errors = data.metafieldDefinitionCreate?.userErrors ?? [];
      // TAKEN: another process (or an earlier run) made it already, which is all we need.
      const real = errors.filter((e) => e.code !== 'TAKEN');
      if (real.length) throw userErrorsToPlatformError('metafieldDefinitionCreate', real);
    })().catch((error: unknown) => {
      definitionReady = null;
      throw error;
    });
    return definitionReady;
  }

  async function findByCreationKey(key: string): Promise<string | null> {
    const data = await client.request<{ productByIdentifier: { id: string } | null }>(PRODUCT_BY_CREATION_KEY_QUERY, {
      identifier: { customId: { ...CREATION_KEY, value: key } },
    });
    return data.productByIdentifier?.id ?? null;
  }

  async function assertSkusFree(variants: readonly NewVariantInput[]): Promise<void> {
    const repeated = duplicateSkus(variants);
    if (repeated.length) throw new PlatformError(`SKU ${repeated[0]} is used by more than one variant`, 'conflict');
    const taken = await search.findTakenSku(variants.map((v) => v.sku?.trim()).filter((s): s is string => Boolean(s)));
    if (taken) throw new PlatformError(`SKU ${taken.sku} already exists (on "${taken.productTitle}")`, 'conflict');
  }

  async function readCreated(id: string): Promise<CatalogueProduct> {
    const read = await reader.readProduct(id);
    if (!read) throw new PlatformError(`Product ${id} vanished right after it was created`, 'unavailable');
    return read.product;
  }

  return {
    async createProduct(input: NewProductInput, idempotencyKey: string): Promise<CatalogueProduct> {
      const key = idempotencyKey.trim();
      if (!key) throw new PlatformError('An idempotency key is required to create a product', 'invalid');
      const productSetInput = buildProductSetInput(input, key);
      await ensureCreationKeyDefinition();

      const existing = await findByCreationKey(key);
      if (existing) return readCreated(existing);
      try {
        await assertSkusFree(input.variants);
      } catch (error) {
        // A concurrent call with this key may have just created the product that owns the SKU.
        const madeMeanwhile =
          error instanceof PlatformError && error.kind === 'conflict' ? await findByCreationKey(key) : null;
        if (madeMeanwhile) return readCreated(madeMeanwhile);
        throw error;
      }

      const id = await sendThenReconcile(
        async () => {
          const data = await client.request<{ productSet: (UserErrors & { product: { id: string } | null }) | null }>(
            PRODUCT_SET_MUTATION,
            { input: productSetInput, identifier: { customId: { ...CREATION_KEY, value: key } } },
            { retryAmbiguous: false },
          );
          assertNoUserErrors('productSet', data.productSet);
          const created = data.productSet?.product?.id;
          if (!created) throw new PlatformError('Shopify productSet returned no product', 'unavailable');
          return created;
        },
        () => findByCreationKey(key),
      );
      return readCreated(id);
    },
  };
}
