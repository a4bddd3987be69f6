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
} from '#shared/images/images';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MESSAGES as UM,
  IMAGE_UPLOAD_TYPES,
  ImageUploadFieldsSchema,
} from '#shared/images/image-upload';
import type { App } from '#server/http/app-types';
import { badRequest } from '#server/http/errors';
import { readUpload, type Upload } from '#server/http/uploads';
import type { FileStore } from '#server/platform/file-store/port';
import { parseFields, withUploadMessages } from '#server/http/upload-fields';
import { currentActor } from '#server/plugins/access';
import type { ImagesService } from './images.service';

/** Spec 03 §7 "Images"; `/api/image-review/test` is the connection monitor's (connections area). */
/** One image file and its product. */
const PHOTO_UPLOAD = {
  limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 1, fieldSize: 200, parts: 2 },
  types: IMAGE_UPLOAD_TYPES,
} as const;
const PHOTO_PARTS = { files: ['image'], fields: Object.keys(ImageUploadFieldsSchema.shape) };

export function registerImagesRoutes(app: App, images: ImagesService, files: FileStore) {
  app.post(
    '/api/images/upload',
    {
      config: { access: 'user', idempotent: true, upload: PHOTO_PARTS },
      schema: { response: { 200: ImageUpdateResponseSchema } },
    },
    async (request) => {
      let upload: Upload;
      try {
        upload = await readUpload(request, { ...PHOTO_UPLOAD, spoolDir: files.spoolDir });
      } catch (error) {
        throw withUploadMessages(error, { wrongType: UM.wrongType, tooLarge: UM.tooLarge });
      }
      try {
        const fields = parseFields(ImageUploadFieldsSchema, upload.fields);
        const image = upload.files.find((file) => file.field === 'image');
        if (!image) throw badRequest(UM.noFile);
        return await images.uploadImage(fields.productId, image.path, currentActor(request));
      } finally {
        await upload.cleanUp();
      }
    },
  );

  app.post(
    '/api/images/update',
    {
      config: { access: 'user', idempotent: true },
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
      config: { access: 'user', idempotent: true },
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
