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
      // The adapter asks `nodes(ids:)` for at most ten ids at a time.
      const cost = computeQueryCost(schema, operation, fragments, {
        ids: Array.from({ length: 10 }, (_, i) => `gid://shopify/InventoryItem/${i + 1}`),
      });
      expect(cost).toBeLessThanOrEqual(MAX_QUERY_COST);
    },
  );
});
