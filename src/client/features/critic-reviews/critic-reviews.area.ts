import { defineClientArea } from '../../lib/areas/client-area';
import { lazyPage } from '../../lib/areas/lazy-page';

/** Critic reviews (spec 03 "Critic Reviews"): the hub and its three screens. */
export const criticReviewsArea = defineClientArea({
  name: 'critic-reviews',
  routes: [
    {
      path: '/critic-reviews',
      page: lazyPage(() => import('./pages/critic-reviews-hub-page'), 'CriticReviewsHubPage'),
    },
    { path: '/critic-reviews/manual', page: lazyPage(() => import('./pages/manual-lookup-page'), 'ManualLookupPage') },
    { path: '/critic-reviews/queue', page: lazyPage(() => import('./pages/critic-queue-page'), 'CriticQueuePage') },
    {
      path: '/critic-reviews/add-to-queue',
      page: lazyPage(() => import('./pages/add-to-critic-queue-page'), 'AddToCriticQueuePage'),
    },
  ],
});
