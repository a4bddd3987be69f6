export const INVENTORY_LEVEL_QUERY = /* GraphQL */ `
  query CatalogueInventoryLevel($inventoryItemId: ID!, $locationId: ID!) {
    inventoryItem(id: $inventoryItemId) {
      id
      inventoryLevel(locationId: $locationId) {
        quantities(names: ["available"]) {
          name
          quantity
        }
      }
    }
  }
`;

/** `@idempotent` is required on inventory mutations since 2026-04. */
export const INVENTORY_ACTIVATE_MUTATION = /* GraphQL */ `
  mutation CatalogueInventoryActivate($inventoryItemId: ID!, $locationId: ID!, $key: String!) {
    inventoryActivate(inventoryItemId: $inventoryItemId, locationId: $locationId) @idempotent(key: $key) {
      inventoryLevel {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const INVENTORY_ADJUST_MUTATION = /* GraphQL */ `
  mutation CatalogueInventoryAdjust($input: InventoryAdjustQuantitiesInput!, $key: String!) {
    inventoryAdjustQuantities(input: $input) @idempotent(key: $key) {
      inventoryAdjustmentGroup {
        id
        changes {
          name
          delta
          quantityAfterChange
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;
