import { defineServerArea } from '#server/areas/area';
import { registerImagesRoutes } from './images.routes';
import { createImagesService } from './images.service';

/** Image editing and the image review queue (spec 03 "Image Editing"). */
export const imagesArea = defineServerArea({
  name: 'images',
  register(app, deps) {
    const images = createImagesService(deps);
    deps.services.provide('imageReviewQueue', {
      addProduct: (productId, actor) => images.addProduct(productId, actor),
      countPending: () => images.countPending(),
    });
    registerImagesRoutes(app, images, deps.files);
  },
});
