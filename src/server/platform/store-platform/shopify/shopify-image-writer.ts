import { PlatformError, type CatalogueProduct } from '../port';
import { MEDIA_DETACH_MUTATION, PRODUCT_MEDIA_APPEND_MUTATION } from './documents/product-mutations';
import type { ShopifyGraphqlClient } from './shopify-graphql-client';
import type { ReadProduct, ShopifyProductReader } from './shopify-product-reader';
import { sendThenReconcile } from './shopify-reconcile';
import { assertNoUserErrors, type ShopifyUserError } from './shopify-user-errors';

type Payload = { userErrors: ShopifyUserError[] } | null;

const isSameList = (current: readonly (string | null)[], wanted: readonly string[]) =>
  current.length === wanted.length && current.every((source, i) => source === wanted[i]);

/**
 * Replace = detach every current image (fileUpdate referencesToRemove; productDeleteMedia is
 * deprecated) and append the new ones in order with productUpdate(media:). Appending is not
 * idempotent, so after an unknown outcome the product is read before anything is sent again.
 */
export function createShopifyImageWriter(client: ShopifyGraphqlClient, reader: ShopifyProductReader) {
  async function mustRead(productId: string): Promise<ReadProduct> {
    const read = await reader.readProduct(productId);
    if (!read) throw new PlatformError(`Product ${productId} not found`, 'not_found');
    return read;
  }

  async function detachAll(productId: string, read: ReadProduct): Promise<void> {
    if (read.product.images.length === 0) return;
    const files = read.product.images.map((image) => ({ id: image.id, referencesToRemove: [productId] }));
    const data = await client.request<{ fileUpdate: Payload }>(MEDIA_DETACH_MUTATION, { files });
    assertNoUserErrors('fileUpdate', data.fileUpdate);
  }

  return {
    async replaceImages(productId: string, urls: string[]): Promise<CatalogueProduct> {
      const wanted = urls.map((u) => u.trim()).filter(Boolean);
      const before = await mustRead(productId);
      if (isSameList(before.imageSources, wanted)) return before.product;
      await detachAll(productId, before);
      if (wanted.length) {
        await sendThenReconcile(
          async () => {
            const data = await client.request<{ productUpdate: Payload }>(
              PRODUCT_MEDIA_APPEND_MUTATION,
              {
                product: { id: productId },
                media: wanted.map((originalSource) => ({ originalSource, mediaContentType: 'IMAGE' })),
              },
              { retryAmbiguous: false },
            );
            assertNoUserErrors('productUpdate', data.productUpdate);
            return true;
          },
          async () => {
            const now = await mustRead(productId);
            if (isSameList(now.imageSources, wanted)) return true;
            await detachAll(productId, now);
            return null;
          },
        );
      }
      return (await mustRead(productId)).product;
    },
  };
}
