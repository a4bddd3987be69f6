import { readdirSync } from 'node:fs';
import {
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { computeQueryCost } from '../fakes/shopify/fake-shopify-cost';
import { loadAdminSchema, MAX_QUERY_COST } from '../fakes/shopify/fake-shopify-graphql';
import {
  MIRROR_PRODUCTS_PER_READ,
  MIRROR_VARIANTS_FIRST,
  MIRROR_VARIANTS_MAX,
} from '#server/platform/store-platform/shopify/documents/mirror-documents';

const DOCUMENTS_DIR = new URL('../../src/server/platform/store-platform/shopify/documents/', import.meta.url);

/** Every exported string in the adapter's documents folder that holds a GraphQL operation. */
async function collectDocuments(): Promise<{ name: string; document: DocumentNode }[]> {
  const found: { name: string; document: DocumentNode }[] = [];
  for (const file of readdirSync(DOCUMENTS_DIR).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(new URL(file, DOCUMENTS_DIR).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'string' || !/^\s*(query|mutation)\b/.test(value)) continue;
      found.push({ name: `${file}:${name}`, document: parse(value) });
    }
  }
  return found;
}

describe('the Shopify adapter’s GraphQL documents', async () => {
  const documents = await collectDocuments();
  const schema = loadAdminSchema();

  it('are all found (one per operation the adapter runs)', () => {
    expect(documents.length).toBeGreaterThanOrEqual(25);
  });

  it.each(documents.map((d) => [d.name, d.document] as const))(
    '%s validates against the Admin API 2026-07 schema',
    (_, document) => {
      expect(validate(schema, document).map((e) => e.message)).toEqual([]);
    },
  );

  it.each(documents.map((d) => [d.name, d.document] as const))(
    '%s stays under Shopify’s single-query cost limit',
    (_, document) => {
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )!;
      const fragments = Object.fromEntries(
        document.definitions
          .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
          .map((d) => [d.name.value, d]),
      );
      // The mirror asks `nodes(ids:)` for a few products at a time, with their first variants.
      const cost = computeQueryCost(schema, operation, fragments, {
        ids: Array.from({ length: MIRROR_PRODUCTS_PER_READ }, (_, i) => `gid://shopify/Product/${i + 1}`),
        variantsFirst: MIRROR_VARIANTS_FIRST,
      });
      expect(cost).toBeLessThanOrEqual(MAX_QUERY_COST);
    },
  );

  it('ask about 100 points for a one-variant product, and stay under the limit for the most variants asked', () => {
    const document = documents.find((d) => d.name.endsWith(':MIRROR_PRODUCTS_QUERY'))!.document;
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )!;
    const fragments = Object.fromEntries(
      document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    const cost = (ids: number, variantsFirst: number) =>
      computeQueryCost(schema, operation, fragments, {
        ids: Array.from({ length: ids }, (_, i) => `gid://shopify/Product/${i + 1}`),
        variantsFirst,
      });
    expect(cost(1, 1)).toBeLessThanOrEqual(110);
    expect(cost(1, MIRROR_VARIANTS_MAX)).toBeLessThanOrEqual(MAX_QUERY_COST);
  });
});
