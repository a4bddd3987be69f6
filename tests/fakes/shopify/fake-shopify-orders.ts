import type { FakeOrder } from './fake-shopify-state';

/** The order fields Shopify's order search filters on, as far as the raffle asks. */
export const orderValues =
  (order: FakeOrder) =>
  (field: string | null): (string | null)[] | undefined => {
    switch (field) {
      case null:
        return [order.email, order.customer?.displayName ?? null];
      case 'created_at':
        return [order.createdAt];
      case 'tag':
        return order.tags;
      case 'email':
        return [order.email];
      default:
        return undefined;
    }
  };

export function orderView(order: FakeOrder) {
  return {
    __typename: 'Order',
    id: order.id,
    createdAt: order.createdAt,
    email: order.email,
    tags: order.tags,
    cancelledAt: order.cancelledAt,
    test: order.test,
    customer: order.customer && {
      __typename: 'Customer',
      displayName: order.customer.displayName,
      defaultEmailAddress: order.customer.email && {
        __typename: 'CustomerEmailAddress',
        emailAddress: order.customer.email,
      },
    },
    currentTotalPriceSet: { __typename: 'MoneyBag', shopMoney: { __typename: 'MoneyV2', amount: order.total } },
  };
}
