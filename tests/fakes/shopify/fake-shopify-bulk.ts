import {
  execute,
  executeSync,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLResolveInfo,
} from 'graphql';
import { createMutationRoot, loadAdminSchema } from './fake-shopify-graphql';
import { createQueryRoot } from './fake-shopify-queries';
import { findStaged } from './fake-shopify-staged';
import type { FakeBulkOperation, FakeShopifyState } from './fake-shopify-state';
import { connection, readUnbounded, type PageArgs } from './fake-shopify-views';
import { userError } from './fake-shopify-writes';

type Json = Record<string, unknown>;

type Connection = { edges?: { node: Json; cursor?: string }[]; nodes?: Json[]; pageInfo?: unknown };

const isConnection = (value: unknown): value is Connection =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Array.isArray((value as Json).edges) || Array.isArray((value as Json).nodes));

const nodesOf = (connection: Connection): Json[] =>
  connection.nodes ?? connection.edges?.map((edge) => edge.node) ?? [];

/**
 * Shopify's bulk JSONL: every node of every connection on a line of its own, nested ones carrying
 * `__parentId`, children right after their parent (as `groupObjects` gives them). Answers the lines
 * root by root: each root's own line (unless `withRoots` is false: a later part of its children)
 * and its descendants'.
 */
function toLines(data: Json, withRoots = true): string[][] {
  const groups: string[][] = [];
  let lines: string[] = [];
  const emitConnection = (connection: Connection, parentId: string | null) => {
    for (const node of nodesOf(connection)) emitNode(node, parentId);
  };
  const emitNode = (node: Json, parentId: string | null) => {
    const own: Json = {};
    const children: Connection[] = [];
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pageInfo') continue;
      if (isConnection(value)) children.push(value);
      else own[key] = value;
    }
    if (parentId) own.__parentId = parentId;
    else groups.push((lines = []));
    if (parentId || withRoots) lines.push(JSON.stringify(own));
    for (const child of children) emitConnection(child, typeof node.id === 'string' ? node.id : parentId);
  };
  for (const value of Object.values(data)) if (isConnection(value)) emitConnection(value, null);
  return groups;
}

/** Children per nested connection of a root read per run of the query. */
const CHILDREN_PER_RUN = 1_000;
/** How long the fake's event loop may be held before the run yields (`setImmediate`). */
const SLICE_MS = 15;
/** How long the request that starts a query may run it: a small shop's query is done in it. */
const IN_REQUEST_MS = 50;

type Resolver = (args: Json, context: unknown, info: GraphQLResolveInfo) => unknown;

/** Part of a connection, its nodes passed through `wrap` (given each node's index in the whole). */
function slice(connection: Connection, from: number, to: number, wrap = (node: Json, _index: number) => node) {
  const edges = (connection.edges ?? nodesOf(connection).map((node) => ({ node })))
    .slice(from, to)
    .map((edge, i) => ({ ...edge, node: wrap(edge.node, from + i) }));
  return { edges, nodes: edges.map((edge) => edge.node), pageInfo: connection.pageInfo };
}

/**
 * A bulk query run as Shopify runs one: apart from the request that started it, a part at a time.
 * Each step runs the query over a window of the top-level connection's nodes and of their nested
 * connections' nodes, appends the window's lines to `operation.lines` and yields. The roots'
 * window grows while a run takes under half of SLICE_MS and shrinks when one takes longer. Every
 * connection is read once (its list held for the later windows); a root whose children fill more
 * than one window is carried on, window after window, before the next root, so its children stay
 * grouped under it.
 */
