/*
 * Bulk operations for whole-collection and whole-month work (ADR 091): a bulk mutation runs one
 * mutation once per line of a staged JSONL file, a bulk query reads a connection whole; both
 * answer a JSONL file. Starting and polling them are the only Admin API calls, a few points each.
 */

const OPERATION_FIELDS = `
      id
      status
      errorCode
      objectCount
      rootObjectCount
      url
      query
      type`;

export const BULK_QUERY_RUN_MUTATION = /* GraphQL */ `
  mutation BulkQueryRun($query: String!) {
    bulkOperationRunQuery(query: $query) {
      bulkOperation {${OPERATION_FIELDS}
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export const BULK_MUTATION_RUN_MUTATION = /* GraphQL */ `
  mutation BulkMutationRun($mutation: String!, $stagedUploadPath: String!) {
    bulkOperationRunMutation(mutation: $mutation, stagedUploadPath: $stagedUploadPath) {
      bulkOperation {${OPERATION_FIELDS}
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export const BULK_OPERATION_QUERY = /* GraphQL */ `
  query BulkOperation($id: ID!) {
    bulkOperation(id: $id) {${OPERATION_FIELDS}
    }
  }
`;

/** The app's latest operations of a type (`operation_type:query` or `operation_type:mutation`), newest first. */
export const BULK_OPERATIONS_RECENT_QUERY = /* GraphQL */ `
  query BulkOperationsRecent($query: String!) {
    bulkOperations(first: 10, query: $query) {
      nodes {${OPERATION_FIELDS}
      }
    }
  }
`;

/*
 * The mutations a tag batch runs, one per line of its file. Shopify runs a single mutation field
 * per bulk operation, so additions and removals are two operations. Each line's answer carries the
 * product's tags and `updatedAt`, which go to the mirror as they are.
 */

export const TAGS_ADD_BULK_MUTATION = /* GraphQL */ `
  mutation TagBatchAdd($id: ID!, $tags: [String!]!) {
    tagsAdd(id: $id, tags: $tags) {
      node {
        ... on Product {
          id
          tags
          updatedAt
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const TAGS_REMOVE_BULK_MUTATION = /* GraphQL */ `
  mutation TagBatchRemove($id: ID!, $tags: [String!]!) {
    tagsRemove(id: $id, tags: $tags) {
      node {
        ... on Product {
          id
          tags
          updatedAt
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * A month of orders for the raffle, as one bulk query. A bulk query takes no variables: the range
 * is written into the search string (two ISO timestamps, nothing a caller typed).
 */
export function ordersBulkQuery(from: Date, to: Date): string {
  return /* GraphQL */ `
  query RaffleOrdersBulk {
    orders(query: "created_at:>='${from.toISOString()}' created_at:<'${to.toISOString()}'", sortKey: CREATED_AT) {
      edges {
        node {
          id
          createdAt
          email
          tags
          cancelledAt
          test
          customer {
            displayName
            defaultEmailAddress {
              emailAddress
            }
          }
          currentTotalPriceSet {
            shopMoney {
              amount
            }
          }
        }
      }
    }
  }
`;
}
