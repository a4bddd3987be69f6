export const LOCATIONS_QUERY = /* GraphQL */ `
  query CatalogueLocations($after: String) {
    locations(first: 100, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        name
      }
    }
  }
`;

export const COLLECTIONS_QUERY = /* GraphQL */ `
  query CatalogueCollections($after: String) {
    collections(first: 100, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        title
        handle
        productsCount {
          count
        }
      }
    }
  }
`;

/** Eight products × 30 variants keeps the requested cost under the 1,000-point ceiling. */
export const COLLECTION_PRODUCTS_QUERY = /* GraphQL */ `
  query CatalogueCollectionProducts($id: ID!, $after: String) {
    collection(id: $id) {
      id
      products(first: 8, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          id
          title
          tags
          variants(first: 30) {
            nodes {
              id
              sku
              price
              inventoryItem {
                unitCost {
                  amount
                }
              }
            }
          }
        }
      }
    }
  }
`;

export const CUSTOMERS_COUNT_QUERY = /* GraphQL */ `
  query CatalogueCustomersCount($query: String!) {
    customersCount(query: $query, limit: null) {
      count
      precision
    }
  }
`;

export const TAXONOMY_DESCENDANTS_QUERY = /* GraphQL */ `
  query CatalogueTaxonomyDescendants($of: ID!, $after: String) {
    taxonomy {
      categories(descendantsOf: $of, first: 250, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          id
          name
          fullName
          level
          parentId
        }
      }
    }
  }
`;

export const TAXONOMY_NODES_QUERY = /* GraphQL */ `
  query CatalogueTaxonomyNodes($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on TaxonomyCategory {
        id
        name
        fullName
        level
        parentId
      }
    }
  }
`;

export const SHOP_QUERY = /* GraphQL */ `
  query CatalogueShop {
    shop {
      name
    }
  }
`;

/** A product's collections; a product in more than 100 collections is not a wine shop's. */
export const PRODUCT_COLLECTIONS_QUERY = /* GraphQL */ `
  query CatalogueProductCollections($id: ID!) {
    product(id: $id) {
      id
      collections(first: 100) {
        nodes {
          id
          title
          handle
        }
      }
    }
  }
`;
