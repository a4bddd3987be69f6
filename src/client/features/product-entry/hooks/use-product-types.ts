import { useMemo } from 'react';
import { compareSelectionValues } from '#shared/type-tree/type-tree';
import { useTypeTree } from '../api/get-type-tree';

/** The product types (the type tree's keys, sorted) and a hint while they cannot be chosen. */
export function useProductTypes() {
  const typeTree = useTypeTree();
  const types = useMemo(() => Object.keys(typeTree.data ?? {}).sort(compareSelectionValues), [typeTree.data]);
  let typesHint: string | undefined;
  if (typeTree.isPending) typesHint = 'Loading types...';
  else if (typeTree.isError) typesHint = 'The product types could not be loaded.';
  else if (types.length === 0) typesHint = 'No product types are set up yet.';
  return { types, typesHint };
}
