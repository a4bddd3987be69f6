import { executeSync, GraphQLError, parse, validate } from 'graphql';
import { loadAdminSchema } from './fake-shopify-graphql';
import { createQueryRoot } from './fake-shopify-queries';
import type { FakeBulkOperation, FakeShopifyState } from './fake-shopify-state';
import { readUnbounded } from './fake-shopify-views';
import { userError } from './fake-shopify-writes';

type Json = Record<string, unknown>;

const isConnection = (value: unknown): value is { edges?: { node: Json }[]; nodes?: Json[] } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Array.isArray((value as Json).edges) || Array.isArray((value as Json).nodes));

/**
 * Shopify's bulk JSONL: every node of every connection on a line of its own, nested ones carrying
 * `__parentId`, children right after their parent (as `groupObjects` gives them).
 */
function toLines(data: Json): { lines: string[]; roots: number } {
  const lines: string[] = [];
  let roots = 0;
  const emitConnection = (connection: { edges?: { node: Json }[]; nodes?: Json[] }, parentId: string | null) => {
    const nodes = connection.edges ? connection.edges.map((edge) => edge.node) : (connection.nodes ?? []);
    for (const node of nodes) emitNode(node, parentId);
  };
  const emitNode = (node: Json, parentId: string | null) => {
    const own: Json = {};
    const children: { edges?: { node: Json }[]; nodes?: Json[] }[] = [];
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pageInfo') continue;
      if (isConnection(value)) children.push(value);
      else own[key] = value;
    }
    if (parentId) own.__parentId = parentId;
    else roots++;
    lines.push(JSON.stringify(own));
    for (const child of children) emitConnection(child, typeof node.id === 'string' ? node.id : parentId);
  };
  for (const value of Object.values(data)) if (isConnection(value)) emitConnection(value, null);
  return { lines, roots };
}

function operationView(state: FakeShopifyState, operation: FakeBulkOperation, baseUrl: string) {
  const done = operation.status === 'COMPLETED';
  return {
    __typename: 'BulkOperation',
    id: operation.id,
    status: operation.status,
    errorCode: null,
    createdAt: operation.createdAt,
    completedAt: operation.completedAt,
    objectCount: String(operation.lines.length),
    rootObjectCount: String(operation.rootObjectCount),
    fileSize: done ? String(operation.lines.join('\n').length) : null,
    url: done && operation.lines.length ? `${baseUrl}/bulk/${operation.id.split('/').pop()}.jsonl` : null,
    partialDataUrl: null,
    query: operation.query,
    type: 'QUERY',
  };
}

/** `bulkOperationRunQuery` and `bulkOperation(id:)`: the query runs at once over the whole shop. */
export function createBulkOperations(state: FakeShopifyState, baseUrl: string, options: { pollsUntilDone: number }) {
  return {
    mutations: {
      bulkOperationRunQuery(args: { query: string; groupObjects?: boolean }) {
        const schema = loadAdminSchema();
        let document;
        try {
          document = parse(args.query);
        } catch (error) {
          return { bulkOperation: null, userErrors: [userError(['query'], (error as Error).message, 'INVALID')] };
        }
        const invalid = validate(schema, document);
        if (invalid.length) {
          return { bulkOperation: null, userErrors: invalid.map((e) => userError(['query'], e.message, 'INVALID')) };
        }
        const running = [...state.bulkOperations.values()].filter((op) => op.status === 'RUNNING').length;
        if (running >= 5) {
          return {
            bulkOperation: null,
            userErrors: [
              userError(
                ['query'],
                'A bulk query operation for this app and shop is already in progress',
                'OPERATION_IN_PROGRESS',
              ),
            ],
          };
        }
        const result = readUnbounded(() =>
          executeSync({ schema, document, rootValue: createQueryRoot(state, []), variableValues: {} }),
        );
        if (result.errors?.length) throw new GraphQLError(result.errors.map((e) => e.message).join('; '));
        const { lines, roots } = toLines((result.data ?? {}) as Json);
        const operation: FakeBulkOperation = {
          id: state.newId('BulkOperation'),
          query: args.query,
          status: options.pollsUntilDone > 0 ? 'RUNNING' : 'COMPLETED',
          createdAt: state.now(),
          completedAt: options.pollsUntilDone > 0 ? null : state.now(),
          lines,
          rootObjectCount: roots,
          pollsUntilDone: options.pollsUntilDone,
        };
        state.bulkOperations.set(operation.id, operation);
        return { bulkOperation: operationView(state, operation, baseUrl), userErrors: [] };
      },
    },
    queries: {
      bulkOperation({ id }: { id: string }) {
        const operation = state.bulkOperations.get(id);
        if (!operation) return null;
        if (operation.status === 'RUNNING' && --operation.pollsUntilDone <= 0) {
          operation.status = 'COMPLETED';
          operation.completedAt = state.now();
        }
        return operationView(state, operation, baseUrl);
      },
    },
  };
}

/** The JSONL file of `/bulk/<number>.jsonl`, or null. */
export function bulkFile(state: FakeShopifyState, path: string): string | null {
  const match = /^\/bulk\/(\d+)\.jsonl$/.exec(path);
  const operation = match ? state.bulkOperations.get(`gid://shopify/BulkOperation/${match[1]}`) : undefined;
  return operation?.status === 'COMPLETED' ? operation.lines.map((line) => `${line}\n`).join('') : null;
}
