import { defineClientArea } from '../../lib/areas/client-area';
import { lazyPage } from '../../lib/areas/lazy-page';

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
