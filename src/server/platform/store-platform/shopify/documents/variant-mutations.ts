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

/** metafieldsSet takes at most 25 metafields per call. */
export const METAFIELDS_PER_CALL = 25;