function* runBulkQuery(state: FakeShopifyState, document: DocumentNode, operation: FakeBulkOperation) {
  const schema = loadAdminSchema();
  const queryRoot = createQueryRoot(state, []) as Record<string, unknown>;
  const roots = new Map<string, Connection>();
  const order: string[] = [];
  /** Per root index: its nested connections by response key, and the longest one's length. */
  const children = new Map<number, { connections: Map<string, Connection>; longest: number }>();
  let window: { key: string; from: number; to: number; childFrom: number } | null = null;

  const wrapRoot = (node: Json, index: number): Json => {
    let held = children.get(index);
    if (!held) children.set(index, (held = { connections: new Map(), longest: 0 }));
    const own = held;
    const wrapped: Json = {};
    for (const [field, value] of Object.entries(node)) {
      if (typeof value !== 'function') {
        wrapped[field] = value;
        continue;
      }
      const resolve: Resolver = (args, context, info) => {
        const key = String(info.path.key);
        let connection = own.connections.get(key);
        if (!connection) {
          const answer = (value as Resolver).call(node, args, context, info);
          if (!isConnection(answer)) return answer;
          own.connections.set(key, (connection = answer));
          own.longest = Math.max(own.longest, nodesOf(answer).length);
        }
        const from = window?.childFrom ?? 0;
        return slice(connection, from, from + CHILDREN_PER_RUN);
      };
      wrapped[field] = resolve;
    }
    return wrapped;
  };
  const rootValue: Json = {};
  for (const [field, value] of Object.entries(queryRoot)) {
    if (typeof value !== 'function') {
      rootValue[field] = value;
      continue;
    }
    const resolve: Resolver = (args, context, info) => {
      const key = String(info.path.key);
      let connection = roots.get(key);
      if (!connection) {
        const answer = (value as Resolver)(args, context, info);
        if (!isConnection(answer)) return answer;
        roots.set(key, (connection = answer));
        order.push(key);
      }
      if (window?.key !== key) return slice(connection, 0, 0);
      return slice(connection, window.from, window.to, wrapRoot);
    };
    rootValue[field] = resolve;
  }
  const run = () => {
    const result = readUnbounded(() => executeSync({ schema, document, rootValue, variableValues: {} }));
    if (result.errors?.length) throw new GraphQLError(result.errors.map((e) => e.message).join('; '));
    return (result.data ?? {}) as Json;
  };
  const keep = (groups: string[][], countRoots: boolean) => {
    for (const group of groups) {
      for (const line of group) operation.lines.push(line);
      if (countRoots) operation.rootObjectCount++;
    }
  };

  run(); // every connection empty: finds the top-level connections, in the query's order
  yield;
  for (const key of order) {
    const total = nodesOf(roots.get(key) ?? {}).length;
    let from = 0;
    let batch = 1;
    while (from < total) {
      window = { key, from, to: Math.min(total, from + batch), childFrom: 0 };
      const started = performance.now();
      const groups = toLines(run());
      const took = performance.now() - started;
      if (took < SLICE_MS / 2) batch = Math.min(batch * 2, 1_000);
      else if (took > SLICE_MS) batch = Math.max(1, Math.floor(batch / 2));
      let overflowing = -1;
      for (let index = window.from; index < window.to && overflowing < 0; index++)
        if ((children.get(index)?.longest ?? 0) > CHILDREN_PER_RUN) overflowing = index;
      if (overflowing < 0) {
        keep(groups, true);
        from = window.to;
      } else {
        // The roots up to the one with more children than a window; its other children come next.
        keep(groups.slice(0, overflowing - window.from + 1), true);
        const longest = children.get(overflowing)?.longest ?? 0;
        for (let childFrom = CHILDREN_PER_RUN; childFrom < longest; childFrom += CHILDREN_PER_RUN) {
          yield;
          window = { key, from: overflowing, to: overflowing + 1, childFrom };
          keep(toLines(run(), false), false);
        }
        from = overflowing + 1;
      }
      for (const index of children.keys()) if (index < from) children.delete(index);
      yield;
    }
  }
}

/** Runs `steps` for about `ms`; true when they are done. */
function advance(steps: Generator<undefined, void>, ms = SLICE_MS): boolean {
  const until = performance.now() + ms;
  for (;;) {
    if (steps.next().done) return true;
    if (performance.now() >= until) return false;
  }
}

function complete(state: FakeShopifyState, operation: FakeBulkOperation) {
  operation.status = 'COMPLETED';
  operation.completedAt = state.now();
}

