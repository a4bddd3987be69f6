export const VARIANTS_BULK_CREATE_MUTATION = /* GraphQL */ `
  mutation CatalogueVariantsCreate($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
    productVariantsBulkCreate(productId: $productId, variants: $variants, strategy: PRESERVE_STANDALONE_VARIANT) {
      productVariants {
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

export const VARIANTS_BULK_UPDATE_MUTATION = /* GraphQL */ `
  mutation CatalogueVariantsUpdate($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
    productVariantsBulkUpdate(productId: $productId, variants: $variants) {
      productVariants {
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

/** metafieldsSet takes at most 25 metafields per call. */
export const METAFIELDS_PER_CALL = 25;

export const METAFIELDS_SET_MUTATION = /* GraphQL */ `
  mutation CatalogueMetafieldsSet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields {
        id
      }
      userErrors {
        field
        message
        code
        elementIndex
      }
    }
  }
`;

export const METAFIELDS_DELETE_MUTATION = /* GraphQL */ `
  mutation CatalogueMetafieldsDelete($metafields: [MetafieldIdentifierInput!]!) {
    metafieldsDelete(metafields: $metafields) {
      deletedMetafields {
        key
      }
      userErrors {
        field
        message
      }
    }
  }
`;
