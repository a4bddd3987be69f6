import {
  CostChangeFetchInputSchema,
  CostChangeFetchResponseSchema,
  CostChangeSaveInputSchema,
  CostChangeSaveResponseSchema,
} from '#shared/product-editor/cost-queue';
import { ProductEditInputSchema, ProductEditResponseSchema } from '#shared/product-editor/product-edit';
import {
  ProductHistoryQuerySchema,
  ProductHistorySchema,
  ProductRevertInputSchema,
  ProductRevertResponseSchema,
} from '#shared/product-editor/product-history';
import type { App } from '#server/http/app-types';
import { currentActor } from '#server/plugins/access';
import type { CostQueueService } from './cost-queue.service';
import type { ProductEditService } from './product-edit.service';
import type { ProductHistoryService } from './product-history.service';

export function registerProductEditorRoutes(
  app: App,
  editor: ProductEditService,
  costQueue: CostQueueService,
  history: ProductHistoryService,
) {
  app.get(
    '/api/product-history',
    {
      config: { access: 'user' },
      schema: { querystring: ProductHistoryQuerySchema, response: { 200: ProductHistorySchema } },
    },
    (request) => history.history(request.query.productId),
  );

  app.post(
    '/api/product-history/revert',
    {
      config: { access: 'user', idempotent: true },
      schema: { body: ProductRevertInputSchema, response: { 200: ProductRevertResponseSchema } },
    },
    (request) => history.revert(request.body.entryId, currentActor(request)),
  );

  app.post(
    '/api/products/edit',
    {
      config: { access: 'user', idempotent: true },
      schema: { body: ProductEditInputSchema, response: { 200: ProductEditResponseSchema } },
    },
    (request) => editor.editProduct(request.body, currentActor(request)),
  );

  app.post(
    '/api/cost-change-queue/fetch',
    {
      config: { access: 'user' },
      schema: { body: CostChangeFetchInputSchema, response: { 200: CostChangeFetchResponseSchema } },
    },
    (request) => costQueue.fetch(request.body.costChangeId, currentActor(request)),
  );

  app.post(
    '/api/cost-change-queue/save',
    {
      config: { access: 'user', idempotent: true },
      schema: { body: CostChangeSaveInputSchema, response: { 200: CostChangeSaveResponseSchema } },
    },
    (request) => costQueue.save(request.body, currentActor(request)),
  );
}
