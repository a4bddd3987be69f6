import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

/** Image editing (spec 03 "Image Editing"): the hub and its three screens. */
export const imagesArea = defineClientArea({
  name: 'images',
  routes: [
    {
      path: '/image-editing',
      title: 'Image Editing',
      page: lazyPage(() => import('./pages/image-editing-hub-page'), 'ImageEditingHubPage'),
    },
    {
      path: '/image-editing/by-sku',
      title: 'Edit Image by SKU or Name',
      page: lazyPage(() => import('./pages/edit-by-sku-page'), 'EditBySkuPage'),
    },
    {
      path: '/image-editing/queue',
      title: 'Image Review Queue',
      page: lazyPage(() => import('./pages/image-queue-page'), 'ImageQueuePage'),
    },
    {
      path: '/image-editing/add-to-queue',
      title: 'Add to Image Review Queue',
      page: lazyPage(() => import('./pages/add-to-queue-page'), 'AddToQueuePage'),
    },
  ],
});
