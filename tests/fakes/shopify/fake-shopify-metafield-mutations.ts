import type { FakeShopifyState } from './fake-shopify-state';
import { metafieldView } from './fake-shopify-views';
import { applyMetafields, ownerExists, ownerTypeOf, userError, validateMetafields } from './fake-shopify-writes';

interface MetafieldsSetInput {
  ownerId: string;
  namespace?: string;
  key: string;
  value: string;
  type?: string;
}
/** metafieldsSet (atomic, 25 at most), metafieldsDelete and metafieldDefinitionCreate. */
export function createMetafieldMutations(state: FakeShopifyState) {
  return {
    metafieldsSet({ metafields }: { metafields: MetafieldsSetInput[] }) {
      if (metafields.length > 25)
        return {
          metafields: null,
          userErrors: [userError(['metafields'], 'Exceeded the maximum of 25 metafields', 'LESS_THAN_OR_EQUAL_TO')],
        };
      const errors = metafields.flatMap((m, i) => {
        const type = ownerTypeOf(m.ownerId);
        if (!type || !ownerExists(state, m.ownerId))
          return [
            { ...userError(['metafields', String(i), 'ownerId'], 'Owner does not exist', 'INVALID'), elementIndex: i },
          ];
        return validateMetafields(state, [m], m.ownerId, type, ['metafields']).map((e) => ({ ...e, elementIndex: i }));
      });
      if (errors.length) return { metafields: null, userErrors: errors };
      const written = metafields.flatMap((m) => applyMetafields(state, m.ownerId, [m], { replace: false }));
      return { metafields: written.map(metafieldView), userErrors: [] };
    },

    metafieldsDelete({ metafields }: { metafields: { ownerId: string; namespace: string; key: string }[] }) {
      const deleted = metafields.map((m) => {
        const existing = state.findMetafield(m.ownerId, m.namespace, m.key);
        if (!existing) return null;
        state.metafields.delete(existing.id);
        return { ownerId: m.ownerId, namespace: m.namespace, key: m.key };
      });
      return { deletedMetafields: deleted, userErrors: [] };
    },

    metafieldDefinitionCreate({
      definition,
    }: {
      definition: {
        namespace?: string;
        key: string;
        name: string;
        ownerType: string;
        type: string;
        capabilities?: { uniqueValues?: { enabled: boolean } };
      };
    }) {
      const namespace = definition.namespace ?? '$app';
      if (
        state.definitions.some(
          (d) => d.ownerType === definition.ownerType && d.namespace === namespace && d.key === definition.key,
        )
      ) {
        const message = `Key is in use for ${definition.ownerType} metafields on the '${namespace}' namespace.`;
        return {
          createdDefinition: null,
          userErrors: [{ ...userError(['definition', 'key'], message, 'TAKEN'), elementIndex: null, elementKey: null }],
        };
      }
      const created = {
        id: state.newId('MetafieldDefinition'),
        namespace,
        key: definition.key,
        ownerType: definition.ownerType,
        type: definition.type,
        isUnique: definition.type === 'id' || definition.capabilities?.uniqueValues?.enabled === true,
      };
      state.definitions.push(created);
      return {
        createdDefinition: { id: created.id, namespace, key: created.key, name: definition.name },
        userErrors: [],
      };
    },
  };
}
