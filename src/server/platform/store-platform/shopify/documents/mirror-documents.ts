import { VARIANT_METAFIELD_KEYS } from '#server/platform/store-platform/port';

/*
 * What the mirror reads (ADR 065). Variant metafields are asked by key (one object each) rather
 * than as a connection of 20, and stock as a connection sized for the stores: a product requests
 * about 66 points plus 39 per variant asked (a one-variant product ~105), where the old read
 * requested 744. Requests are sized by the variants the mirror already knows of.
 */

/** Stock levels per inventory item: one per store, with room to spare. */
const MIRROR_LEVELS_PER_ITEM = 8;
/** Variants read with the product; more are paged with MIRROR_VARIANTS_PAGE_QUERY. */
export const MIRROR_VARIANTS_FIRST = 2;
/** The most variants asked with one product (about 800 points), under the 1,000-point ceiling. */
export const MIRROR_VARIANTS_MAX = 20;
const MIRROR_VARIANTS_PAGE = 20;
/** Products per `nodes(ids:)` read. */
export const MIRROR_PRODUCTS_PER_READ = 4;

const variantMetafieldAliases = VARIANT_METAFIELD_KEYS.map(
  (key) => `mf_${key}: metafield(namespace: "custom", key: "${key}") {
      value
    }`,
).join('\n    ');

export const MIRROR_VARIANT_FRAGMENT = /* GraphQL */ `
  fragment MirrorVariant on ProductVariant {
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
      inventoryLevels(first: ${MIRROR_LEVELS_PER_ITEM}) {
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
    ${variantMetafieldAliases}
  }
`;

export const MIRROR_PRODUCT_FRAGMENT = /* GraphQL */ `
  fragment MirrorProduct on Product {
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
    metafields(first: 15, namespace: "custom") {
      nodes {
        key
        value
      }
    }
    media(first: 10) {
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
    collections(first: 10) {
      nodes {
        id
      }
    }
    variants(first: $variantsFirst) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...MirrorVariant
      }
    }
  }
`;

export const MIRROR_PRODUCTS_QUERY = /* GraphQL */ `
  query MirrorProducts($ids: [ID!]!, $variantsFirst: Int!) {
    nodes(ids: $ids) {
      ... on Product {
        ...MirrorProduct
      }
    }
  }
  ${MIRROR_PRODUCT_FRAGMENT}
  ${MIRROR_VARIANT_FRAGMENT}
`;

export const MIRROR_VARIANTS_PAGE_QUERY = /* GraphQL */ `
  query MirrorProductVariants($id: ID!, $after: String) {
    product(id: $id) {
      variants(first: ${MIRROR_VARIANTS_PAGE}, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...MirrorVariant
        }
      }
    }
  }
  ${MIRROR_VARIANT_FRAGMENT}
`;

/** Products changed after a time, newest last: the safety net for missed webhooks. */
export const MIRROR_CHANGED_PRODUCTS_QUERY = /* GraphQL */ `
  query MirrorChangedProducts($query: String!, $after: String) {
    products(first: 100, after: $after, query: $query, sortKey: UPDATED_AT) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        updatedAt
      }
    }
  }
`;
