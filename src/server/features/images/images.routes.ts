import {
  ImageReviewAddInputSchema,
  ImageReviewAddResponseSchema,
  ImageReviewSearchInputSchema,
  ImageReviewSearchResponseSchema,
  ImageReviewUpdateInputSchema,
  ImageReviewUpdateResponseSchema,
  ImageUpdateInputSchema,
  ImageUpdateResponseSchema,
  PendingImageReviewsResponseSchema,
} from '../../../shared/images/images';
import type { App } from '../../http/app-types';
import { currentActor } from '../../plugins/access';
import type { ImagesService } from './images.service';

/** Spec 03 §7 "Images"; `/api/image-review/test` is the connection monitor's (connections area). */
export function registerImagesRoutes(app: App, images: ImagesService) {
  app.post(
    '/api/images/update',
    {
      config: { access: 'user' },
      schema: { body: ImageUpdateInputSchema, response: { 200: ImageUpdateResponseSchema } },
    },
    (request) => images.updateImages(request.body, currentActor(request)),
  );

  app.get(
    '/api/image-review/pending',
    { config: { access: 'user' }, schema: { response: { 200: PendingImageReviewsResponseSchema } } },
    async () => ({ records: await images.listPending() }),
  );

  app.post(
    '/api/image-review/update',
    {
      config: { access: 'user' },
      schema: { body: ImageReviewUpdateInputSchema, response: { 200: ImageReviewUpdateResponseSchema } },
    },
    (request) => images.updateRecord(request.body, currentActor(request)),
  );

  app.post(
    '/api/image-review/add-to-queue',
    {
      config: { access: 'user', idempotent: true },
      schema: { body: ImageReviewAddInputSchema, response: { 200: ImageReviewAddResponseSchema } },
    },
    (request) => images.addVariants(request.body.variantIds, currentActor(request)),
  );

  app.post(
    '/api/image-review/search',
    {
      config: { access: 'user' },
      schema: { body: ImageReviewSearchInputSchema, response: { 200: ImageReviewSearchResponseSchema } },
    },
    (request) => images.search(request.body.term),
  );
}
