export const CREATION_KEY_DEFINITION_MUTATION = /* GraphQL */ `
  mutation CreationKeyDefinition($definition: MetafieldDefinitionInput!) {
    metafieldDefinitionCreate(definition: $definition) {
      createdDefinition {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export const PRODUCT_SET_MUTATION = /* GraphQL */ `
  mutation CatalogueProductSet($input: ProductSetInput!, $identifier: ProductSetIdentifiers!) {
    productSet(input: $input, identifier: $identifier, synchronous: true) {
      product {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export const PRODUCT_UPDATE_MUTATION = /* GraphQL */ `
  mutation CatalogueProductUpdate($product: ProductUpdateInput!) {
    productUpdate(product: $product) {
      product {
        id
        category {
          id
          name
          fullName
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const PRODUCT_MEDIA_APPEND_MUTATION = /* GraphQL */ `
  mutation CatalogueProductMediaAppend($product: ProductUpdateInput!, $media: [CreateMediaInput!]!) {
    productUpdate(product: $product, media: $media) {
      product {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const MEDIA_DETACH_MUTATION = /* GraphQL */ `
  mutation CatalogueMediaDetach($files: [FileUpdateInput!]!) {
    fileUpdate(files: $files) {
      files {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;
