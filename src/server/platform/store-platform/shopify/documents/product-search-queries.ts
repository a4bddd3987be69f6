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
