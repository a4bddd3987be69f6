import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Shopify's calculated query cost, simplified from shopify.dev "Rate limits": scalars and enums 0,
 * objects 1, connections 2 + `first`/`last` × one node's cost, each mutation 10. "requested" sizes
 * connections by their arguments; "actual" by what the response really holds (the refund).
 */
type Mode = { kind: 'requested' } | { kind: 'actual' };
type Json = Record<string, unknown> | null | undefined;

interface CostContext {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  mode: Mode;
}

function selectionCost(
  ctx: CostContext,
  type: GraphQLCompositeType,
  set: SelectionSetNode | undefined,
  value: Json,
): number {
  if (!set) return 0;
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      const def = 'getFields' in type ? type.getFields()[selection.name.value] : undefined;
      if (!def) continue;
      const key = selection.alias?.value ?? selection.name.value;
      if (ctx.mode.kind === 'actual' && (!value || !(key in value))) continue;
      total += fieldCost(ctx, def, selection, value?.[key]);
    } else {
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : ctx.fragments[selection.name.value];
      if (!fragment) continue;
      const condition = fragment.typeCondition ? ctx.schema.getType(fragment.typeCondition.name.value) : type;
      total += selectionCost(ctx, (condition ?? type) as GraphQLCompositeType, fragment.selectionSet, value);
    }
  }
  return total;
}

function objectCost(
  ctx: CostContext,
  type: GraphQLCompositeType,
  set: SelectionSetNode | undefined,
  value: Json,
): number {
  return 1 + selectionCost(ctx, type, set, value);
}

function connectionItemCost(
  ctx: CostContext,
  type: GraphQLCompositeType,
  set: SelectionSetNode | undefined,
  item: Json,
) {
  let total = 0;
  for (const selection of set?.selections ?? []) {
    if (selection.kind !== Kind.FIELD) continue;
    const fields = 'getFields' in type ? type.getFields() : {};
    if (selection.name.value === 'nodes' && fields.nodes) {
      total += objectCost(ctx, getNamedType(fields.nodes.type) as GraphQLCompositeType, selection.selectionSet, item);
    }
    if (selection.name.value === 'edges' && fields.edges) {
      const nodeSel = selection.selectionSet?.selections.find((s) => s.kind === Kind.FIELD && s.name.value === 'node');
      const edgeType = getNamedType(fields.edges.type) as GraphQLCompositeType;
      const nodeField = 'getFields' in edgeType ? edgeType.getFields().node : undefined;
      if (nodeSel?.kind === Kind.FIELD && nodeField) {
        total += objectCost(ctx, getNamedType(nodeField.type) as GraphQLCompositeType, nodeSel.selectionSet, item);
      }
    }
  }
  return total;
}

function fieldCost(ctx: CostContext, def: GraphQLField<unknown, unknown>, node: FieldNode, value: unknown): number {
  const named = getNamedType(def.type);
  if (isLeafType(named)) return 0;
  const type = named as GraphQLCompositeType;
  const set = node.selectionSet;
  const actual = ctx.mode.kind === 'actual';
  if (actual && value == null) return 0;
  if (named.name.endsWith('Connection')) {
    if (actual) {
      const conn = value as { nodes?: Json[]; edges?: { node: Json }[] };
      const items = conn.nodes ?? conn.edges?.map((e) => e.node) ?? [];
      return 2 + items.reduce<number>((sum, item) => sum + connectionItemCost(ctx, type, set, item), 0);
    }
    const args = getArgumentValues(def, node, ctx.variables) as { first?: number; last?: number };
    return 2 + (args.first ?? args.last ?? 0) * connectionItemCost(ctx, type, set, undefined);
  }
  if (isListType(getNullableType(def.type))) {
    if (actual)
      return (value as Json[]).reduce<number>((sum, item) => sum + (item ? objectCost(ctx, type, set, item) : 0), 0);
    const args = getArgumentValues(def, node, ctx.variables) as { ids?: unknown[] };
    return (args.ids?.length ?? 1) * objectCost(ctx, type, set, undefined);
  }
  return objectCost(ctx, type, set, value as Json);
}

export function computeQueryCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  data?: Record<string, unknown> | null,
): number {
  const mode: Mode = data === undefined ? { kind: 'requested' } : { kind: 'actual' };
  const ctx: CostContext = { schema, fragments, variables, mode };
  if (operation.operation === 'mutation') {
    return 10 * operation.selectionSet.selections.filter((s) => s.kind === Kind.FIELD).length;
  }
  const root = schema.getQueryType();
  if (!root) return 0;
  return selectionCost(ctx, root, operation.selectionSet, data ?? undefined);
}
