/** A hundred orders a page with a handful of scalar fields stays far under the query cost ceiling. */
export const ORDERS_QUERY = /* GraphQL */ `
  query RaffleOrders($query: String!, $after: String) {
    orders(first: 100, after: $after, query: $query, sortKey: CREATED_AT) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
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
`;