function operationView(state: FakeShopifyState, operation: FakeBulkOperation, baseUrl: string) {
  const done = operation.status === 'COMPLETED';
  return {
    __typename: 'BulkOperation',
    id: operation.id,
    status: operation.status,
    errorCode: operation.errorCode,
    createdAt: operation.createdAt,
    completedAt: operation.completedAt,
    objectCount: String(operation.lines.length),
    rootObjectCount: String(operation.rootObjectCount),
    // The length of the lines joined by newlines, without joining them.
    fileSize: done
      ? String(operation.lines.reduce((sum, line) => sum + line.length, Math.max(0, operation.lines.length - 1)))
      : null,
    url: done && operation.lines.length ? `${baseUrl}/bulk/${operation.id.split('/').pop()}.jsonl` : null,
    partialDataUrl: null,
    query: operation.query,
    type: operation.type,
  };
}

const isUnfinished = (operation: FakeBulkOperation) => operation.status === 'RUNNING' || operation.status === 'CREATED';

/** `operation_type:` and `status:` of `bulkOperations(query:)`; other terms are not filters the fake knows. */
function matchesSearch(operation: FakeBulkOperation, query: string | null | undefined): boolean {
  for (const term of (query ?? '').split(/\s+/).filter(Boolean)) {
    const [key, value = ''] = term.split(':', 2) as [string, string?];
    if (key === 'operation_type' && operation.type !== value.toUpperCase()) return false;
    if (key === 'status' && operation.status !== value.toUpperCase()) return false;
  }
  return true;
}

/**
 * What `bulkOperationRunMutation` checks before it runs: one mutation operation of one field,
 * valid against the schema, and a staged file whose every line holds JSON variables the mutation
 * accepts. Answers the parsed document, or the refusal.
 */
function checkMutation(
  state: FakeShopifyState,
  args: { mutation: string; stagedUploadPath: string },
): { document: DocumentNode; lines: Record<string, unknown>[] } | { error: ReturnType<typeof userError> } {
  const schema = loadAdminSchema();
  const invalid = (message: string) => ({ error: userError(['mutation'], message, 'INVALID_MUTATION') });
  let document: DocumentNode;
  try {
    document = parse(args.mutation);
  } catch (error) {
    return invalid((error as Error).message);
  }
  const errors = validate(schema, document);
  if (errors.length) return invalid(errors.map((e) => e.message).join('; '));
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = getOperationAST(document);
  if (operations.length !== 1 || operation?.operation !== 'mutation')
    return invalid('The bulk mutation must be a single mutation operation');
  if (operation.selectionSet.selections.length !== 1)
    return invalid('Bulk mutations support only one mutation field per operation');
  const staged = findStaged(state, { key: args.stagedUploadPath });
  if (!staged?.bytes || staged.resource !== 'BULK_MUTATION_VARIABLES')
    return { error: userError(['stagedUploadPath'], 'The JSONL file could not be found', 'NO_SUCH_FILE') };
  const lines: Record<string, unknown>[] = [];
  const texts = staged.bytes.toString('utf8').split('\n');
  for (const [index, text] of texts.entries()) {
    if (!text.trim()) continue;
    const bad = (message: string) => ({
      error: userError(['stagedUploadPath'], `Line ${index + 1}: ${message}`, 'INVALID_STAGED_UPLOAD_FILE'),
    });
    let variables: unknown;
    try {
      variables = JSON.parse(text);
    } catch {
      return bad('not JSON');
    }
    if (typeof variables !== 'object' || variables === null || Array.isArray(variables))
      return bad('not an object of variables');
    const coerced = getVariableValues(
      schema,
      operation.variableDefinitions ?? [],
      variables as Record<string, unknown>,
    );
    if (coerced.errors) return bad(coerced.errors.map((e) => e.message).join('; '));
    lines.push(variables as Record<string, unknown>);
  }
  return { document, lines };
}

