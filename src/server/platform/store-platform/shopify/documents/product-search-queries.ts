export const VARIANT_SEARCH_QUERY = /* GraphQL */ `
  query CatalogueVariantSearch($query: String!, $after: String) {
    productVariants(first: 50, query: $query, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        sku
        barcode
        product {
          id
          title
          handle
        }
      }
    }
  }
`;

export const PRODUCT_SEARCH_QUERY = /* GraphQL */ `
  query CatalogueProductSearch($query: String!) {
    products(first: 50, query: $query) {
      nodes {
        id
        title
        handle
      }
    }
  }
`;

export const PRODUCT_BY_CREATION_KEY_QUERY = /* GraphQL */ `
  query CatalogueProductByCreationKey($identifier: ProductIdentifierInput!) {
    productByIdentifier(identifier: $identifier) {
      id
    }
  }
`;

export const PRODUCT_AND_CATEGORY_QUERY = /* GraphQL */ `
  query CatalogueProductAndCategory($productId: ID!, $categoryId: ID!) {
    product(id: $productId) {
      id
    }
    category: node(id: $categoryId) {
      ... on TaxonomyCategory {
        id
        name
        fullName
      }
    }
  }
`;
