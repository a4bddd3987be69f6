import {
  CostChangeFetchInputSchema,
  CostChangeFetchResponseSchema,
  CostChangeSaveInputSchema,
  CostChangeSaveResponseSchema,
} from '../../../shared/product-editor/cost-queue';
import { ProductEditInputSchema, ProductEditResponseSchema } from '../../../shared/product-editor/product-edit';
import type { App } from '../../http/app-types';
import { currentActor } from '../../plugins/access';
import type { CostQueueService } from './cost-queue.service';
import type { ProductEditService } from './product-edit.service';

export function registerProductEditorRoutes(app: App, editor: ProductEditService, costQueue: CostQueueService) {
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
