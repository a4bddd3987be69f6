/**
 * A fake Shopify shop with a collection for the DIMARGIN analysis: products at 50 % margin that
 * the analysis must tag, and products at 25 % margin carrying the tag that it must untag. The
 * drills count the tagsAdd/tagsRemove the fake applied (requests, and lines of bulk mutations) to
 * prove each product was written once.
 */
import { DIMARGIN_TAG } from '#shared/margin-tags/margin-tags';
import { createShopifyStorePlatform } from '#server/platform/store-platform/shopify/shopify-store-platform';
import { startFakeShopify, type FakeShopify } from '../../../fakes/shopify/fake-shopify-server';
import { productInput, variantInput } from '../../../support/catalogue-fixtures';
import { openTestDatabase } from '../../../support/test-database';

export const THRESHOLD = 0.35;

export interface MarginShop {
  fake: FakeShopify;
  collectionName: string;
  /** Products the analysis must tag (50 % margin). */
  toTag: string[];
  /** Products the analysis must untag (25 % margin, tagged beforehand). */
  toUntag: string[];
  /** The server settings that point the app at this shop. */
  env: Record<string, string>;
  /** How many tagsAdd or tagsRemove requests the shop applied to each product (refused ones not counted). */
  writesTo(rootField: 'tagsAdd' | 'tagsRemove'): Map<string, number>;
  /** How many times the product carries DIMARGIN (a tag list is a set: 0 or 1). */
  tagCount(productId: string): number;
}

export async function startMarginShop(options: { toTag: number; toUntag: number }): Promise<MarginShop> {
  const fake = await startFakeShopify();
  // The shop is stocked through an adapter of its own, whose mirror is thrown away afterwards.
  const scratch = await openTestDatabase();
  const platform = createShopifyStorePlatform(
    { domain: fake.domain, token: fake.token, apiVersion: fake.apiVersion, protocol: 'http' },
    scratch,
  );
  const create = async (index: number, cost: number, tags: string[]) =>
    (
      await platform.createProduct(
        productInput({
          title: `Drill Wine ${index}`,
          tags,
          variants: [variantInput({ sku: `DRILL-${index}`, barcode: null, price: 20, cost })],
        }),
        `drill-${index}`,
        null,
      )
    ).id;
  const toTag: string[] = [];
  const toUntag: string[] = [];
  for (let index = 0; index < options.toTag; index++) toTag.push(await create(index, 10, ['Drill']));
  for (let index = 0; index < options.toUntag; index++)
    toUntag.push(await create(options.toTag + index, 15, ['Drill', DIMARGIN_TAG]));
  await scratch.close();
  const collectionName = 'Drill Wines';
  fake.state.addCollection(collectionName, 'drill-wines', [...toTag, ...toUntag]);
  return {
    fake,
    collectionName,
    toTag,
    toUntag,
    env: {
      SHOPIFY_STORE_DOMAIN: fake.domain,
      SHOPIFY_ADMIN_TOKEN: fake.token,
      SHOPIFY_API_VERSION: fake.apiVersion,
      SHOPIFY_PROTOCOL: 'http',
    },
    writesTo(rootField) {
      const counts = new Map<string, number>();
      const count = (id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const request of fake.received) {
        const isApplied = request.outcome === 'ok' || request.outcome.startsWith('committed+');
        if (request.rootFields.includes(rootField) && isApplied) count(String(request.variables.id));
      }
      // Lines of bulk mutations, which the shop applies without a request each.
      for (const operation of fake.state.bulkOperations.values()) {
        if (operation.type !== 'MUTATION') continue;
        for (const line of operation.lines) {
          const answer = (JSON.parse(line) as { data?: Record<string, { node?: { id?: string } | null } | null> })
            .data?.[rootField];
          if (answer?.node?.id) count(answer.node.id);
        }
      }
      return counts;
    },
    tagCount(productId) {
      const product = fake.state.products.get(productId);
      if (!product) throw new Error(`no product ${productId} in the fake shop`);
      return product.tags.filter((tag) => tag.toUpperCase() === DIMARGIN_TAG).length;
    },
  };
}
