/** The webhook topics the mirror follows (ADR 065). */
export const MIRROR_WEBHOOK_TOPICS = [
  'PRODUCTS_CREATE',
  'PRODUCTS_UPDATE',
  'PRODUCTS_DELETE',
  'INVENTORY_LEVELS_UPDATE',
] as const;

export const MIRROR_WEBHOOKS_QUERY = /* GraphQL */ `
  query MirrorWebhooks {
    webhookSubscriptions(first: 50) {
      nodes {
        id
        topic
        uri
      }
    }
  }
`;

export const MIRROR_WEBHOOK_CREATE_MUTATION = /* GraphQL */ `
  mutation MirrorWebhookCreate($topic: WebhookSubscriptionTopic!, $uri: String!) {
    webhookSubscriptionCreate(topic: $topic, webhookSubscription: { uri: $uri, format: JSON }) {
      webhookSubscription {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;
