import { readFileSync } from 'node:fs';
import {
  buildSchema,
  execute,
  getOperationAST,
  getVariableValues,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
} from 'graphql';
import { computeQueryCost } from './fake-shopify-cost';
import { createInventoryMutations } from './fake-shopify-inventory-mutations';
import { createMetafieldMutations } from './fake-shopify-metafield-mutations';
import type { CostBucket, Fault } from './fake-shopify-faults';
import { createProductMutations } from './fake-shopify-product-mutations';
import { productSet } from './fake-shopify-product-set';
import { createQueryRoot } from './fake-shopify-queries';
import { createVariantMutations } from './fake-shopify-variant-mutations';
import type { ReceivedRequest } from './fake-shopify-server';
import type { FakeShopifyState } from './fake-shopify-state';
import { createWebhookResolvers } from './fake-shopify-webhooks';

const SCHEMA_FILE = new URL('../../fixtures/shopify/admin-2026-07.schema.graphql', import.meta.url);
/** Shopify refuses any single query whose requested cost is above this. */
export const MAX_QUERY_COST = 1000;

let schema: GraphQLSchema | null = null;

/** The real Admin API 2026-07 schema (SDL captured from a live shop), built once per test worker. */
export function loadAdminSchema(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  return schema;
}

type Reply =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'hang' }
  | { kind: 'drop' };

export interface GraphqlOutcome {
  record: ReceivedRequest;
  reply: Reply;
}

interface RunInput {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
  state: FakeShopifyState;
  bucket: CostBucket;
  /** How long the call runs while it holds its requested points. */
  latencyMs: number;
  searchWarnings: string[];
  takeFault(rootFields: string[], operationName: string | null): Fault | null;
  runHooks(rootFields: string[]): void;
  /** Bulk operations (`fake-shopify-bulk.ts`): their mutation and query resolvers. */
  bulk: { mutations: Record<string, unknown>; queries: Record<string, unknown> };
}

function failWith(fault: Fault): Reply {
  switch (fault.kind) {
    case '5xx':
      return { kind: 'json', status: fault.status ?? 502, body: { errors: 'Bad Gateway' } };
    case '429':
      return {
        kind: 'json',
        status: 429,
        body: { errors: 'Too Many Requests' },
        headers: { 'retry-after': String(fault.retryAfterSeconds ?? 1) },
      };
    case 'timeout':
      return { kind: 'hang' };
    case 'drop':
      return { kind: 'drop' };
    case 'redirect':
      return { kind: 'json', status: 302, body: {}, headers: { location: fault.location ?? 'http://127.0.0.1:9/' } };
    case 'throttle':
      throw new Error('throttle is not a failure reply');
  }
}

/** The catalogue mutations, as a request or a line of a bulk mutation runs them. */
export function createMutationRoot(state: FakeShopifyState) {
  return {
    productSet: (args: Parameters<typeof productSet>[1]) => productSet(state, args),
    ...createProductMutations(state),
    ...createVariantMutations(state),
    ...createMetafieldMutations(state),
    ...createInventoryMutations(state),
  };
}

export async function runGraphql(input: RunInput): Promise<GraphqlOutcome> {
  const adminSchema = loadAdminSchema();
  const record: ReceivedRequest = {
    operationName: input.operationName,
    rootFields: [],
    query: input.query,
    variables: input.variables,
    invalid: [],
    executionErrors: [],
    outcome: 'ok',
  };
  const refuse = (errors: { message: string }[]): GraphqlOutcome => {
    record.invalid = errors.map((e) => e.message);
    record.outcome = 'invalid';
    return { record, reply: { kind: 'json', status: 200, body: { errors } } };
  };

  let document: DocumentNode;
  try {
    document = parse(input.query);
  } catch (error) {
    return refuse([{ message: (error as Error).message }]);
  }
  const validationErrors = validate(adminSchema, document);
  if (validationErrors.length) return refuse(validationErrors.map((e) => e.toJSON()));
  const operation = getOperationAST(document, input.operationName);
  if (!operation)
    return refuse([{ message: 'An operation name is required when the document has several operations' }]);
  const coerced = getVariableValues(adminSchema, operation.variableDefinitions ?? [], input.variables);
  if (coerced.errors) return refuse(coerced.errors.map((e) => e.toJSON()));
  record.operationName = operation.name?.value ?? null;
  record.rootFields = operation.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));

  const fault = input.takeFault(record.rootFields, record.operationName);
  if (fault?.kind === 'throttle') input.bucket.drain();
  else if (fault && !fault.afterCommit) {
    record.outcome = `fault:${fault.kind}`;
    return { record, reply: failWith(fault) };
  }

  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const requested = computeQueryCost(adminSchema, operation, fragments, coerced.coerced);
  if (requested > MAX_QUERY_COST) {
    return refuse([
      { message: `Query cost is ${requested}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).` },
    ]);
  }
  input.bucket.refill();
  if (requested > input.bucket.available) {
    record.outcome = 'throttled';
    const cost = { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: input.bucket.status() };
    record.cost = cost;
    const errors = [
      {
        message: 'Throttled',
        extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' },
      },
    ];
    return { record, reply: { kind: 'json', status: 200, body: { errors, extensions: { cost } } } };
  }
  // Shopify holds the requested points while the call runs and refunds the unused part at the end.
  input.bucket.available -= requested;
  if (input.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, input.latencyMs));

  input.runHooks(record.rootFields);
  const webhooks = createWebhookResolvers(input.state);
  const rootValue = {
    ...createQueryRoot(input.state, input.searchWarnings),
    ...createMutationRoot(input.state),
    ...input.bulk.mutations,
    ...input.bulk.queries,
    ...webhooks.mutations,
    ...webhooks.queries,
  };
  const result = await execute({
    schema: adminSchema,
    document,
    rootValue,
    variableValues: input.variables,
    operationName: input.operationName,
  });
  const actual = computeQueryCost(
    adminSchema,
    operation,
    fragments,
    coerced.coerced,
    (result.data ?? null) as Record<string, unknown> | null,
  );
  input.bucket.available += Math.max(0, requested - actual);
  record.executionErrors = (result.errors ?? []).map((e) => e.message);

  if (fault?.afterCommit) {
    record.outcome = `committed+fault:${fault.kind}`;
    return { record, reply: failWith(fault) };
  }
  const cost = { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: input.bucket.status() };
  record.cost = cost;
  return { record, reply: { kind: 'json', status: 200, body: { ...result, extensions: { cost } } } };
}
