import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

export const labelsArea = defineClientArea({
  name: 'labels',
  routes: [
    {
      path: '/label-queue',
      title: 'Label Queue',
      page: lazyPage(() => import('./pages/label-queue-page'), 'LabelQueuePage'),
    },
  ],
});
