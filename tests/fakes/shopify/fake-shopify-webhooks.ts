import { createHmac, randomUUID } from 'node:crypto';
import type { FakeShopifyState } from './fake-shopify-state';
import { connection, type PageArgs } from './fake-shopify-views';
import { userError } from './fake-shopify-writes';

/** `webhookSubscriptionCreate` and `webhookSubscriptions`. */
export function createWebhookResolvers(state: FakeShopifyState) {
  return {
    mutations: {
      webhookSubscriptionCreate(args: { topic: string; webhookSubscription: { uri?: string | null } }) {
        const uri = args.webhookSubscription.uri;
        if (!uri || !/^https?:\/\//.test(uri)) {
          return {
            webhookSubscription: null,
            userErrors: [userError(['webhookSubscription', 'uri'], 'Address is invalid')],
          };
        }
        if (state.webhookSubscriptions.some((w) => w.topic === args.topic && w.uri === uri)) {
          return {
            webhookSubscription: null,
            userErrors: [userError(['webhookSubscription', 'uri'], 'Address for this topic has already been taken')],
          };
        }
        const subscription = { id: state.newId('WebhookSubscription'), topic: args.topic, uri };
        state.webhookSubscriptions.push(subscription);
        return { webhookSubscription: { __typename: 'WebhookSubscription', ...subscription }, userErrors: [] };
      },
    },
    queries: {
      webhookSubscriptions: (args: PageArgs) =>
        connection(
          state.webhookSubscriptions.map((w) => ({ __typename: 'WebhookSubscription', ...w })),
          args,
        ),
    },
  };
}

export interface WebhookDelivery {
  /** `products/update` etc. */
  topic: string;
  body: unknown;
  /** Resend a delivery: the same `X-Shopify-Webhook-Id`. */
  webhookId?: string;
  /** Sign with this secret instead of the shop's (a forged delivery). */
  secret?: string;
  /** Send this header instead of the computed one; null sends none. */
  hmac?: string | null;
}

/**
 * Delivers a webhook as Shopify does, to every subscription of its topic: the JSON body, signed
 * with HMAC-SHA256 of the raw body (base64) in `X-Shopify-Hmac-Sha256`. Answers each status.
 */
export async function deliverWebhook(
  state: FakeShopifyState,
  secret: string,
  delivery: WebhookDelivery,
): Promise<{ status: number; webhookId: string }[]> {
  const topicName = delivery.topic.toUpperCase().replace('/', '_');
  const raw = Buffer.from(JSON.stringify(delivery.body));
  const webhookId = delivery.webhookId ?? randomUUID();
  const hmac =
    delivery.hmac === undefined
      ? createHmac('sha256', delivery.secret ?? secret)
          .update(raw)
          .digest('base64')
      : delivery.hmac;
  const answers: { status: number; webhookId: string }[] = [];
  for (const subscription of state.webhookSubscriptions.filter((w) => w.topic === topicName)) {
    const response = await fetch(subscription.uri, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': delivery.topic,
        'x-shopify-webhook-id': webhookId,
        'x-shopify-shop-domain': 'mission-control-test.myshopify.com',
        'x-shopify-api-version': '2026-07',
        'x-shopify-triggered-at': new Date().toISOString(),
        ...(hmac === null ? {} : { 'x-shopify-hmac-sha256': hmac }),
      },
      body: raw,
    });
    await response.arrayBuffer();
    answers.push({ status: response.status, webhookId });
  }
  return answers;
}

/** The REST-shaped `products/update` body Shopify sends for a product of the fake. */
export function productWebhookBody(state: FakeShopifyState, productId: string) {
  const product = state.products.get(productId);
  if (!product) throw new Error(`no product ${productId}`);
  return {
    id: Number(productId.split('/').pop()),
    admin_graphql_api_id: productId,
    title: product.title,
    handle: product.handle,
    updated_at: product.updatedAt,
    created_at: product.createdAt,
  };
}
