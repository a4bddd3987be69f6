/*
 * Page sizes keep each query's requested cost well under Shopify's 1,000-point ceiling (a
 * connection costs `first` × its node's cost); longer variant lists are paged with
 * PRODUCT_VARIANTS_PAGE_QUERY, stock is read separately with INVENTORY_LEVELS_QUERY.
 */

const CATALOGUE_VARIANT_FRAGMENT = /* GraphQL */ `
  fragment CatalogueVariant on ProductVariant {
    id
    title
    sku
    barcode
    price
    position
    selectedOptions {
      name
      value
    }
    inventoryItem {
      id
      unitCost {
        amount
      }
    }
    metafields(first: 20, namespace: "custom") {
      nodes {
        key
        value
      }
    }
  }
`;

const CATALOGUE_PRODUCT_FRAGMENT = /* GraphQL */ `
  fragment CatalogueProduct on Product {
    id
    title
    handle
    vendor
    productType
    descriptionHtml
    status
    tags
    createdAt
    updatedAt
    category {
      id
    }
    options(first: 3) {
      name
    }
    metafields(first: 25, namespace: "custom") {
      nodes {
        key
        value
      }
    }
    media(first: 20) {
      nodes {
        id
        alt
        ... on MediaImage {
          image {
            url
          }
          originalSource {
            url
          }
        }
      }
    }
    variants(first: 25) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...CatalogueVariant
      }
    }
  }
`;

export const PRODUCT_QUERY = /* GraphQL */ `
  query CatalogueProduct($id: ID!) {
    product(id: $id) {
      ...CatalogueProduct
    }
  }
  ${CATALOGUE_PRODUCT_FRAGMENT}
  ${CATALOGUE_VARIANT_FRAGMENT}
`;

export const PRODUCT_VARIANTS_PAGE_QUERY = /* GraphQL */ `
  query CatalogueProductVariants($id: ID!, $after: String) {
    product(id: $id) {
      variants(first: 25, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...CatalogueVariant
        }
      }
    }
  }
  ${CATALOGUE_VARIANT_FRAGMENT}
`;

/** Ten items × 20 levels stays well inside the cost ceiling; six stores need six levels. */
export const INVENTORY_ITEMS_PER_QUERY = 10;

export const INVENTORY_LEVELS_QUERY = /* GraphQL */ `
  query CatalogueInventoryLevels($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on InventoryItem {
        id
        inventoryLevels(first: 20) {
          nodes {
            location {
              id
            }
            quantities(names: ["available"]) {
              name
              quantity
            }
          }
        }
      }
    }
  }
`;