/**
 * `bulkOperationRunQuery`, `bulkOperationRunMutation`, `bulkOperation(id:)` and `bulkOperations`:
 * a query answers at once, RUNNING, and reads the shop in the background (`runBulkQuery`); a
 * mutation runs once per line of its staged file (its changes made at the start, its result file
 * given when it completes). Up to five queries run at once, one mutation.
 */
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
        const running = [...state.bulkOperations.values()].filter(
          (op) => op.type === 'QUERY' && isUnfinished(op),
        ).length;
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
        const operation: FakeBulkOperation = {
          id: '',
          type: 'QUERY',
          query: args.query,
          status: 'RUNNING',
          errorCode: null,
          createdAt: state.now(),
          completedAt: null,
          lines: [],
          rootObjectCount: 0,
          building: true,
          pollsUntilDone: options.pollsUntilDone,
        };
        // The first part runs in the request (a small shop's whole result: done at once, as before);
        // the rest in the background, yielding to the event loop between parts. An error in the
        // first part refuses the request; a later one fails the operation.
        const steps = runBulkQuery(state, document, operation);
        const built = () => {
          operation.building = false;
          if (operation.status === 'RUNNING' && operation.pollsUntilDone <= 0) complete(state, operation);
        };
        const isDone = advance(steps, IN_REQUEST_MS);
        operation.id = state.newId('BulkOperation');
        state.bulkOperations.set(operation.id, operation);
        if (isDone) built();
        else {
          const proceed = () => {
            if (operation.status !== 'RUNNING') return; // canceled
            try {
              if (advance(steps)) built();
              else setImmediate(proceed);
            } catch {
              operation.building = false;
              operation.status = 'FAILED';
              operation.errorCode = 'INTERNAL_SERVER_ERROR';
              operation.completedAt = state.now();
            }
          };
          setImmediate(proceed);
        }
        return { bulkOperation: operationView(state, operation, baseUrl), userErrors: [] };
      },
      async bulkOperationRunMutation(args: { mutation: string; stagedUploadPath: string }) {
        if ([...state.bulkOperations.values()].some((op) => op.type === 'MUTATION' && isUnfinished(op))) {
          return {
            bulkOperation: null,
            userErrors: [
              userError(
                ['mutation'],
                'A bulk mutation operation for this app and shop is already in progress',
                'OPERATION_IN_PROGRESS',
              ),
            ],
          };
        }
        const checked = checkMutation(state, args);
        if ('error' in checked) return { bulkOperation: null, userErrors: [checked.error] };
        const schema = loadAdminSchema();
        const lines: string[] = [];
        for (const [index, variableValues] of checked.lines.entries()) {
          const result = await execute({
            schema,
            document: checked.document,
            rootValue: createMutationRoot(state),
            variableValues,
          });
          const errors = result.errors?.map((e) => ({ message: e.message }));
          lines.push(JSON.stringify({ ...(errors ? { errors } : {}), data: result.data ?? null, __lineNumber: index }));
        }
        const operation: FakeBulkOperation = {
          id: state.newId('BulkOperation'),
          type: 'MUTATION',
          query: args.mutation,
          stagedUploadPath: args.stagedUploadPath,
          status: options.pollsUntilDone > 0 ? 'RUNNING' : 'COMPLETED',
          errorCode: null,
          createdAt: state.now(),
          completedAt: options.pollsUntilDone > 0 ? null : state.now(),
          lines,
          rootObjectCount: lines.length,
          building: false,
          pollsUntilDone: options.pollsUntilDone,
        };
        state.bulkOperations.set(operation.id, operation);
        return { bulkOperation: operationView(state, operation, baseUrl), userErrors: [] };
      },
    },
    queries: {
      bulkOperations(args: PageArgs & { query?: string | null }) {
        const newestFirst = [...state.bulkOperations.values()]
          .filter((operation) => matchesSearch(operation, args.query))
          .reverse()
          .map((operation) => operationView(state, operation, baseUrl));
        return connection(newestFirst, args);
      },
      bulkOperation({ id }: { id: string }) {
        const operation = state.bulkOperations.get(id);
        if (!operation) return null;
        // RUNNING for its polls (the last of them answers COMPLETED) and until its result is written.
        if (operation.status === 'RUNNING') {
          operation.pollsUntilDone = Math.max(0, operation.pollsUntilDone - 1);
          if (operation.pollsUntilDone === 0 && !operation.building) complete(state, operation);
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
