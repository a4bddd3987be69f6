import { MIRROR_PRODUCT_FRAGMENT, MIRROR_VARIANT_FRAGMENT } from './mirror-documents';

/*
 * Writes whose payload answers the product as Shopify now holds it, in the mirror's shape: the
 * mirror stores that answer and nothing reads the product again (ADR 065).
 */

export const MIRROR_PRODUCT_UPDATE_MUTATION = /* GraphQL */ `
  mutation MirrorProductUpdate($product: ProductUpdateInput!, $variantsFirst: Int!) {
    productUpdate(product: $product) {
      product {
        ...MirrorProduct
      }
      userErrors {
        field
        message
      }
    }
  }
  ${MIRROR_PRODUCT_FRAGMENT}
  ${MIRROR_VARIANT_FRAGMENT}
`;

export const MIRROR_TAGS_ADD_MUTATION = /* GraphQL */ `
  mutation MirrorTagsAdd($id: ID!, $tags: [String!]!, $variantsFirst: Int!) {
    tagsAdd(id: $id, tags: $tags) {
      node {
        ... on Product {
          ...MirrorProduct
        }
      }
      userErrors {
        field
        message
      }
    }
  }
  ${MIRROR_PRODUCT_FRAGMENT}
  ${MIRROR_VARIANT_FRAGMENT}
`;

export const MIRROR_TAGS_REMOVE_MUTATION = /* GraphQL */ `
  mutation MirrorTagsRemove($id: ID!, $tags: [String!]!, $variantsFirst: Int!) {
    tagsRemove(id: $id, tags: $tags) {
      node {
        ... on Product {
          ...MirrorProduct
        }
      }
      userErrors {
        field
        message
      }
    }
  }
  ${MIRROR_PRODUCT_FRAGMENT}
  ${MIRROR_VARIANT_FRAGMENT}
`;
