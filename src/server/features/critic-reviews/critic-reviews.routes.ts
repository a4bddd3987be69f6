import {
  CriticAddInputSchema,
  CriticAddResponseSchema,
  CriticQueueResponseSchema,
  CriticSearchInputSchema,
  CriticSearchResponseSchema,
  LookupSkuQuerySchema,
  LookupSkuResponseSchema,
  MarkEditedInputSchema,
  MarkEditedResponseSchema,
  UpdateReviewInputSchema,
  UpdateReviewResponseSchema,
} from '#shared/critic-reviews/critic-reviews';
import type { App } from '#server/http/app-types';
import { currentActor } from '#server/plugins/access';
import type { CriticReviewsService } from './critic-reviews.service';

/** Spec 03 §7 "Critic reviews"; `/api/critic-reviews/test-connection` is the connection monitor's. */
export function registerCriticReviewsRoutes(app: App, reviews: CriticReviewsService) {
  app.post(
    '/api/critic-reviews/search',
    {
      config: { access: 'user' },
      schema: { body: CriticSearchInputSchema, response: { 200: CriticSearchResponseSchema } },
    },
    (request) => reviews.search(request.body),
  );

  app.get(
    '/api/critic-reviews/queue',
    { config: { access: 'user' }, schema: { response: { 200: CriticQueueResponseSchema } } },
    async () => ({ products: await reviews.listQueue() }),
  );

  app.get(
    '/api/critic-reviews/lookup-sku',
    {
      config: { access: 'user' },
      schema: { querystring: LookupSkuQuerySchema, response: { 200: LookupSkuResponseSchema } },
    },
    (request) => reviews.lookupSku(request.query.sku),
  );

  app.post(
    '/api/critic-reviews/add-to-queue',
    {
      config: { access: 'user', idempotent: true },
      schema: { body: CriticAddInputSchema, response: { 200: CriticAddResponseSchema } },
    },
    (request) => reviews.addToQueue(request.body, currentActor(request)),
  );

  app.post(
    '/api/critic-reviews/update-review',
    {
      config: { access: 'user', idempotent: true },
      schema: { body: UpdateReviewInputSchema, response: { 200: UpdateReviewResponseSchema } },
    },
    (request) => reviews.updateReview(request.body, currentActor(request)),
  );

  app.post(
    '/api/critic-reviews/mark-edited',
    {
      config: { access: 'user' },
      schema: { body: MarkEditedInputSchema, response: { 200: MarkEditedResponseSchema } },
    },
    (request) => reviews.markEdited(request.body.recordId, currentActor(request)),
  );
}
