import { VARIANT_METAFIELD_KEYS } from '#server/platform/store-platform/port';

/*
 * The mirror's full sync (ADR 065): two bulk operations, whose JSONL results are streamed into the
 * catalogue tables. A bulk query may nest connections two deep, so stock (variant → item → levels,
 * three deep) is read by location in a second operation.
 */

export const MIRROR_BULK_RUN_MUTATION = /* GraphQL */ `
  mutation MirrorBulkRun($query: String!) {
    bulkOperationRunQuery(query: $query, groupObjects: true) {
      bulkOperation {
        id
        status
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export const MIRROR_BULK_OPERATION_QUERY = /* GraphQL */ `
  query MirrorBulkOperation($id: ID!) {
    bulkOperation(id: $id) {
      id
      status
      errorCode
      objectCount
      url
    }
  }
`;

const variantMetafields = VARIANT_METAFIELD_KEYS.map(
  (key) => `mf_${key}: metafield(namespace: "custom", key: "${key}") {
                value
              }`,
).join('\n              ');

/** Every product with its metafields, media, collections and variants (stock comes apart). */
export const MIRROR_BULK_PRODUCTS_QUERY = /* GraphQL */ `
  query MirrorBulkProducts {
    products {
      edges {
        node {
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
          options {
            name
          }
          metafields(namespace: "custom") {
            edges {
              node {
                key
                value
              }
            }
          }
          media {
            edges {
              node {
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
          }
          collections {
            edges {
              node {
                id
              }
            }
          }
          variants {
            edges {
              node {
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
              ${variantMetafields}
              }
            }
          }
        }
      }
    }
  }
`;

/** Every stock level, by location. */
export const MIRROR_BULK_STOCK_QUERY = /* GraphQL */ `
  query MirrorBulkStock {
    locations {
      edges {
        node {
          id
          inventoryLevels {
            edges {
              node {
                item {
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
    }
  }
`;
